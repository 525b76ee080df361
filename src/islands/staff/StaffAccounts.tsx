import { useEffect, useState, type FormEvent } from 'react';
import { orderDateTime } from '../../components/account/order-date';
import { STAFF_PASSWORD_MIN } from '../../lib/domain/staff/staff-schemas';
import { useMounted } from '../hooks';
import AddStaffForm from './AddStaffForm';
import { staffGet, staffPost } from '../../lib/api/staff';
import { useStaffSend } from './use-row-save';
import { ListState, NoteLine, OWN_PASSWORD, StaffInput, Trouble, useStaffList } from './list-parts';

/** GET /api/staff/accounts, one row (docs/staff-api.md). */
interface Account {
  id: number;
  name: string;
  mobile: string;
  role: 'manager' | 'branch' | 'rider';
  branch_name: string | null;
  known_devices: number;
  wrong_today: number;
  locked_for_new_devices: boolean;
  /** 0: switched off, cannot sign in */
  active: number;
  last_action: { action: string; at: number; by: string } | null;
}

const ROLE = { manager: 'Manager', branch: 'Branch clerk', rider: 'Rider' } as const;
const ACTION: Record<string, string> = {
  unlock: 'Unlocked',
  password_reset: 'Password reset',
  added: 'Added',
  switched_off: 'Switched off',
  switched_on: 'Switched on',
  own_password: 'Changed their own password',
};

function AccountRow({ account, self, onChanged }: { account: Account; self: boolean; onChanged: () => void }) {
  const mounted = useMounted();
  const { busy, note, setNote, send: sendOne } = useStaffSend();
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState('');
  const [mine, setMine] = useState('');
  const id = `acct-${account.id}`;

  const param = { id: String(account.id) };
  const send = (call: () => Promise<{ httpStatus: number; status: number; message?: string }>) =>
    sendOne(
      call,
      (answer) => {
        if (answer.status !== 1) return;
        setResetting(false);
        setPassword('');
        setMine('');
        onChanged();
      },
      'Done',
    );

  const onReset = (e: FormEvent) => {
    e.preventDefault();
    if (password.length < STAFF_PASSWORD_MIN)
      return setNote({ ok: false, text: `The new password needs at least ${STAFF_PASSWORD_MIN} characters` });
    if (!mine) return setNote({ ok: false, text: 'Please enter your own password' });
    void send(() => staffPost('staff/accounts/:id/password', { param, json: { password, manager_password: mine } }));
  };

  return (
    <li className="ocard" data-testid="staff-account">
      <span className="ocard__top">
        <span className="ocard__no">{account.name}</span>
        {!account.active ? (
          <span className="sbadge sbadge--danger">Switched off</span>
        ) : account.locked_for_new_devices ? (
          <span className="sbadge sbadge--danger">Locked for new devices</span>
        ) : account.wrong_today > 0 ? (
          <span className="sbadge sbadge--warning">
            {account.wrong_today} wrong password{account.wrong_today === 1 ? '' : 's'} today
          </span>
        ) : (
          <span className="sbadge sbadge--success">Can sign in</span>
        )}
      </span>
      <span className="ocard__row">
        <span>
          {ROLE[account.role]}
          {account.branch_name ? ` · ${account.branch_name}` : ''}
        </span>
        <span>{account.mobile}</span>
        <span>
          {account.known_devices} known device{account.known_devices === 1 ? '' : 's'}
        </span>
      </span>
      {account.last_action && (
        <span className="ocard__row">
          {ACTION[account.last_action.action] ?? account.last_action.action} by {account.last_action.by},{' '}
          {orderDateTime(account.last_action.at)}
        </span>
      )}
      <NoteLine note={note} />
      <span className="ocard__row">
        {!account.active ? (
          <button
            type="button"
            className="sbtn"
            disabled={!mounted || busy}
            onClick={() => void send(() => staffPost('staff/accounts/:id/on', { param }))}
          >
            Switch on
          </button>
        ) : (
          <>
            <button
              type="button"
              className="sbtn"
              disabled={!mounted || busy}
              onClick={() => void send(() => staffPost('staff/accounts/:id/unlock', { param }))}
            >
              Unlock
            </button>
            {!self && (
              <button
                type="button"
                className="sbtn sbtn--danger"
                disabled={!mounted || busy}
                onClick={() => void send(() => staffPost('staff/accounts/:id/off', { param }))}
              >
                Switch off
              </button>
            )}
          </>
        )}
        <button
          type="button"
          className="sbtn sbtn--quiet"
          disabled={!mounted || busy || !account.active}
          aria-expanded={resetting}
          aria-controls={`${id}-reset`}
          onClick={() => setResetting((r) => !r)}
        >
          Set a new password
        </button>
      </span>
      {resetting && (
        <form id={`${id}-reset`} className="stock-item__form" onSubmit={onReset} noValidate>
          <StaffInput
            id={`${id}-new`}
            label={`New password for ${account.name}`}
            type="password"
            autoComplete="new-password"
            minLength={STAFF_PASSWORD_MIN}
            maxLength={128}
            value={password}
            onValue={setPassword}
          />
          <StaffInput id={`${id}-mine`} label="Your own password" {...OWN_PASSWORD} value={mine} onValue={setMine} />
          <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
            Save the new password
          </button>
        </form>
      )}
    </li>
  );
}

/**
 * The manager's staff accounts: who can sign in, who is locked for new devices after a stranger's
 * wrong passwords, and the two fixes (unlock; a new password, told to the staff member in person).
 */
/** `meId`: the signed-in manager, who cannot switch themselves off (the server refuses it too). */
export default function StaffAccounts({ meId }: { meId: number }) {
  const { items: list, trouble, load: loadList } = useStaffList<Account>('Could not load the accounts.');
  const load = () => loadList(() => staffGet('staff/accounts'));
  useEffect(() => {
    void load();
  }, []);

  return (
    <section aria-labelledby="accounts-title">
      <div className="staff-head">
        <h1 id="accounts-title">Staff accounts</h1>
        <span className="staff-head__sub">
          Add staff, switch off a leaver (they are signed out at once). A browser someone signed in from before always lets them in; after
          10 wrong passwords in a day other devices wait, or you unlock
        </span>
      </div>
      <Trouble text={trouble} />
      <AddStaffForm onAdded={() => void load()} />
      <ListState items={list} loading="Loading…" quietOnTrouble trouble={trouble}>
        {(list) => (
          <ul className="queue__cards queue__cards--always">
            {list.map((a) => (
              <AccountRow key={a.id} account={a} self={a.id === meId} onChanged={() => void load()} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
