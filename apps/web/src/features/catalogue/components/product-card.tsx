import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@bulk/domain/catalogue';
import { unitLabels } from '@bulk/domain/catalogue/values';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '#src/components/ui/product-image';
import { useMoney } from '#src/components/layout/display-currency';
import { productPath } from '#src/config/paths';
import { quantityWithUnit } from '#src/i18n/bidi';
import { SellerLine } from './seller-line';

type ProductCardProps = {
  product: ProductListItem;
  /** 2 where the cards sit right under the page's h1; 3 (the default) under a section's h2. */
  headingLevel?: 2 | 3;
  /** The card is in the first screenful: its image loads at once and first, not when scrolled to. */
  priority?: boolean;
};

export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const unit = unitLabels[product.unit];
  const headingId = useId();
  const discounted = product.originalPricePaise > product.pricePaise;
  const money = useMoney();

  return (
    <article
      data-testid="product-card"
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-saffron-100 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <ProductImage
        src={product.images[0]}
        photo={product.photos[0]}
        sizes="(min-width: 1280px) 18rem, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
        alt={product.name}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="aspect-square w-full bg-saffron-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-leaf-700 uppercase">{product.categoryLabel}</p>
        <Heading id={headingId} className="text-base leading-snug font-semibold text-ink">
          <Link to={productPath(product.id)} className="rounded hover:text-saffron-800 hover:underline">
            {product.name}
          </Link>
        </Heading>
        {product.seller ? <SellerLine seller={product.seller} /> : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold text-saffron-800">{money(product.pricePaise)}</span>
          <span dir="ltr" className="text-sm text-stone-600">
            / {unit}
          </span>
          {discounted ? (
            <del className="text-sm text-stone-600">
              <span className="sr-only">{t('product.originalPrice')} </span>
              {money(product.originalPricePaise)}
            </del>
          ) : null}
        </p>
        <p className="text-sm text-stone-700">
          {t('product.minOrder', { moq: quantityWithUnit(product.moq, unit) })}
        </p>
      </div>
    </article>
  );
}
