import { useEffect, useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '../../lib/domain/staff/staff-schemas';
import { useMounted } from '../hooks';
import { toStaffLogin } from './staff-api';
import { staffGet, staffPost } from '../../lib/api/staff';
import type { RowNote } from './use-row-save';
import { useBusy } from '../use-busy';

type Role = 'manager' | 'branch' | 'rider';
interface Branch {
  id: number;
  name: string;
}

const EMPTY = { name: '', mobile: '', role: 'branch' as Role, branch: '', password: '', mine: '' };

/**
 * The manager adds a staff member: name, mobile (their login), role, branch for a clerk or rider, a
 * first password told to them in person, and the manager's own password (as for a reset). The
 * server checks it all again; the form only saves a round trip on the obvious slips.
 */
export default function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const mounted = useMounted();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState(EMPTY);
  const [branches, setBranches] = useState<Branch[]>([]);
  const { busy, run } = useBusy(() => setNote({ ok: false, text: 'No connection. Nothing was changed.' }));
  // a refusal about one field (`field`) goes once that field (or the role, which decides the branch) changes
  const [note, setNote] = useState<(RowNote & { field?: keyof typeof EMPTY }) | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setF((x) => ({ ...x, [k]: e.target.value }));
    setNote((n) => (n?.field === k || (k === 'role' && n?.field === 'branch') ? null : n));
  };

  useEffect(() => {
    if (!open || branches.length) return;
    void staffGet('staff/me')
      .then((b) => setBranches(b.status === 1 ? b.response.branches : []))
      .catch(() => setNote({ ok: false, text: 'No connection. Please try again.' }));
  }, [open, branches.length]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!f.name.trim()) return setNote({ ok: false, text: 'Please enter their name' });
    if (!/^\d{10}$/.test(f.mobile)) return setNote({ ok: false, text: 'Please enter a valid 10 digit mobile number' });
    if (f.role !== 'manager' && !f.branch) return setNote({ ok: false, text: 'Choose the branch they work at', field: 'branch' });
    if (f.password.length < STAFF_PASSWORD_MIN)
      return setNote({ ok: false, text: `The new password needs at least ${STAFF_PASSWORD_MIN} characters` });
    if (!f.mine) return setNote({ ok: false, text: 'Please enter your own password' });
    setNote(null);
    void run(async () => {
      const body = { name: f.name, mobile: f.mobile, role: f.role, branch_id: f.role === 'manager' ? null : Number(f.branch) };
      const answer = await staffPost('staff/accounts', { json: { ...body, password: f.password, manager_password: f.mine } });
      if (answer.httpStatus === 401) return toStaffLogin();
      const field = answer.code === 'staffAcct.branchNeeded' ? ('branch' as const) : undefined;
      setNote({ ok: answer.status === 1, text: answer.message ?? 'Nothing was changed.', field });
      if (answer.status === 1) {
        setF(EMPTY);
        onAdded();
      }
    });
  };

  const field = (k: 'name' | 'mobile' | 'password' | 'mine', label: string, type: string, extra: object = {}) => (
    <div className="field">
      <label className="field__label" htmlFor={`add-${k}`}>
        {label}
      </label>
      <input id={`add-${k}`} className="field__input" type={type} value={f[k]} onChange={set(k)} {...extra} />
    </div>
  );

  return (
    <div className="spanel add-staff">
      <button
        type="button"
        className="sbtn sbtn--primary"
        aria-expanded={open}
        aria-controls="add-staff"
        disabled={!mounted}
        onClick={() => setOpen((o) => !o)}
      >
        Add a staff member
      </button>
      {note && (
        <p className={`salert actions__msg${note.ok ? ' salert--ok' : ''}`} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      {open && (
        <form id="add-staff" className="stock-item__form add-staff__form" onSubmit={(e) => void onSubmit(e)} noValidate>
          {field('name', 'Name', 'text', { maxLength: 60, autoComplete: 'off' })}
          {field('mobile', 'Mobile (their login)', 'tel', { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' })}
          <div className="field">
            <label className="field__label" htmlFor="add-role">
              Role
            </label>
            <select id="add-role" className="field__input" value={f.role} onChange={set('role')}>
              <option value="branch">Branch clerk</option>
              <option value="rider">Rider</option>
              <option value="manager">Manager (every branch)</option>
            </select>
          </div>
          {f.role !== 'manager' && (
            <div className="field">
              <label className="field__label" htmlFor="add-branch">
                Branch
              </label>
              <select id="add-branch" className="field__input" value={f.branch} onChange={set('branch')}>
                <option value="">Choose a branch</option>
                {branches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {field('password', 'First password (tell them in person)', 'password', { autoComplete: 'new-password', maxLength: 128 })}
          {field('mine', 'Your own password', 'password', { autoComplete: 'current-password', maxLength: 128 })}
          <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
            Add
          </button>
        </form>
      )}
    </div>
  );
}
