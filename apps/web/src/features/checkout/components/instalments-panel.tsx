import {
  bankReferenceSchema,
  type CompanyBank,
  type Instalment,
  type OrderInstalments,
} from '@bulk/domain/advance';
import { formatMoney } from '@bulk/domain/currency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/ui/form-field';
import { toast } from '#src/components/ui/toast/toast-store';
import { useMinuteClock } from '#src/hooks/use-minute-clock';
import { errorMessage } from '#src/lib/api-client';
import { cancelOrder, submitBankReference } from '../api/instalments';
import type { Payer } from '../use-checkout-payment';

const money = (paise: number) => formatMoney(paise, 'INR');
const MINUTE = 60_000;

/** '23 h 05 min' until `at`, or null once it has passed. */
export function timeUntil(at: string, now: number): { hours: number; minutes: number } | null {
  const left = new Date(at).getTime() - now;
  if (left <= 0) return null;
  const minutes = Math.ceil(left / MINUTE);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

function LoadingCountdown({ earliestLoadingAt }: { earliestLoadingAt: string }) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  const left = timeUntil(earliestLoadingAt, now);
  const when = new Date(earliestLoadingAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
      {left
        ? t('instalments.countdown', { when, hours: left.hours, minutes: left.minutes })
        : t('instalments.loadingOpen', { when })}
    </p>
  );
}

