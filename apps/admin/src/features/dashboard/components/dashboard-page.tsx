import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { PageHeading } from '@/shared/ui/page-heading';
import { useDashboard } from '../api/get-dashboard';
import { periodFromSearch } from '../dashboard-period';
import { LowStock } from './low-stock';
import { NeedsDoing } from './needs-doing';
import { PeriodSwitch } from './period-switch';
import { SalesChart } from './sales-chart';
import { SummaryCards } from './summary-cards';
import { TopProducts } from './top-products';

/** /admin: the period's figures, what waits for someone now, and what is running out. */
export function DashboardPage() {
  const [params] = useSearchParams();
  const period = periodFromSearch(params);
  const dashboard = useDashboard(period);

  return (
    <>
      <PageHeading title="Dashboard">
        <PeriodSwitch period={period} />
      </PageHeading>
      {dashboard.isPending ? (
        <Loading label="Loading the figures…" />
      ) : dashboard.error ? (
        <LoadFailed error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={dashboard.isPlaceholderData}>
          <SummaryCards dashboard={dashboard.data} />
          <NeedsDoing waiting={dashboard.data.waiting} />
          <SalesChart perDay={dashboard.data.perDay} />
          <div className="grid gap-4 lg:grid-cols-2">
            <TopProducts products={dashboard.data.topProducts} />
            <LowStock rows={dashboard.data.lowStock} threshold={dashboard.data.lowStockThreshold} />
          </div>
        </div>
      )}
    </>
  );
}
