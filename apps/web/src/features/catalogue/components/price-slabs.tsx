import type { Product } from '@bulk/domain/catalogue';
import { unitLabels } from '@bulk/domain/catalogue/values';
import { slabPriceFor } from '@bulk/domain/listings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '#src/components/layout/display-currency';
import { ltr, quantityWithUnit } from '#src/i18n/bidi';

/**
 * A supplier's price by quantity: the base price from the minimum order, then each slab ("₹380/kg from
 * 500 kg"), the one `quantity` reaches marked, and the unit price at that quantity.
 */
export function PriceSlabs({ product, quantity }: { product: Product; quantity: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const heading = useId();
  const unit = unitLabels[product.unit];
  const tiers = [{ fromQuantity: product.moq, pricePaise: product.pricePaise }, ...product.slabs];
  const reached = Number.isFinite(quantity) ? quantity : product.moq;
  const current = slabPriceFor(reached, product);
  const currentTier = tiers.findLastIndex((tier) => reached >= tier.fromQuantity);

  return (
    <section
      aria-labelledby={heading}
      className="mt-4 rounded-lg border border-leaf-200 bg-leaf-50 px-4 py-3"
    >
      <h2 id={heading} className="text-sm font-semibold text-leaf-800">
        {t('product.priceByQuantity')}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-stone-800">
        {tiers.map((tier, index) => (
          <li
            key={tier.fromQuantity}
            aria-current={index === currentTier ? 'true' : undefined}
            className={index === currentTier ? 'font-semibold text-leaf-900' : undefined}
          >
            {t('product.slabPrice', {
              price: ltr(`${money(tier.pricePaise)}/${unit}`),
              quantity: quantityWithUnit(tier.fromQuantity, unit),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-stone-800" aria-live="polite">
        {t('product.priceAtQuantity', {
          quantity: quantityWithUnit(reached, unit),
          price: ltr(`${money(current)}/${unit}`),
        })}
      </p>
    </section>
  );
}
