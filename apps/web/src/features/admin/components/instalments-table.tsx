import { adminInstalmentStates } from '@bulk/domain/advance';
import { formatMoney } from '@bulk/domain/currency';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import {
  useAdminInstalments,
  useConfirmInstalment,
  useRecordRefund,
  type AdminInstalmentState,
} from '../api/instalments';

const stateLabels: Record<AdminInstalmentState, string> = {
  awaiting_confirmation: 'References to confirm',
  balance_due: 'Balances due',
  balance_overdue: 'Balances overdue',
  refund_pending: 'Refunds to make',
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** An admin's action on one row: confirm the money received, or record the bank refund, by reference. */
function RowAction({
  id,
  state,
  submitted,
}: {
  id: number;
  state: AdminInstalmentState;
  submitted: boolean;
}) {
  const confirm = useConfirmInstalment();
  const refund = useRecordRefund();
  const [reference, setReference] = useState('');
  const refunding = state === 'refund_pending';
  const busy = confirm.isPending || refund.isPending;
  // Awaited rather than per-call callbacks: a success refetches the list, which may remove this row.
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    try {
      if (refunding) await refund.mutateAsync({ id, reference });
      else await confirm.mutateAsync({ id, ...(reference ? { reference } : {}) });
      toast({ title: refunding ? 'Refund recorded' : 'Payment confirmed' });
    } catch (error) {
      toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="block">
          {refunding ? 'Refund UTR' : submitted ? 'Statement UTR (if different)' : 'Statement UTR'}
        </span>
        <input
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          className="w-44 rounded border border-stone-300 px-2 py-1"
          required={refunding || !submitted}
        />
      </label>
      <button type="submit" className="btn-primary" aria-disabled={busy}>
        {refunding ? 'Record refund' : 'Confirm received'}
      </button>
    </form>
  );
}

/** Advance orders' instalments an admin acts on: bank references to confirm, balances due or overdue, refunds. */
export function InstalmentsTable() {
  const [state, setState] = useState<AdminInstalmentState>('awaiting_confirmation');
  const list = useAdminInstalments(state);
  const actionable =
    state === 'awaiting_confirmation' || state === 'refund_pending' || state.startsWith('balance');
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {adminInstalmentStates.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={state === option}
            className={state === option ? 'btn-primary' : 'btn-secondary'}
            onClick={() => setState(option)}
          >
            {stateLabels[option]}
          </button>
        ))}
      </div>
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.isError ? <p role="alert">{errorMessage(list.error)}</p> : null}
      {list.data && list.data.instalments.length === 0 ? <p>Nothing here.</p> : null}
      {list.data && list.data.instalments.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{stateLabels[state]}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Buyer</th>
                <th scope="col">Instalment</th>
                <th scope="col">Amount</th>
                <th scope="col">Reference to quote</th>
                <th scope="col">Buyer's UTR</th>
                <th scope="col">Due since</th>
                {actionable ? <th scope="col">Action</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.data.instalments.map((row) => (
                <tr key={row.id} className="border-t border-stone-200 align-top">
                  <td>
                    <Link to={paths.adminOrder.replace(':id', row.orderId)} className="underline">
                      {row.orderNumber}
                    </Link>
                  </td>
                  <td>
                    {row.buyer}
                    <br />
                    <span className="text-stone-600">{row.email}</span>
                  </td>
                  <td>{row.kind === 'advance' ? 'Advance' : 'Balance'}</td>
                  <td>{formatMoney(row.amountPaise, 'INR')}</td>
                  <td>{row.reference}</td>
                  <td>
                    {row.bankReference
                      ? `${row.bankReference.reference} (${row.bankReference.method === 'upi' ? 'UPI' : 'bank transfer'}, ${dateTime(row.bankReference.submittedAt)})`
                      : '-'}
                  </td>
                  <td>
                    {row.dueSince ? dateTime(row.dueSince) : '-'}
                    {row.overdue ? <strong className="ml-1 text-red-700">Overdue</strong> : null}
                  </td>
                  {actionable ? (
                    <td>
                      <RowAction id={row.id} state={state} submitted={row.bankReference !== null} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
