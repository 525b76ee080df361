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

/** A staff answer as far as a note needs it. */
type StaffAnswer = { httpStatus: number; status: number; message?: string };

/**
 * A staff form's change (a slot's week, an account's unlock, one's own password): one at a time, a
 * 401 back to the login, the answer's words in the form's note. `after` runs on every answer (a
 * success clears the form, a refusal may name its field); `done`: the words of a silent success.
 */
export function useStaffSend<N extends RowNote = RowNote>() {
  const [note, setNote] = useState<N | null>(null);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' } as N));
  const send = <A extends StaffAnswer>(call: () => Promise<A>, after?: (answer: A) => unknown, done = 'Nothing was changed.') => {
    setNote(null);
    return run(async () => {
      const answer = await call();
      if (answer.httpStatus === 401) return toStaffLogin();
      setNote({ ok: answer.status === 1, text: answer.message ?? (answer.status === 1 ? done : 'Nothing was changed.') } as N);
      await after?.(answer);
    });
  };
  return { busy, note, setNote, send };
}
