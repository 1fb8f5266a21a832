import { DASHBOARD_PERIODS } from '@souq/shared/schemas/admin-dashboard';
import { Link } from 'react-router';
import type { DashboardPeriod } from '../dashboard-period';

/** 7, 30 or 90 days, as links (the period lives in the address, so a refresh or a shared link keeps it). */
export function PeriodSwitch({ period }: { period: DashboardPeriod }) {
  return (
    <nav aria-label="Period" className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-navy-100">
      {DASHBOARD_PERIODS.map((days) => (
        <Link
          key={days}
          to={days === '7' ? '/' : `/?days=${days}`}
          aria-current={days === period ? 'true' : undefined}
          className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold ${
            days === period ? 'bg-navy-800 text-white' : 'text-navy-800 hover:bg-navy-50'
          }`}
        >
          {days} days
        </Link>
      ))}
    </nav>
  );
}
