import type { AdminDashboard, DashboardDay } from '@bulk/domain/admin';
import { orderStatusSchema } from '@bulk/domain/checkout';
import { formatMoney } from '@bulk/domain/currency';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { toSearch } from '#src/hooks/use-search-params-state';
import { useDashboard } from '../api/dashboard';
import { adminOrderFilterSchema } from '../api/orders';
import { orderStatusLabels } from '../labels';
import { QueryState } from './query-state';

const cardClass = 'block rounded-xl border border-stone-200 bg-white p-4 shadow-sm';
const linkCardClass = `${cardClass} hover:border-leaf-600 focus-visible:border-leaf-600`;

const inr = (paise: number) => formatMoney(paise, 'INR');

function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  const body = (
    <>
      <span className="block text-sm text-stone-700">{label}</span>
      <span className="mt-1 block text-2xl font-bold text-leaf-800 sm:text-3xl">{value}</span>
    </>
  );
  return to ? (
    <Link to={to} className={linkCardClass}>
      {body}
    </Link>
  ) : (
    <div className={cardClass}>{body}</div>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const CHART_WIDTH = 600;
const CHART_HEIGHT = 200;
const AXIS_SPACE = 24;

/**
 * Revenue of the last 30 days as bars, drawn as SVG: titled and described for screen readers, each bar
 * with its own title, and the same figures in a table below for anyone who prefers numbers.
 */
export function RevenueChart({ days }: { days: readonly DashboardDay[] }) {
  const id = useId();
  const most = Math.max(1, ...days.map((day) => day.revenuePaise));
  const slot = CHART_WIDTH / days.length;
  const plotHeight = CHART_HEIGHT - AXIS_SPACE;
  const total = days.reduce((sum, day) => sum + day.revenuePaise, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full rounded-xl border border-stone-200 bg-white"
      >
        <title id={`${id}-title`}>Revenue per day, last {days.length} days</title>
        <desc id={`${id}-desc`}>
          {`${inr(total)} in all from ${first ? dayLabel(first.day) : ''} to ${last ? dayLabel(last.day) : ''}; the best day brought ${inr(most === 1 ? 0 : most)}.`}
        </desc>
        <line
          x1={0}
          x2={CHART_WIDTH}
          y1={plotHeight}
          y2={plotHeight}
          className="stroke-stone-300"
          strokeWidth={1}
        />
        {days.map((day, index) => {
          const height = (day.revenuePaise / most) * (plotHeight - 8);
          return (
            <rect
              key={day.day}
              x={index * slot + slot * 0.15}
              y={plotHeight - height}
              width={slot * 0.7}
              height={height}
              className="fill-leaf-700"
            >
              <title>{`${dayLabel(day.day)}: ${inr(day.revenuePaise)}, ${day.orders} paid orders`}</title>
            </rect>
          );
        })}
        {first ? (
          <text x={0} y={CHART_HEIGHT - 6} className="fill-stone-700 text-[11px]">
            {dayLabel(first.day)}
          </text>
        ) : null}
        {last ? (
          <text x={CHART_WIDTH} y={CHART_HEIGHT - 6} textAnchor="end" className="fill-stone-700 text-[11px]">
            {dayLabel(last.day)}
          </text>
        ) : null}
      </svg>
      <figcaption className="mt-2 text-sm text-stone-700">
        Payments received each day (India time): orders and membership fees.
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-leaf-800">Show the figures as a table</summary>
        <div
          role="region"
          aria-label="Revenue and paid orders per day"
          className="mt-2 max-h-80 overflow-auto rounded-lg border border-stone-200 bg-white"
          tabIndex={0}
        >
          <table className="w-full text-left">
            <caption className="sr-only">Revenue and paid orders per day</caption>
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Revenue
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Paid orders
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-stone-100">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {dayLabel(day.day)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{inr(day.revenuePaise)}</td>
                  <td className="px-3 py-1.5 text-right">{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function DashboardFigures({ data }: { data: AdminDashboard }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="dashboard-overview">
        <h2 id="dashboard-overview" className="mb-4 text-xl font-semibold text-leaf-800">
          Overview
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-5">
          <li>
            <Figure label="Revenue today" value={inr(data.revenueTodayPaise)} to={paths.adminPayments} />
          </li>
          <li>
            <Figure label="Revenue this month" value={inr(data.revenueMonthPaise)} to={paths.adminPayments} />
          </li>
          <li>
            <Figure
              label="Suppliers pending approval"
              value={data.suppliersPending}
              to={paths.adminSuppliers}
            />
          </li>
          <li>
            <Figure label="New job seekers (30 days)" value={data.newJobseekers} to={paths.adminJobseekers} />
          </li>
          <li>
            <Figure label="Open tickets" value={data.openTickets} to={paths.adminTickets} />
          </li>
        </ul>
      </section>
      <section aria-labelledby="dashboard-orders">
        <h2 id="dashboard-orders" className="mb-4 text-xl font-semibold text-leaf-800">
          Orders by status
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {orderStatusSchema.options.map((status) => (
            <li key={status}>
              <Figure
                label={orderStatusLabels[status]}
                value={data.ordersByStatus[status] ?? 0}
                to={`${paths.adminOrders}${toSearch(adminOrderFilterSchema, { status })}`}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-chart">
        <h2 id="dashboard-chart" className="mb-4 text-xl font-semibold text-leaf-800">
          Last {data.days.length} days
        </h2>
        <RevenueChart days={data.days} />
      </section>
    </div>
  );
}

/** The dashboard's real figures from `GET /api/admin/dashboard`. */
export function DashboardView() {
  const dashboard = useDashboard();
  return <QueryState query={dashboard}>{(data) => <DashboardFigures data={data} />}</QueryState>;
}
