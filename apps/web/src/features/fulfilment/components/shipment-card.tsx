import { formatMoney } from '@bulk/domain/currency';
import {
  dispatchDetailsSchema,
  EWAY_BILL_THRESHOLD_PAISE,
  type DispatchDetails,
  type FulfilmentShipment,
  type ShipmentStepRequest,
} from '@bulk/domain/shipments';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, TextareaField, TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { formMessage } from '#src/i18n/messages';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { isForwardStep, shipmentStatusLabels, stepActionLabels } from '../labels';
import { formatDateTime } from '#src/lib/date-format';
import { ScrollRegion } from '#src/components/ui/scroll-region';

/** Sends a step; throws the API's error, which the card shows by field or as an alert. */
export type StepSender = (step: ShipmentStepRequest) => Promise<unknown>;

const dispatchFields = ['transporter', 'docketNumber', 'vehicleNumber', 'ewayBillNumber'] as const;
type DispatchForm = Record<(typeof dispatchFields)[number], string>;

/** The dispatch form's check: the shared details, and the e-way bill when the invoice value needs one. */
function dispatchFormSchema(ewayBillRequired: boolean) {
  return z
    .object({
      transporter: z.string(),
      docketNumber: z.string(),
      vehicleNumber: z.string(),
      ewayBillNumber: z.string(),
    })
    .transform(({ ewayBillNumber, ...details }) => ({
      ...details,
      ...(ewayBillNumber.trim() ? { ewayBillNumber } : {}),
    }))
    .pipe(
      dispatchDetailsSchema.superRefine((details, ctx) => {
        if (ewayBillRequired && !details.ewayBillNumber) {
          ctx.addIssue({
            code: 'custom',
            path: ['ewayBillNumber'],
            message: formMessage('validation.ewayBillRequired'),
          });
        }
      }),
    );
}

/** The server's issues name `dispatch.<field>`; the form's fields are the details themselves. */
const dispatchIssues = (issues: readonly { field: string; message: string }[]) =>
  issues.map((issue) => ({ ...issue, field: issue.field.replace(/^dispatch\./, '') }));

