import {
  ADMIN_PAYMENTS_LIMIT,
  adminPaymentQuerySchema,
  paymentKinds,
  type AdminPaymentQuery,
  type AdminPaymentRow,
} from '@bulk/domain/admin';
import { formatMoney } from '@bulk/domain/currency';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { adminOrderPath } from '#src/config/paths';
import { useSearchParamsState, type SearchParamsChange } from '#src/hooks/use-search-params-state';
import { paymentsCsvUrl, useAdminPayments } from '../api/payments';
import { formatDateTime, paymentDispositionLabels, paymentKindLabels } from '../labels';
import { AdminTable, cellClass, type Column } from './admin-table';
import { QueryState } from './query-state';

const fieldClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm focus:border-leaf-700 focus:ring-2 focus:ring-leaf-600 focus:outline-none';

type PaymentFilterFormProps = {
  filter: AdminPaymentQuery;
  onApply: (change: SearchParamsChange<typeof adminPaymentQuerySchema>) => void;
};

function PaymentFilterForm({ filter, onApply }: PaymentFilterFormProps) {
  const id = useId();
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    onApply({
      kind: text('kind') as AdminPaymentQuery['kind'],
      from: text('from'),
      to: text('to'),
      q: text('q'),
    });
  }
  return (
    <form
      role="search"
      aria-label="Filter payments"
      key={JSON.stringify(filter)}
      onSubmit={apply}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor={`${id}-kind`} className="block text-sm font-medium text-stone-800">
          Kind
        </label>
        <select id={`${id}-kind`} name="kind" defaultValue={filter.kind ?? ''} className={fieldClass}>
          <option value="">All payments</option>
          {paymentKinds.map((kind) => (
            <option key={kind} value={kind}>
              {paymentKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-stone-800">
          From
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filter.from} className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-stone-800">
          To
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filter.to} className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-stone-800">
          Payer, email or payment id
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filter.q}
          className={fieldClass}
        />
      </div>
      <button type="submit" className="btn-primary py-2">
        Apply
      </button>
    </form>
  );
}

const columns: readonly Column[] = [
  { label: 'Id' },
  { label: 'Kind' },
  { label: 'Payer' },
  { label: 'Amount', align: 'right' },
  { label: 'Payment id' },
  { label: 'For' },
  { label: 'Paid at' },
];

function PaymentRow({ payment }: { payment: AdminPaymentRow }) {
  return (
    <tr>
      <td className={`${cellClass} font-semibold whitespace-nowrap`}>{payment.id}</td>
      <td className={cellClass}>{paymentKindLabels[payment.kind]}</td>
      <td className={cellClass}>
        {payment.payer}
        <span className="block text-xs break-all text-stone-600">{payment.email}</span>
      </td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>
        {formatMoney(payment.amountPaise, 'INR')}
        {payment.disposition !== 'applied' && (
          <span
            className={`block text-xs whitespace-normal ${payment.disposition === 'refund_failed' ? 'font-semibold text-red-800' : 'text-stone-600'}`}
          >
            {paymentDispositionLabels[payment.disposition]}
          </span>
        )}
      </td>
      <td className={`${cellClass} font-mono text-xs`}>{payment.gatewayPaymentId}</td>
      <td className={`${cellClass} font-mono text-xs`}>
        {payment.kind === 'order' ? (
          <Link to={adminOrderPath(payment.reference)} className="text-saffron-800 underline">
            {payment.reference}
          </Link>
        ) : (
          payment.reference
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(payment.paidAt)}</td>
    </tr>
  );
}

/** Every payment, newest first, filtered by kind, India-time days and text; exported as CSV by the server. */
export function PaymentsView() {
  const { values: filter, set } = useSearchParamsState(adminPaymentQuerySchema);
  const list = useAdminPayments(filter);
  return (
    <>
      <PaymentFilterForm filter={filter} onApply={set} />
      <p className="mb-4">
        <a
          href={paymentsCsvUrl(filter)}
          download="payments.csv"
          className="font-semibold text-saffron-800 underline"
        >
          Export these payments as CSV
        </a>
      </p>
      <QueryState
        query={list}
        isEmpty={(data) => data.payments.length === 0}
        empty="No payment matches this filter."
      >
        {(data) => (
          <div className={list.isPlaceholderData ? 'opacity-60' : undefined}>
            <p role="status" className="mb-2 text-sm text-stone-700">
              {data.total > ADMIN_PAYMENTS_LIMIT
                ? `The newest ${ADMIN_PAYMENTS_LIMIT} payments are shown; narrow the filter or export them all.`
                : data.total === 1
                  ? '1 payment'
                  : `${data.total} payments`}
            </p>
            <AdminTable caption="Payments, newest first" columns={columns}>
              {data.payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </AdminTable>
          </div>
        )}
      </QueryState>
    </>
  );
}
