import {
  ADMIN_PAYMENTS_LIMIT,
  adminPaymentQuerySchema,
  paymentKinds,
  type AdminPaymentQuery,
  type AdminPaymentRow,
} from '@bulk/domain/admin';
import { formatMoney } from '@bulk/domain/currency';
import { useId } from 'react';
import { Link } from 'react-router';
import { adminOrderPath } from '#src/config/paths';
import { useSearchParamsState, type SearchParamsChange } from '#src/hooks/use-search-params-state';
import { paymentsCsvUrl, useAdminPayments } from '../api/payments';
import { formatDateTime, paymentDispositionLabels, paymentKindLabels } from '../labels';
import { AdminTable, cellClass, type Column } from './admin-table';
import { FilterForm, FilterInput, FilterSearch, FilterSelect } from './filter-form';
import { QueryState } from './query-state';

type PaymentFilterFormProps = {
  filter: AdminPaymentQuery;
  onApply: (change: SearchParamsChange<typeof adminPaymentQuerySchema>) => void;
};

function PaymentFilterForm({ filter, onApply }: PaymentFilterFormProps) {
  const id = useId();
  return (
    <FilterForm
      label="Filter payments"
      submitLabel="Apply"
      key={JSON.stringify(filter)}
      onSubmit={(value) =>
        onApply({
          kind: value('kind') as AdminPaymentQuery['kind'],
          from: value('from'),
          to: value('to'),
          q: value('q'),
        })
      }
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] lg:items-end"
    >
      <FilterSelect
        id={`${id}-kind`}
        label="Kind"
        name="kind"
        defaultValue={filter.kind ?? ''}
        anyLabel="All payments"
        options={paymentKinds}
        optionLabel={(kind) => paymentKindLabels[kind]}
      />
      <FilterInput id={`${id}-from`} label="From" name="from" type="date" defaultValue={filter.from} />
      <FilterInput id={`${id}-to`} label="To" name="to" type="date" defaultValue={filter.to} />
      <FilterSearch id={`${id}-q`} label="Payer, email or payment id" defaultValue={filter.q} />
    </FilterForm>
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
      <td className={`${cellClass} font-mono text-xs break-all`}>{payment.gatewayPaymentId}</td>
      <td className={`${cellClass} font-mono text-xs`}>
        {payment.orderNumber ? (
          <Link to={adminOrderPath(payment.reference)} className="text-saffron-800 underline">
            {payment.orderNumber}
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
