/** 'Quantity: 2', 'Size: 110', 'Date: 21 Nov 2026': one fact about an ordered item, inside a <dl>. */
export function ItemFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-semibold text-navy-800">{value}</dd>
    </div>
  );
}
