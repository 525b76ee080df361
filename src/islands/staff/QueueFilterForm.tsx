import type { FormEvent } from 'react';
import type { QueueAnswer } from './staff-api';
import type { QueueFilters } from './queue-filters';

interface Props {
  filters: QueueFilters;
  search: string;
  setSearch: (value: string) => void;
  onSearch: (e: FormEvent) => void;
  /** one filter changed: the queue reloads with it */
  set: (key: keyof QueueFilters) => (value: string) => void;
  mounted: boolean;
  statuses: readonly string[];
  branches: { id: number; name: string }[];
  rider: boolean;
  slotTimes: QueueAnswer['slot_times'];
}

/** The queue's search and filters; each choice applies at once, the search on submit. */
export function QueueFilterForm({ filters, search, setSearch, onSearch, set, mounted, statuses, branches, rider, slotTimes }: Props) {
  return (
    <form className="queue__filters spanel" role="search" aria-label="Find orders" onSubmit={onSearch}>
      <div className="field field--wide">
        <label className="field__label" htmlFor="q-search">
          Order number, name or mobile
        </label>
        <input
          id="q-search"
          className="field__input"
          type="search"
          readOnly={!mounted}
          name="q"
          value={search}
          maxLength={40}
          placeholder="Last digits, name or 98…"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="q-status">
          Status
        </label>
        <select
          disabled={!mounted}
          id="q-status"
          className="sselect"
          value={filters.status}
          onChange={(e) => set('status')(e.target.value)}
        >
          <option value="open">Open orders</option>
          <option value="">Every status</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {!rider && (
        <div className="field">
          <label className="field__label" htmlFor="q-fulfilment">
            Delivery or pickup
          </label>
          <select
            disabled={!mounted}
            id="q-fulfilment"
            className="sselect"
            value={filters.fulfilment}
            onChange={(e) => set('fulfilment')(e.target.value)}
          >
            <option value="">Both</option>
            <option value="delivery">Home delivery</option>
            <option value="pickup">Store pickup</option>
          </select>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor="q-date">
          Placed on
        </label>
        <input
          id="q-date"
          className="field__input"
          type="date"
          disabled={!mounted}
          value={filters.date}
          onChange={(e) => set('date')(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="q-slot-day">
          Slot day
        </label>
        <input
          id="q-slot-day"
          className="field__input"
          type="date"
          disabled={!mounted}
          value={filters.slot_day}
          onChange={(e) => set('slot_day')(e.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="q-slot-time">
          Slot time
        </label>
        <select
          disabled={!mounted}
          id="q-slot-time"
          className="sselect"
          value={filters.slot_start}
          onChange={(e) => set('slot_start')(e.target.value)}
        >
          <option value="">Any slot</option>
          {(slotTimes ?? []).map((t) => (
            <option key={t.start_min} value={String(t.start_min)}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      {!rider && (
        <div className="field">
          <label className="field__label" htmlFor="q-payment">
            Payment
          </label>
          <select
            disabled={!mounted}
            id="q-payment"
            className="sselect"
            value={filters.payment}
            onChange={(e) => set('payment')(e.target.value)}
          >
            <option value="">Any payment</option>
            <option value="cash">Cash on delivery</option>
            <option value="online">Online payment</option>
            <option value="point">Reward points</option>
          </select>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor="q-sort">
          Order by
        </label>
        <select disabled={!mounted} id="q-sort" className="sselect" value={filters.sort} onChange={(e) => set('sort')(e.target.value)}>
          <option value="">Newest first</option>
          <option value="slot">Slot (packing order)</option>
        </select>
      </div>
      {branches.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor="q-branch">
            Branch
          </label>
          <select
            disabled={!mounted}
            id="q-branch"
            className="sselect"
            value={filters.branch_id}
            onChange={(e) => set('branch_id')(e.target.value)}
          >
            <option value="">All branches</option>
            {branches.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="sbtn sbtn--primary" disabled={!mounted}>
        Search
      </button>
    </form>
  );
}
