/** What a screen shows while its data loads: a line a screen reader announces, not a blank area. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="py-10 text-center font-bold text-navy-600">
      {label}
    </p>
  );
}
