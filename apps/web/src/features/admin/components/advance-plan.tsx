import { formatMoney } from '@bulk/domain/currency';
import { useMinuteClock } from '#src/hooks/use-minute-clock';
import { useOrderInstalments } from '../api/instalments';
import { formatDateTime } from '../labels';

const statusLabels = {
  due: 'Due',
  paid: 'Paid',
  void: 'Void (cancelled)',
  refund_pending: 'Refund to make',
  refunded: 'Refunded',
} as const;
const methodLabels = { gateway: 'online', upi: 'UPI', bank_transfer: 'bank transfer' } as const;

/** Hours and minutes until `at` from `now`, or null once it has passed. */
function until(at: string, now: number): string | null {
  const minutes = Math.ceil((new Date(at).getTime() - now) / 60_000);
  return minutes > 0 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min from now` : null;
}

/** An advance order's plan for admins: when loading may begin, and each instalment with its documents. */
export function AdvancePlan({ orderId }: { orderId: string }) {
  const plan = useOrderInstalments(orderId);
  const now = useMinuteClock();
  if (plan.isPending) return <p role="status">Loading...</p>;
  if (plan.isError) return <p role="alert">The instalments could not be loaded.</p>;
  const { earliestLoadingAt, instalments, cancellable } = plan.data;
  const left = earliestLoadingAt ? until(earliestLoadingAt, now) : null;
  return (
    <div className="space-y-3 text-sm">
      <p>
        {earliestLoadingAt
          ? `Loading from ${formatDateTime(earliestLoadingAt)}${left ? ` (${left})` : ''}.`
          : 'Loading waits for the advance.'}{' '}
        {cancellable ? 'The buyer may still cancel.' : ''}
      </p>
      <ul className="space-y-2">
        {instalments.map((instalment) => (
          <li key={instalment.id} className="rounded-lg border border-stone-200 p-3">
            <p className="font-semibold">
              {instalment.kind === 'advance' ? 'Advance' : 'Balance'}{' '}
              {formatMoney(instalment.amountPaise, 'INR')}: {statusLabels[instalment.status]}
              {instalment.method ? ` (${methodLabels[instalment.method]})` : ''}
            </p>
            <p>Reference to quote: {instalment.reference}</p>
            {instalment.bankReference ? (
              <p>
                Buyer's UTR: {instalment.bankReference.reference} (
                {formatDateTime(instalment.bankReference.submittedAt)})
              </p>
            ) : null}
            {instalment.receiptVoucher ? (
              <a href={instalment.receiptVoucher.url} download className="block underline">
                Receipt voucher {instalment.receiptVoucher.number}
              </a>
            ) : null}
            {instalment.refundVoucher ? (
              <a href={instalment.refundVoucher.url} download className="block underline">
                Refund voucher {instalment.refundVoucher.number}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
