import type { AuditEntry } from '@souq/shared/schemas/admin-audit';

/** JSON as people read it: indented, or a dash when the entry has no such side (a sign-in has neither). */
function pretty(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** What an entry changed: the record before and after, side by side on a wide screen. */
export function EntryChanges({ entry }: { entry: AuditEntry }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(['before', 'after'] as const).map((side) => (
        <div key={side}>
          <p className="mb-1 text-xs font-extrabold uppercase tracking-wide text-navy-600">
            {side === 'before' ? 'Before' : 'After'}
          </p>
          <pre className="max-h-80 overflow-auto rounded-xl bg-navy-50 p-3 text-xs leading-relaxed text-navy-900">
            {pretty(entry[side])}
          </pre>
        </div>
      ))}
    </div>
  );
}
