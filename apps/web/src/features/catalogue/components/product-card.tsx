import type { Product } from '@bulk/domain/catalogue';
import { unitLabels } from '@bulk/domain/catalogue';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '#src/components/ui/product-image';
import { useMoney } from '#src/components/layout/display-currency';
import { productPath } from '#src/config/paths';

type ProductCardProps = { product: Product };

export function ProductCard({ product }: ProductCardProps) {
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
        alt={product.name}
        loading="lazy"
        className="aspect-square w-full bg-saffron-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-leaf-700 uppercase">{product.category}</p>
        <h3 id={headingId} className="text-base leading-snug font-semibold text-ink">
          <Link to={productPath(product.id)} className="rounded hover:text-saffron-800 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold text-saffron-800">{money(product.pricePaise)}</span>
          <span className="text-sm text-stone-600">/ {unit}</span>
          {discounted ? (
            <del className="text-sm text-stone-600">
              <span className="sr-only">Original price </span>
              {money(product.originalPricePaise)}
            </del>
          ) : null}
        </p>
        <p className="text-sm text-stone-700">
          Min. order: {product.moq} {unit}
        </p>
      </div>
    </article>
  );
}
