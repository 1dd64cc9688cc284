import { formatMoney } from '@bulk/domain/currency';
import { orderStatusSchema } from '@bulk/domain/checkout';
import { useId } from 'react';
import { Link } from 'react-router';
import { adminOrderPath } from '#src/config/paths';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import { adminOrderFilterSchema, useAdminOrders, type AdminOrderFilter } from '../api/orders';
import type { AdminOrderRow } from '@bulk/domain/admin';
import { formatDateTime, orderStatusLabels } from '../labels';
import { AdminTable, cellClass, type Column } from './admin-table';
import { FilterForm, FilterSearch, FilterSelect } from './filter-form';
import { Pager, pagesOf } from './pager';
import { QueryState } from './query-state';

type OrderFiltersProps = {
  filter: AdminOrderFilter;
  /** Sets a status or a search; the list starts again from its first page. */
  onChange: (change: Pick<AdminOrderFilter, 'status' | 'q'>) => void;
};

/** Status and search of the orders list. */
function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const id = useId();
  return (
    <FilterForm
      label="Filter orders"
      submitLabel="Search"
      onSubmit={(value) => onChange({ q: value('q') })}
      className="mb-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
    >
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={filter.status ?? ''}
        onChange={(event) => {
          const status = orderStatusSchema.safeParse(event.target.value);
          onChange({ status: status.success ? status.data : undefined });
        }}
        // Expired orders were never paid and need nothing: the list shows them only when chosen.
        anyLabel="All but expired"
        options={orderStatusSchema.options}
        optionLabel={(status) => orderStatusLabels[status]}
      />
      {/* Keyed by the query, so the header's search box and Back refill it. */}
      <FilterSearch
        key={filter.q ?? ''}
        id={`${id}-q`}
        label="Order number, buyer email or invoice number"
        defaultValue={filter.q ?? ''}
      />
    </FilterForm>
  );
}

const columns: readonly Column[] = [
  { label: 'Date' },
  { label: 'Order' },
  { label: 'Buyer' },
  { label: 'State' },
  { label: 'Status' },
  { label: 'Total', align: 'right' },
  { label: 'Invoice' },
];

function OrderRow({ order }: { order: AdminOrderRow }) {
  return (
    <tr>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(order.createdAt)}</td>
      <td className={cellClass}>
        <Link
          to={adminOrderPath(order.id)}
          className="font-medium whitespace-nowrap text-saffron-800 underline"
        >
          {order.number}
        </Link>
      </td>
      <td className={cellClass}>
        <span className="block">{order.buyer}</span>
        <span className="block text-xs break-all text-stone-600">{order.email}</span>
      </td>
      <td className={cellClass}>{order.state}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{orderStatusLabels[order.status]}</td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>{formatMoney(order.totalPaise, 'INR')}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{order.invoiceNumber ?? '—'}</td>
    </tr>
  );
}

/** Every order, newest first: status filter, search and page in the URL (`?status=&q=&page=`). */
export function OrdersView() {
  const { values: filter, set, searchFor } = useSearchParamsState(adminOrderFilterSchema);
  const orders = useAdminOrders(filter);
  const filtered = filter.status !== undefined || filter.q !== undefined;

  return (
    <>
      <OrderFilters filter={filter} onChange={set} />
      <QueryState query={orders}>
        {(list) => {
          const pager = (
            <Pager
              {...pagesOf({ page: filter.page, total: list.total, pageSize: list.pageSize })}
              searchFor={(page) => searchFor({ page })}
            />
          );
          if (list.orders.length === 0) {
            return (
              <>
                <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
                  {list.total > 0
                    ? `There are no orders on page ${filter.page}.`
                    : filtered
                      ? 'No orders match these filters.'
                      : 'There are no orders yet.'}
                </p>
                {pager}
              </>
            );
          }
          return (
            <div className={orders.isPlaceholderData ? 'opacity-60' : undefined}>
              <p className="mb-2 text-sm text-stone-700">
                {list.total === 1 ? '1 order' : `${list.total} orders`}
              </p>
              <AdminTable caption="Orders, newest first" columns={columns}>
                {list.orders.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </AdminTable>
              {pager}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
