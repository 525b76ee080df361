import { useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '../../lib/domain/staff/staff-schemas';
import { useMounted } from '../hooks';
import { staffPost } from '../../lib/api/staff';
import { useStaffSend } from './use-row-save';
import { NoteLine, OWN_PASSWORD, StaffInput } from './list-parts';

/**
 * Any staff member's own new password (issue 28): the current one first; on success every other
 * browser signed in to the account is signed out, this one stays.
 */
export default function OwnPasswordForm() {
  const mounted = useMounted();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const { busy, note, setNote, send } = useStaffSend();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current) return setNote({ ok: false, text: 'Please enter your current password' });
    if (next.length < STAFF_PASSWORD_MIN)
      return setNote({ ok: false, text: `The new password needs at least ${STAFF_PASSWORD_MIN} characters` });
    if (next !== again) return setNote({ ok: false, text: 'The two new passwords are not the same' });
    void send(
      () => staffPost('staff/me/password', { json: { current_password: current, password: next } }),
      (answer) => {
        if (answer.status !== 1) return;
        setCurrent('');
        setNext('');
        setAgain('');
      },
    );
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, auto: string) => (
    <StaffInput id={id} label={label} {...OWN_PASSWORD} autoComplete={auto} value={value} onValue={set} />
  );

  return (
    <form className="spanel own-password" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="password-title">
      {field('own-current', 'Current password', current, setCurrent, 'current-password')}
      {field('own-new', `New password (at least ${STAFF_PASSWORD_MIN} characters)`, next, setNext, 'new-password')}
      {field('own-again', 'New password again', again, setAgain, 'new-password')}
      <NoteLine note={note} />
      <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
        Change my password
      </button>
    </form>
  );
}
