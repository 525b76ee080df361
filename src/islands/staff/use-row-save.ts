import { useState } from 'react';
import { useBusy } from '../use-busy';
import { api, toStaffLogin, type Answer } from './staff-api';

export interface RowNote {
  ok: boolean;
  text: string;
}

/**
 * One editable row of a staff screen (a product's stock, a slot): sends a change, hands the saved
 * row back, and says what happened in the row itself. `what` names the thing in the failure text.
 */
export function useRowSave<T>(path: string, onSaved: (row: T) => void, what: { done: string; notChanged: string }) {
  const [note, setNote] = useState<RowNote | null>(null);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: `No connection. ${what.notChanged}.` }));

  /** `to`: another path of the same row (the stock screen's receipt, write-off and transfer) */
  const save = (change: object, to: string = path) => {
    setNote(null);
    return run(async () => {
      const body = await api<Answer<T>>(to, { body: change });
      if (body.httpStatus === 401) return toStaffLogin();
      if (body.status === 1 && body.response) {
        onSaved(body.response);
        setNote({ ok: true, text: body.message ?? what.done });
      } else setNote({ ok: false, text: body.message ?? `${what.notChanged}.` });
    });
  };
  return { busy, note, setNote, save };
}
