import { useTranslation } from 'react-i18next';
import { unitLabels } from '@bulk/domain/catalogue';
import { formatMoney } from '@bulk/domain/currency';
import type { OrderTotals } from '@bulk/domain/orders';
import type { GstAtRate } from '@bulk/domain/tax';
import { OrderAmounts } from './order-amounts';

export type CheckoutLine = {
  productId: number;
  name: string;
  unit: keyof typeof unitLabels;
  quantity: number;
  lineTotalPaise: number;
};

/** One seller's part of the order as checkout previews it (`splitCart`): who sends it, its lines and amounts. */
export type CheckoutShipment = {
  key: string;
  /** The supplier's user id; null for the company's own goods. */
  sellerId: number | null;
  /** The supplier's business name, or the store's own name for the company's goods. */
  sellerName: string;
  /** The state a supplier's goods leave from; null for the company's. */
  pickupState: string | null;
  /** CGST and SGST (the seller's state is the place of supply), else IGST. */
  sameState: boolean;
  lines: CheckoutLine[];
  totals: OrderTotals;
};

/** The whole order's amounts: the sums of its shipments, GST merged by rate. */
export type CheckoutAmounts = {
  subtotalPaise: number;
  shippingPaise: number;
  gstByRate: readonly GstAtRate[];
  totalPaise: number;
};

function Lines({ lines }: { lines: readonly CheckoutLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 divide-y divide-stone-100">
      {lines.map((line) => (
        <li key={line.productId} className="flex justify-between gap-4 py-2 text-sm">
          {/* The order's lines are English: an island that keeps '50 kg x Toor Dal' in order in Urdu and Arabic. */}
          <bdi>
            {t('checkout.line', { qty: line.quantity, unit: unitLabels[line.unit], name: line.name })}
          </bdi>
          <span className="font-medium whitespace-nowrap">{formatMoney(line.lineTotalPaise, 'INR')}</span>
        </li>
      ))}
    </ul>
  );
}

/** A seller's part: its lines, then its goods, freight from its pickup zone, GST and total. */
function Shipment({
  shipment,
  position,
  count,
  stateChosen,
}: {
  shipment: CheckoutShipment;
  position: number;
  count: number;
  stateChosen: boolean;
}) {
  const { t } = useTranslation();
  const money = (paise: number) => formatMoney(paise, 'INR');
  const headingId = `checkout-shipment-${shipment.key}`;
  const { totals } = shipment;
  const gstLabel = !stateChosen
    ? t('checkout.shipment.gst')
    : shipment.sameState
      ? t('checkout.shipment.gstIntraState')
      : t('checkout.shipment.gstInterState');
  return (
    <section aria-labelledby={headingId} className="border-t border-stone-200 pt-4">
      <h3 id={headingId} className="font-semibold text-leaf-800">
        {t('checkout.shipment.heading', { position, count, seller: shipment.sellerName })}
      </h3>
      {shipment.pickupState ? (
        <p className="text-xs text-stone-600">
          {t('checkout.shipment.shipsFrom', { state: shipment.pickupState })}
        </p>
      ) : null}
      <Lines lines={shipment.lines} />
      <dl className="mt-2 space-y-1 text-sm text-stone-700">
        <div className="flex justify-between">
          <dt>{t('checkout.shipment.goods')}</dt>
          <dd>{money(totals.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('cart.shipping')}</dt>
          <dd>{stateChosen ? money(totals.shippingPaise) : t('checkout.chooseState')}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{gstLabel}</dt>
          <dd>{money(totals.gstPaise)}</dd>
        </div>
        <div className="flex justify-between font-semibold text-ink">
          <dt>{t('checkout.shipment.total')}</dt>
          <dd>{money(totals.totalPaise)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The order summary beside the form. One seller's cart shows its lines, then subtotal, freight once a state
 * is chosen, GST and total; a cart from several sellers shows each seller's shipment with its own freight
 * and GST first (docs/decisions/023), then the one total paid for all of them.
 */
export function CheckoutTotals({
  shipments,
  amounts,
  stateChosen,
}: {
  shipments: readonly CheckoutShipment[];
  amounts: CheckoutAmounts;
  stateChosen: boolean;
}) {
  const { t } = useTranslation();
  const [single] = shipments;
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="order-summary" className="text-xl font-semibold text-leaf-800">
        {t('cart.orderSummary')}
      </h2>
      {shipments.length === 1 && single ? (
        <>
          {single.sellerId === null ? null : (
            <p className="mt-2 text-sm text-stone-700">
              {t('checkout.shipment.soldBy', { seller: single.sellerName })}
            </p>
          )}
          <Lines lines={single.lines} />
        </>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-stone-700">
            {t('checkout.shipment.intro', { count: shipments.length })}
          </p>
          {shipments.map((shipment, index) => (
            <Shipment
              key={shipment.key}
              shipment={shipment}
              position={index + 1}
              count={shipments.length}
              stateChosen={stateChosen}
            />
          ))}
        </div>
      )}
      <OrderAmounts {...amounts} shippingPaise={stateChosen ? amounts.shippingPaise : null} />
      <p className="mt-3 text-xs text-stone-600">{t('checkout.inRupees')}</p>
    </section>
  );
}
