import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@bulk/domain/catalogue';
import { useEffect, useState } from 'react';
import { ProductCard } from './product-card';

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

type ProductGridProps = {
  products: readonly ProductListItem[];
  /** The list's accessible name; pages with several lists name each (a category, say). */
  label?: string;
  /** The cards' heading level (see `ProductCard`). */
  headingLevel?: 2 | 3;
  /** How many cards from the start are in the first screenful, whose images load first. */
  priorityCount?: number;
};

/** The cards of the first render, the server's included: more than a phone's first screenful. */
const FIRST_CARDS = 8;
/** Cards added per task after that. */
const CARDS_PER_TASK = 4;

/**
 * How many of `total` cards to render: the first few at once, then a few more per task, so that a long list
 * never holds a slow phone's main thread for long, on a page the server rendered or the browser alone.
 */
function useGrowingCount(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + CARDS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

export function ProductGrid({ products, label, headingLevel, priorityCount = 0 }: ProductGridProps) {
  const { t } = useTranslation();
  const shown = useGrowingCount(products.length);
  return (
    // `role="list"` keeps list semantics where Safari drops them for lists styled without bullets.
    <ul role="list" aria-label={label ?? t('nav.products')} className={gridClass}>
      {products.slice(0, shown).map((product, index) => (
        // Off-screen cards skip layout and paint until scrolled near; the size keeps the scrollbar honest.
        <li key={product.id} className="[contain-intrinsic-size:auto_30rem] [content-visibility:auto]">
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
