/**
 * A line of an order summary (cart, checkout, payment): the label at the start, the amount or fact at the end.
 * The value is isolated and takes the direction of its own first letter, so 'AED 99.00' reads left to right on
 * an Arabic page while an Arabic value stays right to left.
 */
export function SummaryRow({
  label,
  value,
  accent = false,
}: {
  label: string;
  value: string;
  accent?: boolean;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-navy-600">{label}</dt>
      <dd className={`text-end font-bold ${accent ? 'text-mint-700' : 'text-navy-800'}`}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/** The summary's last line, set apart: what the shopper pays. */
export function SummaryTotal({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4 border-t border-navy-100 pt-3 text-base font-extrabold text-navy-800">
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
