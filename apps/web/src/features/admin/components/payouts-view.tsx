import { formatMoney } from '@bulk/domain/currency';
import { indiaDate } from '@bulk/domain/job-board';
import { RUPEES_PATTERN, rupeesToPaise } from '@bulk/domain/listings';
import { payoutRequestSchema, type AdminPayouts, type AdminSupplierBalance } from '@bulk/domain/payouts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, SelectField, TextareaField, TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { adminPayoutsCsvUrl } from '#src/config/paths';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { useAdminPayouts, useRecordPayout } from '../api/payouts';
import { AdminTable, cellClass, type Column } from './admin-table';
import { QueryState } from './query-state';

const rupees = (paise: number) => formatMoney(paise, 'INR');

// The form as an admin fills it: the amount in rupees; the rest is the API's own payout request.
const payoutFormSchema = z.object({
  sellerId: z.string().min(1, 'Choose the supplier.').transform(Number),
  amount: z
    .string()
    .trim()
    .regex(RUPEES_PATTERN, 'Enter the amount in rupees, such as 12500 or 12500.50.')
    .transform(rupeesToPaise)
    .pipe(payoutRequestSchema.shape.amountPaise),
  utr: payoutRequestSchema.shape.utr,
  paidOn: payoutRequestSchema.shape.paidOn,
  note: z.string().trim().max(500, 'At most 500 characters.'),
});
type PayoutFormInput = z.input<typeof payoutFormSchema>;
type PayoutFormValues = z.output<typeof payoutFormSchema>;

/** The server's names of the fields, as the form names them. */
const serverFields = { sellerId: 'sellerId', amountPaise: 'amount', utr: 'utr', paidOn: 'paidOn' } as const;

type RecordPayoutFormProps = {
  suppliers: readonly AdminSupplierBalance[];
  /** The supplier chosen from the balances table, with its pending amount filled in. */
  chosen: AdminSupplierBalance | undefined;
};

