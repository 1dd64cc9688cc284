import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { orderFilterSearch, useOrderCounts } from '../api/orders';
import { orderStatusLabels } from '../labels';

const cardClass =
  'block rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-leaf-600 focus-visible:border-leaf-600';

/** How many orders the store has, in all and per status; each figure opens the matching list. */
export function OrderCounts() {
  const counts = useOrderCounts();
  if (counts.isPending) {
    return (
      <p role="status" className="text-stone-700">
        Loading...
      </p>
    );
  }
  if (counts.error) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <p>{errorMessage(counts.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void counts.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const figures = [
    { label: 'All orders', count: counts.all, to: paths.adminOrders },
    ...counts.byStatus.map(({ status, count }) => ({
      label: orderStatusLabels[status],
      count,
      to: `${paths.adminOrders}${orderFilterSearch({ status })}`,
    })),
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.label}>
          <Link to={figure.to} className={cardClass} aria-label={`${figure.label}: ${figure.count ?? '—'}`}>
            <span className="block text-sm text-stone-700">{figure.label}</span>
            <span className="mt-1 block text-3xl font-bold text-leaf-800">{figure.count ?? '—'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
