import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue/values';
import type { OrderSummary } from '@bulk/domain/checkout';
import { formatMoney } from '@bulk/domain/currency';
import { cancellableShipmentStatuses, type OrderShipment, type ShipmentStatus } from '@bulk/domain/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { company } from '#src/config/company';
import { supplierPath } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { cancelShipment } from '../api/get-order';

/** The steps of a shipment's way to the buyer, in order (docs/decisions/023). */
const progressSteps = ['placed', 'accepted', 'loading', 'dispatched', 'delivered'] as const;
type ProgressStep = (typeof progressSteps)[number];

const stepLabels = {
  placed: 'orderShipments.step.placed',
  accepted: 'orderShipments.step.accepted',
  loading: 'orderShipments.step.loading',
  dispatched: 'orderShipments.step.dispatched',
  delivered: 'orderShipments.step.delivered',
} as const satisfies Record<ProgressStep, ParseKeys>;

/** What a shipment off the way says instead of its progress: not paid yet, cancelled, or its stock ran out. */
const offTheWay = {
  pending: 'orderShipments.pending',
  cancelled: 'orderShipments.cancelled',
  stock_conflict: 'orderShipments.stockConflict',
} as const satisfies Record<Exclude<ShipmentStatus, ProgressStep>, ParseKeys>;

const money = (paise: number) => formatMoney(paise, 'INR');

function useShipmentDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
}

/**
 * The five steps as an ordered list, each done, current (`aria-current="step"`) or to come, with the day
 * each was reached: read in order by a screen reader, in a row from a tablet's width, a column below it.
 */
