import type { FormEvent } from 'react';
import type { QueueAnswer } from './staff-api';
import type { QueueFilters } from './queue-filters';
import { StaffInput } from './list-parts';

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

/** One labelled choice of the filters; a change applies at once. */
function FilterSelect({
  name,
  label,
  filters,
  set,
  mounted,
  options,
}: {
  name: keyof QueueFilters;
  label: string;
  filters: QueueFilters;
  set: Props['set'];
  mounted: boolean;
  options: readonly (readonly [value: string, label: string])[];
}) {
  const id = `q-${name.replace('_', '-')}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select disabled={!mounted} id={id} className="sselect" value={filters[name]} onChange={(e) => set(name)(e.target.value)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One date of the filters. */
function FilterDate({
  name,
  label,
  filters,
  set,
  mounted,
}: {
  name: 'date' | 'slot_day';
  label: string;
  filters: QueueFilters;
  set: Props['set'];
  mounted: boolean;
}) {
  const id = `q-${name.replace('_', '-')}`;
  return <StaffInput id={id} label={label} type="date" disabled={!mounted} value={filters[name]} onValue={set(name)} />;
}

/** The queue's search and filters; each choice applies at once, the search on submit. */
export function QueueFilterForm({ filters, search, setSearch, onSearch, set, mounted, statuses, branches, rider, slotTimes }: Props) {
  const shared = { filters, set, mounted };
  return (
    <form className="queue__filters spanel" role="search" aria-label="Find orders" onSubmit={onSearch}>
      <StaffInput
        id="q-search"
        fieldClass="field--wide"
        label="Order number, name or mobile"
        type="search"
        readOnly={!mounted}
        name="q"
        value={search}
        maxLength={40}
        placeholder="Last digits, name or 98…"
        onValue={setSearch}
      />
      <FilterSelect
        {...shared}
        name="status"
        label="Status"
        options={[['open', 'Open orders'], ['', 'Every status'], ...statuses.map((s) => [s, s] as const)]}
      />
      {!rider && (
        <FilterSelect
          {...shared}
          name="fulfilment"
          label="Delivery or pickup"
          options={Object.entries({ '': 'Both', delivery: 'Home delivery', pickup: 'Store pickup' })}
        />
      )}
      <FilterDate {...shared} name="date" label="Placed on" />
      <FilterDate {...shared} name="slot_day" label="Slot day" />
      <FilterSelect
        {...shared}
        name="slot_start"
        label="Slot time"
        options={[['', 'Any slot'], ...(slotTimes ?? []).map((t) => [String(t.start_min), t.label] as const)]}
      />
      {!rider && (
        <FilterSelect
          {...shared}
          name="payment"
          label="Payment"
          options={Object.entries({ '': 'Any payment', cash: 'Cash on delivery', online: 'Online payment', point: 'Reward points' })}
        />
      )}
      <FilterSelect
        {...shared}
        name="sort"
        label="Order by"
        options={Object.entries({ '': 'Newest first', slot: 'Slot (packing order)' })}
      />
      {branches.length > 1 && (
        <FilterSelect
          {...shared}
          name="branch_id"
          label="Branch"
          options={[['', 'All branches'], ...branches.map((b) => [String(b.id), b.name] as const)]}
        />
      )}
      <button type="submit" className="sbtn sbtn--primary" disabled={!mounted}>
        Search
      </button>
    </form>
  );
}
