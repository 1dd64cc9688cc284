import { useTranslation } from 'react-i18next';
import type { Product } from '@bulk/domain/catalogue';
import { ProductCard } from './product-card';

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

type ProductGridProps = {
  products: readonly Product[];
  /** The list's accessible name; pages with several lists name each (a category, say). */
  label?: string;
  /** The cards' heading level (see `ProductCard`). */
  headingLevel?: 2 | 3;
  /** How many cards from the start are in the first screenful, whose images load first. */
  priorityCount?: number;
};

export function ProductGrid({ products, label, headingLevel, priorityCount = 0 }: ProductGridProps) {
  const { t } = useTranslation();
  return (
    // `role="list"` keeps list semantics where Safari drops them for lists styled without bullets.
    <ul role="list" aria-label={label ?? t('nav.products')} className={gridClass}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the grid's shape while the catalogue loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-hidden="true" className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="animate-pulse overflow-hidden rounded-xl border border-saffron-100 bg-white"
        >
          <div className="aspect-square bg-saffron-50" />
          <div className="space-y-3 p-4">
            <div className="h-3 w-1/3 rounded bg-stone-200" />
            <div className="h-4 w-4/5 rounded bg-stone-200" />
            <div className="h-5 w-1/2 rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