function BankDetails({ bank, instalment }: { bank: CompanyBank; instalment: Instalment }) {
  const { t } = useTranslation();
  const row = (label: string, value: string) => (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium break-all">{value}</dd>
    </>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {row(t('instalments.bank.accountName'), bank.accountName)}
        {row(t('instalments.bank.bankName'), bank.bankName)}
        {row(t('instalments.bank.accountNumber'), bank.accountNumber)}
        {row(t('instalments.bank.ifsc'), bank.ifsc)}
        {row(t('instalments.bank.upiId'), bank.upiId)}
        {row(t('instalments.bank.amount'), money(instalment.amountPaise))}
        {row(t('instalments.bank.reference'), instalment.reference)}
      </dl>
      {instalment.upiQrUrl && instalment.upiLink ? (
        <figure className="text-center text-sm">
          <img
            src={instalment.upiQrUrl}
            width={176}
            height={176}
            className="mx-auto rounded border border-stone-200 bg-white"
            alt={t('instalments.qrAlt', {
              amount: money(instalment.amountPaise),
              reference: instalment.reference,
            })}
          />
          <figcaption className="mt-1">
            <a href={instalment.upiLink} className="underline">
              {t('instalments.openUpiApp')}
            </a>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

const METHODS = ['upi', 'bank_transfer'] as const;

function ReferenceForm({ orderId, instalment }: { orderId: string; instalment: Instalment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<(typeof METHODS)[number]>('upi');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `reference-${instalment.number}`;
  const submit = useMutation({
    mutationFn: (body: { method: (typeof METHODS)[number]; reference: string }) =>
      submitBankReference(orderId, instalment.number, body),
    onSuccess: (view) => {
      queryClient.setQueryData(['orders', orderId, 'instalments'], view);
      setReference('');
      toast({ title: t('instalments.referenceSent'), description: t('instalments.referenceSentText') });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    const parsed = bankReferenceSchema.safeParse(reference);
    if (!parsed.success) {
      setError(t('instalments.referenceInvalid'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    submit.mutate({ method, reference: parsed.data });
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
      <SelectField
        id={`method-${instalment.number}`}
        label={t('instalments.method')}
        options={METHODS}
        optionLabel={(option) => t(`instalments.methods.${option}`)}
        registration={{
          value: method,
          onChange: (event: ChangeEvent<HTMLSelectElement>) =>
            setMethod(event.target.value as (typeof METHODS)[number]),
        }}
      />
      <TextField
        id={id}
        label={t('instalments.utr')}
        hint={t('instalments.utrHint')}
        error={error}
        autoComplete="off"
        maxLength={30}
        registration={{
          value: reference,
          onChange: (event: ChangeEvent<HTMLInputElement>) => setReference(event.target.value),
        }}
      />
      <button type="submit" className="btn-secondary" aria-disabled={submit.isPending}>
        {submit.isPending ? t('checkout.processing') : t('instalments.sendReference')}
      </button>
    </form>
  );
}

function InstalmentCard({
  view,
  instalment,
  onPayOnline,
  paying,
}: {
  view: OrderInstalments;
  instalment: Instalment;
  onPayOnline: () => void;
  paying: boolean;
}) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
  const headingId = `instalment-${instalment.number}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(`instalments.kind.${instalment.kind}`)} · {money(instalment.amountPaise)}
        </h2>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm">
          {t(`instalments.status.${instalment.status}`)}
        </span>
      </div>
      {instalment.paidAt ? (
        <p>
          {t('instalments.paidOn', {
            date: date(instalment.paidAt),
            method: t(`instalments.methods.${instalment.method ?? 'gateway'}`),
          })}
        </p>
      ) : null}
      {instalment.kind === 'balance' && instalment.status === 'due' && !instalment.payable ? (
        <p className="text-stone-700">{t('instalments.balanceLater')}</p>
      ) : null}
      {instalment.receiptVoucher ? (
        <p>
          <a href={instalment.receiptVoucher.url} className="underline" download>
            {t('instalments.receiptVoucher', { number: instalment.receiptVoucher.number })}
          </a>
        </p>
      ) : null}
      {instalment.refundVoucher ? (
        <p>
          <a href={instalment.refundVoucher.url} className="underline" download>
            {t('instalments.refundVoucher', { number: instalment.refundVoucher.number })}
          </a>
        </p>
      ) : null}
      {instalment.payable ? (
        <>
          <button
            type="button"
            className="btn-primary"
            aria-disabled={paying}
            onClick={() => !paying && onPayOnline()}
          >
            {paying
              ? t('checkout.processing')
              : t('instalments.payOnline', { amount: money(instalment.amountPaise) })}
          </button>
          <div className="space-y-3 border-t border-stone-200 pt-3">
            <h3 className="font-semibold">{t('instalments.byBank')}</h3>
            <BankDetails bank={view.bank} instalment={instalment} />
            {instalment.bankReference ? (
              <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
                {t('instalments.referenceWaiting', {
                  reference: instalment.bankReference.reference,
                  date: date(instalment.bankReference.submittedAt),
                })}
              </p>
            ) : null}
            <ReferenceForm orderId={view.orderId} instalment={instalment} />
          </div>
        </>
      ) : null}
    </section>
  );
}

function CancelOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: async (result) => {
      setAsking(false);
      toast({ title: t('instalments.cancelled'), description: t(`instalments.refund.${result.refund}`) });
      await queryClient.invalidateQueries({ queryKey: ['orders', orderId] });
    },
    onError: (failure) =>
      toast({
        title: t('instalments.cancelFailed'),
        description: errorMessage(failure),
        variant: 'destructive',
      }),
  });
  if (!asking) {
    return (
      <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
        {t('instalments.cancel')}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="cancel-question" className="space-y-2 rounded-lg bg-red-50 p-3">
      <p id="cancel-question">{t('instalments.cancelQuestion')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-primary"
          aria-disabled={cancel.isPending}
          onClick={() => !cancel.isPending && cancel.mutate()}
        >
          {t('instalments.cancelConfirm')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
          {t('instalments.cancelKeep')}
        </button>
      </div>
    </div>
  );
}

/**
 * An advance order's payments, for its buyer: the terms, the countdown to loading, each instalment with
 * its online payment, the company's bank details and UPI code, the form for the bank reference, the
 * vouchers, and the cancellation while it is allowed.
 */
export function InstalmentsPanel({
  view,
  invoiceUrl,
  payer,
  onPayOnline,
  paying,
}: {
  view: OrderInstalments;
  invoiceUrl: string | null;
  payer: Payer;
  onPayOnline: (number: number, payer: Payer) => void;
  paying: boolean;
}) {
  const { t } = useTranslation();
  if (view.paymentPlan === 'full' || !view.terms) {
    return <p>{t('instalments.paidInFull')}</p>;
  }
  return (
    <div className="space-y-4">
      <p>
        {t('instalments.terms', {
          advance: money(view.terms.advancePaise),
          balance: money(view.terms.balancePaise),
          hours: view.terms.loadingDelayHours,
        })}
      </p>
      {view.earliestLoadingAt && view.cancellable ? (
        <LoadingCountdown earliestLoadingAt={view.earliestLoadingAt} />
      ) : null}
      {invoiceUrl ? (
        <p>
          <a href={invoiceUrl} className="underline" download>
            {t('instalments.invoice')}
          </a>
        </p>
      ) : null}
      {view.instalments.map((instalment) => (
        <InstalmentCard
          key={instalment.id}
          view={view}
          instalment={instalment}
          paying={paying}
          onPayOnline={() => onPayOnline(instalment.number, payer)}
        />
      ))}
      {view.cancellable ? (
        <CancelOrder orderId={view.orderId} />
      ) : (
        <p className="text-sm text-stone-600">{t('instalments.noCancel')}</p>
      )}
    </div>
  );
}
