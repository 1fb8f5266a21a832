import 'uplot/dist/uPlot.min.css';
import type { DashboardResponse } from '@souq/shared/schemas/admin-dashboard';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatAedAmount } from '@/shared/format/money';
import { Card } from '@/shared/ui/card';
import { shortDay } from '../dashboard-period';

type PerDay = DashboardResponse['perDay'];

const HEIGHT = 240;

/**
 * The options for the day's bars. The x axis counts days (0, 1, …) rather than time: the api's days are
 * Dubai's, and a time scale would place them by the browser's own midnight. Colours are read from the
 * page (`ink` and `bar` carry the theme's classes), so the palette stays defined once.
 */
function chartOptions(perDay: PerDay, width: number, ink: string, bar: string): uPlot.Options {
  const dayAt = (index: number) => perDay[Math.round(index)]?.date;
  return {
    width,
    height: HEIGHT,
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(perDay.length - 0.5, 0.5)] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 100] },
    },
    axes: [
      {
        stroke: ink,
        grid: { show: false },
        ticks: { show: false },
        space: 48,
        // Whole days only: the bars sit on whole indexes.
        incrs: [1, 2, 5, 7, 10, 14, 15, 30],
        values: (_u, splits) => splits.map((split) => shortDay(dayAt(split) ?? '')),
      },
      {
        stroke: ink,
        size: 64,
        grid: { stroke: 'rgba(30, 42, 74, 0.08)' },
        values: (_u, splits) => splits.map((split) => split.toLocaleString('en-GB')),
      },
    ],
    series: [
      { label: 'Day', value: (_u, index) => (index === null ? '—' : shortDay(dayAt(index) ?? '')) },
      {
        label: 'Sales',
        stroke: bar,
        fill: bar,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
        points: { show: false },
        value: (_u, aed) => (aed === null ? '—' : formatAedAmount(aed)),
      },
    ],
  };
}

/** Sales per day as bars (uPlot: a small canvas chart), and the same figures as a table for screen readers. */
export function SalesChart({ perDay }: { perDay: PerDay }) {
  const holder = useRef<HTMLDivElement>(null);
  const barInk = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element || !barInk.current) return;
    const ink = getComputedStyle(element).color;
    const bar = getComputedStyle(barInk.current).color;
    const data: uPlot.AlignedData = [perDay.map((_, index) => index), perDay.map((day) => day.sales)];
    const plot = new uPlot(chartOptions(perDay, element.clientWidth, ink, bar), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [perDay]);

  return (
    <Card as="section" aria-labelledby="sales-per-day" className="p-5">
      <h2 id="sales-per-day" className="text-lg font-extrabold">
        Sales per day
      </h2>
      <span ref={barInk} aria-hidden="true" className="hidden text-coral-500" />
      {/* The canvas says nothing to a screen reader; the table below holds the same figures. */}
      <div ref={holder} aria-hidden="true" className="mt-3 min-h-[240px] w-full text-navy-600" />
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold text-coral-700">
          Show as a table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Sales per day</caption>
          <thead>
            <tr className="border-b border-navy-100">
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                Orders
              </th>
              <th scope="col" className="py-1 text-right">
                Sales
              </th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((day) => (
              <tr key={day.date} className="border-b border-navy-50">
                <th scope="row" className="py-1 font-semibold">
                  {shortDay(day.date)}
                </th>
                <td className="py-1 text-right">{day.orders}</td>
                <td className="py-1 text-right">{formatAedAmount(day.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
