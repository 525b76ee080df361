import { useEffect, useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN } from '../../lib/domain/staff/staff-schemas';
import { useMounted } from '../hooks';
import { staffGet, staffPost } from '../../lib/api/staff';
import { useStaffSend, type RowNote } from './use-row-save';
import { NoteLine, OWN_PASSWORD, StaffInput, StaffSelect } from './list-parts';

type Role = 'manager' | 'branch' | 'rider';
interface Branch {
  id: number;
  name: string;
}

const ROLES: Record<Role, string> = { branch: 'Branch clerk', rider: 'Rider', manager: 'Manager (every branch)' };

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
  // a refusal about one field (`field`) goes once that field (or the role, which decides the branch) changes
  const { busy, note, setNote, send } = useStaffSend<RowNote & { field?: keyof typeof EMPTY }>();
  const set = (k: keyof typeof EMPTY) => (value: string) => {
    setF((x) => ({ ...x, [k]: value }));
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
    const body = { name: f.name, mobile: f.mobile, role: f.role, branch_id: f.role === 'manager' ? null : Number(f.branch) };
    void send(
      () => staffPost('staff/accounts', { json: { ...body, password: f.password, manager_password: f.mine } }),
      (answer) => {
        if (answer.code === 'staffAcct.branchNeeded') setNote((n) => n && { ...n, field: 'branch' });
        if (answer.status !== 1) return;
        setF(EMPTY);
        onAdded();
      },
    );
  };

  const field = (k: 'name' | 'mobile' | 'password' | 'mine', label: string, type: string, extra: object = {}) => (
    <StaffInput id={`add-${k}`} label={label} type={type} value={f[k]} onValue={set(k)} {...extra} />
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
      <NoteLine note={note} />
      {open && (
        <form id="add-staff" className="stock-item__form add-staff__form" onSubmit={(e) => void onSubmit(e)} noValidate>
          {field('name', 'Name', 'text', { maxLength: 60, autoComplete: 'off' })}
          {field('mobile', 'Mobile (their login)', 'tel', { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' })}
          <StaffSelect id="add-role" label="Role" value={f.role} onValue={set('role')} options={Object.entries(ROLES)} />
          {f.role !== 'manager' && (
            <StaffSelect
              id="add-branch"
              label="Branch"
              value={f.branch}
              onValue={set('branch')}
              options={branches.map((b) => [b.id, b.name])}
            >
              <option value="">Choose a branch</option>
            </StaffSelect>
          )}
          {field('password', 'First password (tell them in person)', 'password', { autoComplete: 'new-password', maxLength: 128 })}
          <StaffInput id="add-mine" label="Your own password" {...OWN_PASSWORD} value={f.mine} onValue={set('mine')} />
          <button type="submit" className="sbtn sbtn--primary" disabled={!mounted || busy}>
            Add
          </button>
        </form>
      )}
    </div>
  );
}