function DispatchDetailsForm({
  shipment,
  pending,
  send,
  onClose,
}: {
  shipment: FulfilmentShipment;
  pending: boolean;
  send: (details: DispatchDetails) => Promise<ApiRequestError | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<DispatchForm, unknown, DispatchDetails>({
    resolver: formResolver(dispatchFormSchema(shipment.ewayBillRequired)),
    defaultValues: { transporter: '', docketNumber: '', vehicleNumber: '', ewayBillNumber: '' },
    reValidateMode: 'onSubmit',
  });
  const bind = fieldBinder(form, id);
  const threshold = formatMoney(EWAY_BILL_THRESHOLD_PAISE, 'INR');

  return (
    <form
      noValidate
      aria-label={t('fulfilment.dispatchForm.title', { number: shipment.orderNumber })}
      onSubmit={submitUnlessBusy(
        pending,
        form.handleSubmit(async (details) => {
          const error = await send(details);
          if (error) applyFieldIssues(dispatchIssues(error.issues), dispatchFields, form.setError);
        }),
      )}
      className="mt-3 space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <h4 className="font-semibold text-leaf-800">
        {t('fulfilment.dispatchForm.title', { number: shipment.orderNumber })}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          {...bind('transporter')}
          label={t('fulfilment.dispatch.transporter')}
          required
          maxLength={100}
        />
        <TextField
          {...bind('docketNumber')}
          label={t('fulfilment.dispatch.docketNumber')}
          required
          maxLength={40}
        />
        <TextField
          {...bind('vehicleNumber')}
          label={t('fulfilment.dispatch.vehicleNumber')}
          hint={t('fulfilment.dispatchForm.vehicleHint')}
          required
          maxLength={20}
        />
      </div>
      {shipment.ewayBillRequired ? (
        <TextField
          {...bind('ewayBillNumber')}
          label={t('fulfilment.dispatch.ewayBillNumber')}
          hint={t('fulfilment.dispatchForm.ewayRequired', { threshold })}
          inputMode="numeric"
          required
          maxLength={12}
        />
      ) : (
        <p className="text-sm text-stone-700">
          {t('fulfilment.dispatchForm.ewayNotRequired', { threshold })}
        </p>
      )}
      <p className="text-xs text-stone-600">{t('form.requiredNote')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" aria-disabled={pending} aria-busy={pending}>
          {t('fulfilment.dispatchForm.submit')}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('fulfilment.dispatchForm.close')}
        </button>
      </div>
    </form>
  );
}

function CancelForm({
  shipment,
  pending,
  send,
  onClose,
}: {
  shipment: FulfilmentShipment;
  pending: boolean;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<{ reason: string }>({
    resolver: formResolver(
      z.object({ reason: z.string().trim().min(1, formMessage('validation.reasonRequired')).max(500) }),
    ),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const bind = fieldBinder(form, id);
  return (
    <form
      noValidate
      aria-label={t('fulfilment.cancelForm.title', { number: shipment.orderNumber })}
      onSubmit={submitUnlessBusy(
        pending,
        form.handleSubmit(async ({ reason }) => {
          await send(reason);
        }),
      )}
      className="mt-3 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <TextareaField
        {...bind('reason')}
        label={t('fulfilment.cancelForm.reason')}
        hint={t('fulfilment.cancelForm.hint')}
        rows={2}
        maxLength={500}
        required
        markRequired={false}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" aria-disabled={pending} aria-busy={pending}>
          {t('fulfilment.cancelForm.submit')}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('fulfilment.dispatchForm.close')}
        </button>
      </div>
    </form>
  );
}

function ShipTo({ shipTo }: { shipTo: FulfilmentShipment['shipTo'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-800">{t('fulfilment.shipTo')}</h4>
      <address className="mt-1 text-sm not-italic text-stone-800">
        <span className="block font-medium">{shipTo.name}</span>
        {shipTo.company ? <span className="block">{shipTo.company}</span> : null}
        <span className="block">{shipTo.address}</span>
        <span className="block">
          {shipTo.city}, {shipTo.state} {shipTo.pin}
        </span>
        {shipTo.phone ? (
          <span className="block">
            {t('fulfilment.phone')}{' '}
            <a href={`tel:${shipTo.phone}`} className="text-saffron-800 underline">
              {shipTo.phone}
            </a>
          </span>
        ) : null}
      </address>
    </div>
  );
}

function Lines({ shipment }: { shipment: FulfilmentShipment }) {
  const { t } = useTranslation();
  const money = (paise: number) => formatMoney(paise, 'INR');
  const captionId = useId();
  return (
    <div>
      <ScrollRegion name={{ labelledBy: captionId }}>
        <table className="w-full text-sm">
          <caption id={captionId} className="sr-only">
            {t('fulfilment.linesCaption', { number: shipment.orderNumber })}
          </caption>
          <thead>
            <tr className="border-b border-stone-200 text-start text-stone-700">
              <th scope="col" className="py-1 pe-3 text-start font-medium">
                {t('fulfilment.columns.product')}
              </th>
              <th scope="col" className="py-1 pe-3 text-end font-medium">
                {t('fulfilment.columns.quantity')}
              </th>
              <th scope="col" className="py-1 pe-3 text-end font-medium">
                {t('fulfilment.columns.price')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('fulfilment.columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shipment.lines.map((line, index) => (
              <tr key={index} className="border-b border-stone-100">
                <td className="py-1 pe-3">{line.name}</td>
                <td className="py-1 pe-3 text-end whitespace-nowrap">
                  {line.quantity} {line.unit}
                </td>
                <td className="py-1 pe-3 text-end whitespace-nowrap">{money(line.unitPricePaise)}</td>
                <td className="py-1 text-end whitespace-nowrap">{money(line.lineTotalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        <dt className="text-end text-stone-700">{t('fulfilment.totals.freight')}</dt>
        <dd className="text-end">{money(shipment.shippingPaise)}</dd>
        <dt className="text-end text-stone-700">{t('fulfilment.totals.gst')}</dt>
        <dd className="text-end">{money(shipment.gstPaise)}</dd>
        <dt className="text-end font-semibold">{t('fulfilment.totals.total')}</dt>
        <dd className="text-end font-semibold" data-testid="shipment-total">
          {money(shipment.totalPaise)}
        </dd>
      </dl>
    </div>
  );
}

function DispatchSummary({ dispatch }: { dispatch: DispatchDetails }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t('fulfilment.dispatch.transporter')}</dt>
      <dd>{dispatch.transporter}</dd>
      <dt className="font-medium">{t('fulfilment.dispatch.docketNumber')}</dt>
      <dd>{dispatch.docketNumber}</dd>
      <dt className="font-medium">{t('fulfilment.dispatch.vehicleNumber')}</dt>
      <dd>{dispatch.vehicleNumber}</dd>
      {dispatch.ewayBillNumber ? (
        <>
          <dt className="font-medium">{t('fulfilment.dispatch.ewayBillNumber')}</dt>
          <dd>{dispatch.ewayBillNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * One shipment as its seller works on it: the order, lines and totals, where it goes, its dispatch details,
 * and the button of its next step. Dispatch opens the form of the transport's details (the e-way bill when
 * the invoice value needs one); with `canCancel` (an admin), cancellation opens the form of its reason.
 * A refused step shows its message, under the field it names when it names one.
 */
export function ShipmentCard({
  shipment,
  send,
  pending,
  canCancel = false,
  children,
}: {
  shipment: FulfilmentShipment;
  send: StepSender;
  pending: boolean;
  canCancel?: boolean;
  /** What the viewer sees besides: the seller and the refund, for an admin. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState<'dispatch' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const forward = shipment.nextSteps.filter(isForwardStep);
  const cancellable = canCancel && shipment.nextSteps.includes('cancelled');

  /** Sends a step; answers the API's refusal for the form to show by field, after showing its message. */
  async function take(step: ShipmentStepRequest): Promise<ApiRequestError | undefined> {
    if (pending) return undefined;
    setFailure(null);
    try {
      await send(step);
    } catch (error) {
      setFailure(errorMessage(error));
      return error instanceof ApiRequestError ? error : undefined;
    }
    setOpen(null);
    toast({
      title: t('fulfilment.moved'),
      description: t('fulfilment.movedText', {
        number: shipment.orderNumber,
        status: t(shipmentStatusLabels[step.status]),
      }),
    });
    return undefined;
  }

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="shipment"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-leaf-800">
          {t('fulfilment.order', { number: shipment.orderNumber })}
        </h3>
        <span className="text-sm text-stone-700">{formatDateTime(shipment.createdAt)}</span>
        <strong
          className="rounded-full bg-saffron-100 px-3 py-0.5 text-sm text-saffron-900"
          data-testid="shipment-status"
        >
          {t(shipmentStatusLabels[shipment.status])}
        </strong>
      </header>
      {children}
      <div className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr]">
        <Lines shipment={shipment} />
        <ShipTo shipTo={shipment.shipTo} />
      </div>
      {shipment.invoiceNumber ? (
        <p className="mt-2 text-sm text-stone-700">
          {t('fulfilment.invoice', { number: shipment.invoiceNumber })}
        </p>
      ) : null}
      {shipment.dispatch ? (
        <div className="mt-3">
          <DispatchSummary dispatch={shipment.dispatch} />
        </div>
      ) : null}
      {shipment.status === 'cancelled' ? (
        <p className="mt-3 text-sm text-stone-800">
          {t('fulfilment.cancelled', { reason: shipment.cancellationReason ?? '' })}
          {shipment.creditNoteNumber
            ? ` ${t('fulfilment.creditNote', { number: shipment.creditNoteNumber })}`
            : null}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {forward.length > 0 || cancellable ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {forward.map((step) =>
            step === 'dispatched' ? (
              <button
                key={step}
                type="button"
                className="btn-primary"
                aria-expanded={open === 'dispatch'}
                onClick={() => setOpen(open === 'dispatch' ? null : 'dispatch')}
              >
                {t(stepActionLabels[step])}
              </button>
            ) : (
              <button
                key={step}
                type="button"
                className="btn-primary"
                aria-disabled={pending}
                aria-busy={pending}
                onClick={() => void take({ status: step } as ShipmentStepRequest)}
              >
                {t(stepActionLabels[step])}
              </button>
            ),
          )}
          {cancellable ? (
            <button
              type="button"
              className="btn-secondary"
              aria-expanded={open === 'cancel'}
              onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
            >
              {t('fulfilment.actions.cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
      {open === 'dispatch' ? (
        <DispatchDetailsForm
          shipment={shipment}
          pending={pending}
          send={(dispatch) => take({ status: 'dispatched', dispatch })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'cancel' ? (
        <CancelForm
          shipment={shipment}
          pending={pending}
          send={(reason) => take({ status: 'cancelled', reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </article>
  );
}
