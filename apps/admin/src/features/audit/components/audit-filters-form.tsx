import { type FormEvent, useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { type AuditFilters, auditFiltersFromSearch } from '../audit-filters';

export interface StaffOption {
  id: string;
  email: string;
}

interface AuditFiltersFormProps {
  filters: AuditFilters;
  /** Entities to suggest in the entity box (those the log holds are named by the api, e.g. 'order'). */
  entities: readonly string[];
  staff: readonly StaffOption[];
  onApply: (filters: AuditFilters) => void;
}

/** Filter the log by what was changed and by who; read back through the api's own query schema. */
export function AuditFiltersForm({ filters, entities, staff, onApply }: AuditFiltersFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const listId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') search.set(name, value);
    }
    onApply({ ...auditFiltersFromSearch(search), page: 1 });
  };
  const filtered = Boolean(filters.entity || filters.staff);

  return (
    <search aria-label="Filter the audit log" className="mb-4 block">
      <form
        ref={form}
        onSubmit={submit}
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField
          label="Entity"
          name="entity"
          list={listId}
          defaultValue={filters.entity ?? ''}
          placeholder="order, staff…"
        />
        <datalist id={listId}>
          {entities.map((entity) => (
            <option key={entity} value={entity} />
          ))}
        </datalist>
        <SelectField
          label="Staff member"
          name="staff"
          defaultValue={filters.staff ?? ''}
          onChange={() => form.current?.requestSubmit()}
        >
          <option value="">Everyone</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonStyles.primary}>
            Apply
          </button>
          {filtered ? (
            <Link to="/audit" className={buttonStyles.ghost}>
              Clear
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  );
}
