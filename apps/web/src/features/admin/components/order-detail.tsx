import { formatMoney } from '@bulk/domain/currency';
import type { OrderSummary } from '@bulk/domain/checkout';
import { isCompanyState, splitGstByRate } from '@bulk/domain/tax';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { useAdminOrder } from '../api/orders';
import type { OrderHistoryEntry } from '@bulk/domain/admin';
import { formatDateTime, orderStatusLabels } from '../labels';
import { AdminTable, cellClass, type Column } from './admin-table';
import { AdvancePlan } from './advance-plan';
import { OrderStatusForm } from './order-status-form';
import { QueryState } from './query-state';

const money = (paise: number) => formatMoney(paise, 'INR');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-leaf-800">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-700">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const lineColumns: readonly Column[] = [
  { label: 'Product' },
  { label: 'Quantity', align: 'right' },
  { label: 'Unit price', align: 'right' },
  { label: 'Amount', align: 'right' },
];

function Lines({ order }: { order: OrderSummary }) {
  return (
    <AdminTable caption="Order lines" columns={lineColumns}>
      {order.lines.map((line) => (
        <tr key={line.productId}>
          <td className={cellClass}>{line.name}</td>
          <td className={`${cellClass} text-right whitespace-nowrap`}>
            {line.quantity} {line.unit}
          </td>
          <td className={`${cellClass} text-right whitespace-nowrap`}>{money(line.unitPricePaise)}</td>
          <td className={`${cellClass} text-right whitespace-nowrap`}>{money(line.lineTotalPaise)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

function Amounts({ order }: { order: OrderSummary }) {
  // Each rate split as its invoice splits it: CGST + SGST in the company's state, else IGST.
  const sameState = isCompanyState(order.shipping.state);
  const gstParts = splitGstByRate(order.gstByRate, sameState).flatMap(
    ({ rateBps, cgstPaise, sgstPaise, igstPaise }): [string, ReactNode][] =>
      sameState
        ? [
            [`CGST (${rateBps / 200}%)`, money(cgstPaise)],
            [`SGST (${rateBps / 200}%)`, money(sgstPaise)],
          ]
        : [[`IGST (${rateBps / 100}%)`, money(igstPaise)]],
  );
  return (
    <Facts
      items={[
        ['Subtotal', money(order.subtotalPaise)],
        ['Shipping', money(order.shippingPaise)],
        ...gstParts,
        ['GST total', money(order.gstPaise)],
        ['Total', <strong key="total">{money(order.totalPaise)}</strong>],
      ]}
    />
  );
}

/** The business details the buyer gave at checkout, as the invoice's bill-to carries them. */
function BuyerDetails({ order }: { order: OrderSummary }) {
  const { buyer } = order;
  if (!buyer) return <p className="text-sm text-stone-700">None given at checkout.</p>;
  const billing = buyer.billing;
  return (
    <Facts
      items={[
        ['Company', buyer.company || '—'],
        ['GSTIN', buyer.gstin ? <span className="font-mono">{buyer.gstin}</span> : '—'],
        ['Mobile', buyer.phone],
        [
          'Billing address',
          billing ? (
            <address key="billing" className="not-italic">
              <span className="block">{billing.address}</span>
              <span className="block">
                {billing.city}, {billing.state} {billing.zip}
              </span>
            </address>
          ) : (
            'Same as shipping'
          ),
        ],
      ]}
    />
  );
}

function History({ history }: { history: readonly OrderHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-stone-700">No status changes recorded.</p>;
  return (
    <ol className="space-y-3 text-sm">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="border-l-4 border-leaf-600 pl-3">
          <p>
            <span className="font-semibold">{orderStatusLabels[entry.status]}</span>{' '}
            <time dateTime={entry.at} className="text-stone-700">
              {formatDateTime(entry.at)}
            </time>
          </p>
          <p className="text-stone-700">
            {entry.actorId === null ? 'By the store' : `By admin #${entry.actorId}`}
          </p>
          {entry.note ? <p className="mt-1 whitespace-pre-line">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** An order as admins see it: summary, lines, amounts, shipping, status history and the status form. */
export function OrderDetail({ id }: { id: string }) {
  const detail = useAdminOrder(id);
  return (
    <>
      <p className="mb-6">
        <Link to={paths.adminOrders} className="font-medium text-saffron-800 underline">
          Back to all orders
        </Link>
      </p>
      <QueryState query={detail}>
        {({ order, history }) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-6">
              <Section title="Summary">
                <Facts
                  items={[
                    ['Order number', order.number],
                    ['Status', orderStatusLabels[order.status]],
                    ...(order.paymentFailure
                      ? [
                          [
                            'Payment failure',
                            `${order.paymentFailure.description} (${formatDateTime(order.paymentFailure.at)})`,
                          ] satisfies [string, ReactNode],
                        ]
                      : []),
                    ['Placed', formatDateTime(order.createdAt)],
                    ['Paid', order.paidAt ? formatDateTime(order.paidAt) : 'Not paid'],
                    ['Payment id', order.paymentId ?? '—'],
                    [
                      'Invoice',
                      order.invoiceUrl && order.paidAt ? (
                        <a
                          key="invoice"
                          href={order.invoiceUrl}
                          download
                          className="font-medium text-saffron-800 underline"
                        >
                          Download invoice {order.invoiceNumber}
                        </a>
                      ) : (
                        'Not yet issued'
                      ),
                    ],
                  ]}
                />
              </Section>
              <Section title="Lines">
                <Lines order={order} />
              </Section>
              <Section title="Amounts">
                <Amounts order={order} />
              </Section>
              <Section title="Buyer's business">
                <BuyerDetails order={order} />
              </Section>
              <Section title="Shipping">
                <address className="text-sm not-italic">
                  <span className="block font-semibold">{order.shipping.fullName}</span>
                  <span className="block break-all">{order.shipping.email}</span>
                  <span className="block">{order.shipping.address}</span>
                  <span className="block">
                    {order.shipping.city}, {order.shipping.state} {order.shipping.zip}
                  </span>
                </address>
              </Section>
            </div>
            <div className="space-y-6">
              <Section title="Status">
                <OrderStatusForm orderId={order.id} orderNumber={order.number} status={order.status} />
              </Section>
              {order.paymentPlan === 'advance' ? (
                <Section title="50% advance, balance on the bill copy">
                  <AdvancePlan orderId={order.id} />
                </Section>
              ) : null}
              <Section title="Status history">
                <History history={history} />
              </Section>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
