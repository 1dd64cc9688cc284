import { formatMoney } from '@bulk/domain/currency';
import type { OrderSummary } from '@bulk/domain/checkout';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { invoicedOrders, useMyOrders } from '../api/get-orders';
import { formatDate, orderStatusLabels } from '../labels';

function EmptyState({ message }: { message: string }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg">{message}</p>
      <Link to={paths.products} className="btn-primary mt-4">
        Browse Products
      </Link>
    </div>
  );
}

function InvoiceLink({ order }: { order: OrderSummary }) {
  if (!order.invoiceUrl) return <span className="text-stone-600">Not yet issued</span>;
  return (
    <a
      href={order.invoiceUrl}
      download
      className="font-medium text-saffron-800 underline"
      aria-label={`Download Invoice ${order.invoiceNumber ?? ''}`.trim()}
    >
      Download Invoice
    </a>
  );
}

/** Loading, failure and empty states shared by the orders and invoices pages. */
function useOrdersState() {
  const orders = useMyOrders();
  if (orders.isPending) return { view: <p role="status">Loading your orders...</p> } as const;
  if (orders.isError) {
    return {
      view: (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p>{errorMessage(orders.error)}</p>
          <button
            type="button"
            className="mt-2 font-semibold underline"
            onClick={() => void orders.refetch()}
          >
            Retry
          </button>
        </div>
      ),
    } as const;
  }
  return { orders: orders.data } as const;
}

/** The signed-in user's orders from `GET /api/orders`, newest first. */
export function OrdersList() {
  const state = useOrdersState();
  if (!state.orders) return state.view;
  if (state.orders.length === 0) return <EmptyState message="You have not placed any orders yet." />;

  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your orders, newest first</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Invoice
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Invoice download</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {state.orders.map((order) => (
            <tr key={order.id}>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{order.invoiceNumber ?? '—'}</td>
              <td className="px-4 py-3">{orderStatusLabels[order.status]}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {formatMoney(order.totalPaise, 'INR')}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <InvoiceLink order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The GST invoices of the signed-in user's paid orders. */
export function InvoicesList() {
  const state = useOrdersState();
  if (!state.orders) return state.view;
  const invoiced = invoicedOrders(state.orders);
  if (invoiced.length === 0) return <EmptyState message="You have no invoices yet." />;

  return (
    <ul className="space-y-3">
      {invoiced.map((order) => (
        <li
          key={order.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <div>
            <p className="font-semibold">Invoice {order.invoiceNumber}</p>
            <p className="text-sm text-stone-700">
              Paid {formatDate(order.paidAt ?? order.createdAt)} · {formatMoney(order.totalPaise, 'INR')}
            </p>
          </div>
          <InvoiceLink order={order} />
        </li>
      ))}
    </ul>
  );
}