function ShipmentProgress({ shipment, label }: { shipment: OrderShipment; label: string }) {
  const { t } = useTranslation();
  const date = useShipmentDate();
  const current = progressSteps.indexOf(shipment.status as ProgressStep);
  const reachedAt = (step: ProgressStep) => shipment.events.findLast((event) => event.status === step)?.at;
  return (
    <ol aria-label={label} className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-0">
      {progressSteps.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        const at = reachedAt(step);
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex items-center gap-2 sm:flex-1 sm:flex-col sm:items-start sm:border-t-4 sm:pt-2 ${
              done || isCurrent ? 'sm:border-leaf-600' : 'sm:border-stone-200'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                done || isCurrent ? 'bg-leaf-700 text-white' : 'bg-stone-200 text-stone-600'
              }`}
            >
              {done ? '✓' : index + 1}
            </span>
            <span className={isCurrent ? 'font-semibold text-ink' : done ? 'text-ink' : 'text-stone-600'}>
              {t(stepLabels[step])}
              {done ? <span className="sr-only"> {t('orderShipments.stepDone')}</span> : null}
              {at && (done || isCurrent) ? (
                <span className="block text-xs text-stone-600">
                  <time dateTime={at}>{date(at)}</time>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function DispatchDetails({ dispatch }: { dispatch: NonNullable<OrderShipment['dispatch']> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-leaf-800">{t('orderShipments.dispatch.heading')}</h4>
      <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-700">{t('orderShipments.dispatch.transporter')}</dt>
        <dd>{dispatch.transporter}</dd>
        <dt className="font-medium text-stone-700">{t('orderShipments.dispatch.docket')}</dt>
        <dd className="font-mono">{dispatch.docketNumber}</dd>
        <dt className="font-medium text-stone-700">{t('orderShipments.dispatch.vehicle')}</dt>
        <dd className="font-mono">{dispatch.vehicleNumber}</dd>
        {dispatch.ewayBillNumber ? (
          <>
            <dt className="font-medium text-stone-700">{t('orderShipments.dispatch.ewayBill')}</dt>
            <dd className="font-mono">{dispatch.ewayBillNumber}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

/**
 * A supplier's part may be cancelled by its buyer until loading begins (the published policy): asked once
 * more, then refunded through the gateway with a credit note; the order's views are fetched again.
 */
function CancelShipment({ orderId, shipment }: { orderId: string; shipment: OrderShipment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const questionId = `cancel-${shipment.id}`;
  const cancel = useMutation({
    mutationFn: () => cancelShipment(orderId, shipment.id),
    onSuccess: async (result) => {
      setAsking(false);
      toast({
        title: t('orderShipments.cancelDone'),
        description: t(`orderShipments.refund.${result.refund}`, { amount: money(result.refundPaise) }),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders', orderId] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'orders'] }),
      ]);
    },
    onError: (failure) =>
      toast({
        title: t('orderShipments.cancelFailed'),
        description: errorMessage(failure),
        variant: 'destructive',
      }),
  });
  if (!asking) {
    return (
      <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
        {t('orderShipments.cancel')}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="space-y-2 rounded-lg bg-red-50 p-3">
      <p id={questionId}>{t('orderShipments.cancelQuestion', { amount: money(shipment.totalPaise) })}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          aria-disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          onClick={() => !cancel.isPending && cancel.mutate()}
        >
          {t('orderShipments.cancelConfirm')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
          {t('orderShipments.cancelKeep')}
        </button>
      </div>
    </div>
  );
}

function ShipmentCard({
  shipment,
  order,
  count,
}: {
  shipment: OrderShipment;
  order: OrderSummary;
  count: number;
}) {
  const { t } = useTranslation();
  const date = useShipmentDate();
  const headingId = `order-shipment-${shipment.id}`;
  const position = shipment.position + 1;
  const sellerName = shipment.seller?.businessName ?? company.name;
  const status = shipment.status;
  const lastEvent = shipment.events.at(-1);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-leaf-800">
        {t('orderShipments.heading', { position, count, seller: sellerName })}
      </h3>
      {shipment.seller ? (
        <Link
          to={supplierPath(shipment.seller.slug)}
          className="text-sm font-medium text-leaf-800 underline-offset-4 hover:underline"
        >
          {t('orderShipments.sellerPage', { seller: sellerName })}
        </Link>
      ) : null}
      {status in offTheWay ? (
        <p
          className={`mt-3 rounded-lg p-3 font-medium ${
            status === 'pending' ? 'bg-stone-50 text-stone-800' : 'bg-red-50 text-red-900'
          }`}
        >
          {t(offTheWay[status as keyof typeof offTheWay], {
            date: lastEvent ? date(lastEvent.at) : '',
          })}
          {status !== 'pending' && lastEvent?.note ? (
            <span className="mt-1 block text-sm font-normal">{lastEvent.note}</span>
          ) : null}
        </p>
      ) : (
        <ShipmentProgress shipment={shipment} label={t('orderShipments.progress', { position })} />
      )}
      {shipment.dispatch ? <DispatchDetails dispatch={shipment.dispatch} /> : null}
      <ul className="mt-4 divide-y divide-stone-100 text-sm">
        {shipment.lines.flatMap((index) => {
          const line = order.lines[index];
          if (!line) return [];
          return [
            <li key={index} className="flex justify-between gap-4 py-1.5">
              {/* The order's lines are English: an island that keeps '50 kg x Toor Dal' in order in Urdu and Arabic. */}
              <bdi>
                {t('checkout.line', {
                  qty: line.quantity,
                  unit: unitLabels[line.unit as ProductUnit] ?? line.unit,
                  name: line.name,
                })}
              </bdi>
              <span className="whitespace-nowrap">{money(line.lineTotalPaise)}</span>
            </li>,
          ];
        })}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-stone-200 pt-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.shipment.goods')}</dt>
          <dd>{money(shipment.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('cart.shipping')}</dt>
          <dd>{money(shipment.shippingPaise)}</dd>
        </div>
        {shipment.igstPaise > 0 || shipment.cgstPaise + shipment.sgstPaise === 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t('orderShipments.igst')}</dt>
            <dd>{money(shipment.igstPaise)}</dd>
          </div>
        ) : (
          <>
            <div className="flex justify-between gap-4">
              <dt>{t('orderShipments.cgst')}</dt>
              <dd>{money(shipment.cgstPaise)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t('orderShipments.sgst')}</dt>
              <dd>{money(shipment.sgstPaise)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{t('checkout.shipment.total')}</dt>
          <dd>{money(shipment.totalPaise)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-start gap-2 text-sm">
        {shipment.invoiceUrl && shipment.invoiceNumber ? (
          <a href={shipment.invoiceUrl} download className="btn-secondary">
            {t('orderShipments.downloadInvoice', { number: shipment.invoiceNumber })}
          </a>
        ) : (
          <p>{t('orderShipments.noInvoice')}</p>
        )}
        {shipment.creditNoteUrl && shipment.creditNoteNumber ? (
          <a href={shipment.creditNoteUrl} download className="btn-secondary">
            {t('orderShipments.downloadCreditNote', { number: shipment.creditNoteNumber })}
          </a>
        ) : null}
        {/* The company's part moves with the order itself; a supplier's may be cancelled until loading. */}
        {shipment.seller && cancellableShipmentStatuses.includes(shipment.status) ? (
          <CancelShipment orderId={order.id} shipment={shipment} />
        ) : null}
      </div>
    </article>
  );
}

/**
 * Every part of an order, one per seller (docs/decisions/023): who sends it, where it is on its way, its
 * dispatch details, its lines and amounts and its own tax invoice. Nothing for an order placed before
 * orders had parts, nor for one of the company's goods alone: its page shows the order as one.
 */
export function OrderShipments({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const shipments = [...(order.shipments ?? [])].sort((a, b) => a.position - b.position);
  // An order of the company's goods alone is one part: the order's page already tells its status and invoice.
  const onlyTheCompany = shipments.length === 1 && shipments[0]!.seller === null;
  if (shipments.length === 0 || onlyTheCompany) return null;
  return (
    <section
      aria-labelledby="order-shipments"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="order-shipments" className="text-xl font-semibold text-leaf-800">
        {t('orderShipments.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('orderShipments.intro', { count: shipments.length })}</p>
      <ol className="mt-4 space-y-4">
        {shipments.map((shipment) => (
          <li key={shipment.id}>
            <ShipmentCard shipment={shipment} order={order} count={shipments.length} />
          </li>
        ))}
      </ol>
    </section>
  );
}