/** Records a bank transfer to a supplier: at most its pending amount, the UTR once only. */
function RecordPayoutForm({ suppliers, chosen }: RecordPayoutFormProps) {
  const id = useId();
  const record = useRecordPayout();
  const form = useForm<PayoutFormInput, unknown, PayoutFormValues>({
    resolver: formResolver(payoutFormSchema),
    defaultValues: {
      sellerId: chosen ? String(chosen.sellerId) : '',
      amount: chosen && chosen.pendingPaise > 0 ? (chosen.pendingPaise / 100).toFixed(2) : '',
      utr: '',
      paidOn: indiaDate(new Date()),
      note: '',
    },
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form, id);
  // A supplier chosen from the table: its amount is ready to check, and the UTR to type.
  useEffect(() => {
    if (chosen) form.setFocus('utr');
  }, [chosen, form]);
  const payable = suppliers.filter((supplier) => supplier.pendingPaise > 0);
  const byId = new Map(suppliers.map((supplier) => [String(supplier.sellerId), supplier]));

  async function onValid({ amount, note, ...values }: PayoutFormValues) {
    try {
      const payout = await record.mutateAsync({ ...values, amountPaise: amount, ...(note && { note }) });
      toast({
        title: 'Payout Recorded',
        description: `${rupees(payout.amountPaise)} to ${payout.businessName}, UTR ${payout.utr}. Pending now ${rupees(payout.balance.pendingPaise)}.`,
      });
      form.reset({ sellerId: '', amount: '', utr: '', paidOn: values.paidOn, note: '' });
    } catch (error) {
      const issues = error instanceof ApiRequestError ? error.issues : [];
      const named = issues.flatMap((issue) => {
        const field = serverFields[issue.field as keyof typeof serverFields];
        return field ? [{ field, message: issue.message }] : [];
      });
      if (!applyFieldIssues(named, Object.values(serverFields), form.setError)) {
        toast({ title: 'Payout Not Recorded', description: errorMessage(error), variant: 'destructive' });
      }
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-leaf-800">
        Record a payout
      </h2>
      {payable.length === 0 ? (
        <p className="text-stone-700">No supplier has money pending.</p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              {...bind('sellerId')}
              label="Supplier"
              required
              placeholder="Choose a supplier"
              options={payable.map((supplier) => String(supplier.sellerId))}
              optionLabel={(value) => {
                const supplier = byId.get(value)!;
                return `${supplier.businessName} (pending ${rupees(supplier.pendingPaise)})`;
              }}
            />
            <TextField
              {...bind('amount')}
              label="Amount (₹)"
              required
              hint="At most the supplier's pending amount."
            />
            <TextField
              {...bind('utr')}
              label="UTR (bank reference)"
              required
              autoComplete="off"
              hint="12 to 22 letters and digits, as on the bank statement."
            />
            <TextField {...bind('paidOn')} label="Paid on" type="date" required />
          </div>
          <TextareaField {...bind('note')} label="Note (optional)" rows={2} maxLength={500} />
          <button type="submit" className="btn-primary py-2" aria-disabled={isSubmitting}>
            {isSubmitting ? 'Recording...' : 'Record payout'}
          </button>
        </>
      )}
    </form>
  );
}

const balanceColumns: readonly Column[] = [
  { label: 'Supplier' },
  { label: 'Earned', align: 'right' },
  { label: 'Paid', align: 'right' },
  { label: 'Pending', align: 'right' },
  { label: 'Action', srOnly: true },
];

function BalancesTable({
  suppliers,
  onChoose,
}: {
  suppliers: readonly AdminSupplierBalance[];
  onChoose: (supplier: AdminSupplierBalance) => void;
}) {
  return (
    <AdminTable caption="Balances per supplier, most pending first" columns={balanceColumns}>
      {suppliers.map((supplier) => (
        <tr key={supplier.sellerId}>
          <td className={cellClass}>
            <span className="font-semibold">{supplier.businessName}</span>
            <span className="block text-xs break-all text-stone-600">{supplier.email}</span>
          </td>
          <td className={`${cellClass} text-right whitespace-nowrap`}>{rupees(supplier.earnedPaise)}</td>
          <td className={`${cellClass} text-right whitespace-nowrap`}>{rupees(supplier.paidPaise)}</td>
          <td className={`${cellClass} text-right font-semibold whitespace-nowrap`}>
            {rupees(supplier.pendingPaise)}
          </td>
          <td className={cellClass}>
            {supplier.pendingPaise > 0 ? (
              <button
                type="button"
                className="font-semibold whitespace-nowrap text-saffron-800 underline"
                onClick={() => onChoose(supplier)}
              >
                Pay <span className="sr-only">{supplier.businessName}</span>
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

const payoutColumns: readonly Column[] = [
  { label: 'Paid on' },
  { label: 'Supplier' },
  { label: 'Amount', align: 'right' },
  { label: 'UTR' },
  { label: 'Note' },
  { label: 'Recorded by' },
];

function PayoutsTable({ payouts }: { payouts: AdminPayouts['payouts'] }) {
  return (
    <AdminTable caption="Payouts recorded, newest first" columns={payoutColumns}>
      {payouts.map((payout) => (
        <tr key={payout.id}>
          <td className={`${cellClass} whitespace-nowrap`}>{payout.paidOn}</td>
          <td className={cellClass}>{payout.businessName}</td>
          <td className={`${cellClass} text-right whitespace-nowrap`}>{rupees(payout.amountPaise)}</td>
          <td className={`${cellClass} font-mono text-xs break-all`}>{payout.utr}</td>
          <td className={cellClass}>{payout.note}</td>
          <td className={cellClass}>{payout.recordedBy}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

const csvLinkClass = 'font-semibold text-saffron-800 underline';

/** The suppliers' balances, the form to record a payout, and the payouts recorded, each table as CSV too. */
export function PayoutsView() {
  const ledger = useAdminPayouts();
  const [chosen, setChosen] = useState<AdminSupplierBalance>();
  return (
    <QueryState
      query={ledger}
      isEmpty={(data) => data.suppliers.length === 0}
      empty="No supplier has earned anything yet: payouts start with the first delivered shipment."
    >
      {(data) => (
        <div className="space-y-8">
          <section aria-labelledby="balances-heading" className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="balances-heading" className="text-lg font-semibold text-leaf-800">
                Balances
              </h2>
              <a
                href={adminPayoutsCsvUrl('balances')}
                download="payout-balances.csv"
                className={csvLinkClass}
              >
                Download balances (CSV)
              </a>
            </div>
            <BalancesTable suppliers={data.suppliers} onChoose={setChosen} />
          </section>
          <RecordPayoutForm
            key={chosen ? `${chosen.sellerId}-${chosen.pendingPaise}` : 'none'}
            suppliers={data.suppliers}
            chosen={chosen}
          />
          <section aria-labelledby="payouts-heading" className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="payouts-heading" className="text-lg font-semibold text-leaf-800">
                Payouts recorded
              </h2>
              {data.payouts.length > 0 ? (
                <a href={adminPayoutsCsvUrl('payouts')} download="payouts.csv" className={csvLinkClass}>
                  Download payouts (CSV)
                </a>
              ) : null}
            </div>
            {data.payouts.length === 0 ? (
              <p className="text-stone-700">No payout has been recorded yet.</p>
            ) : (
              <PayoutsTable payouts={data.payouts} />
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
