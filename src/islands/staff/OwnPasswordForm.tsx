import { useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '../../lib/domain/staff/staff-schemas';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffPost } from '../../lib/api/staff';
import type { RowNote } from './use-row-save';
import { useBusy } from '../use-busy';

/**
 * Any staff member's own new password (issue 28): the current one first; on success every other
 * browser signed in to the account is signed out, this one stays.
 */
export default function OwnPasswordForm() {
  const mounted = useMounted();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' }));
  const [note, setNote] = useState<RowNote | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current) return setNote({ ok: false, text: 'Please enter your current password' });
    if (next.length < STAFF_PASSWORD_MIN)
      return setNote({ ok: false, text: `The new password needs at least ${STAFF_PASSWORD_MIN} characters` });
    if (next !== again) return setNote({ ok: false, text: 'The two new passwords are not the same' });
    setNote(null);
    void run(async () => {
      const answer = await staffPost('staff/me/password', { json: { current_password: current, password: next } });
      if (answer.httpStatus === 401) return toStaffLogin();
      setNote({ ok: answer.status === 1, text: answer.message ?? 'Nothing was changed.' });
      if (answer.status === 1) {
        setCurrent('');
        setNext('');
        setAgain('');
      }
    });
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, auto: string) => (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="password"
        autoComplete={auto}
        maxLength={128}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );

  return (
    <form className="spanel own-password" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="password-title">
      {field('own-current', 'Current password', current, setCurrent, 'current-password')}
      {field('own-new', `New password (at least ${STAFF_PASSWORD_MIN} characters)`, next, setNext, 'new-password')}
      {field('own-again', 'New password again', again, setAgain, 'new-password')}
      {note && (
        <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
        Change my password
      </button>
    </form>
  );
}
