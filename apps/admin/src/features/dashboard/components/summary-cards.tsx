import type { DashboardResponse } from '@souq/shared/schemas/admin-dashboard';
import type { ReactNode } from 'react';
import { formatAedAmount } from '@/shared/format/money';
import { Card } from '@/shared/ui/card';

/** The period's headline figures, each on its card. */
export function SummaryCards({ dashboard }: { dashboard: DashboardResponse }) {
  const { sales, orders, cash } = dashboard;
  const outstanding = Math.max(0, cash.expected - cash.collected);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Figure title="Sales" value={formatAedAmount(sales.total)}>
        <Detail label="Paid by card" value={formatAedAmount(sales.paid)} />
        <Detail label="COD collected" value={formatAedAmount(sales.codCollected)} />
      </Figure>
      <Figure title="Orders" value={String(orders.count)}>
        <p>placed in the last {dashboard.days} days</p>
      </Figure>
      <Figure title="Average order value" value={formatAedAmount(orders.averageValue)}>
        <p>per order in the period</p>
      </Figure>
      <Figure title="Cash on delivery" value={formatAedAmount(cash.collected)}>
        <Detail label="Expected" value={formatAedAmount(cash.expected)} />
        <Detail label="Still to collect" value={formatAedAmount(outstanding)} />
      </Figure>
    </div>
  );
}

function Figure({ title, value, children }: { title: string; value: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} className="p-5">
      <h2 className="text-sm font-extrabold uppercase tracking-wide text-navy-600">{title}</h2>
      <p className="mt-1 text-3xl font-extrabold text-navy-800">{value}</p>
      <div className="mt-2 flex flex-col gap-0.5 text-sm text-navy-600">{children}</div>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex justify-between gap-2">
      <span>{label}</span>
      <span className="font-bold text-navy-800">{value}</span>
    </p>
  );
}
