import { useState } from 'react';
import { useBusy } from '../use-busy';
import { toStaffLogin } from './staff-api';

export interface RowNote {
  ok: boolean;
  text: string;
}

/**
 * One editable row of a staff screen (a product's stock, a slot): sends a change, hands the saved
 * row back, and says what happened in the row itself. `what` names the thing in the failure text.
 */
/** A row's save as a typed staff call resolves it: the saved row, or the refusal's words. */
export type RowReply<T> = { httpStatus: number } & ({ status: 1; message?: string; response: T } | { status: 0; message?: string });

export function useRowSave<T>(onSaved: (row: T) => void, what: { done: string; notChanged: string }) {
  const [note, setNote] = useState<RowNote | null>(null);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: `No connection. ${what.notChanged}.` }));

  /** `send`: the typed call of the row's route (the stock screen's count, receipt, write-off or transfer) */
  const save = (send: () => Promise<RowReply<T>>) => {
    setNote(null);
    return run(async () => {
      const body = await send();
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1) {
        onSaved(body.response);
        setNote({ ok: true, text: body.message ?? what.done });
      } else setNote({ ok: false, text: body.message ?? `${what.notChanged}.` });
    });
  };
  return { busy, note, setNote, save };
}
