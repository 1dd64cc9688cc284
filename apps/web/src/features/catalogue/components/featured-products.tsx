import { useTranslation } from 'react-i18next';
import { FEATURED_PRODUCTS_LIMIT } from '@bulk/domain/catalogue/values';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { LoadError } from './product-states';

const featuredQuery = { featured: true };

/** The home page's Featured Products: up to 15 products the catalogue marks as featured, and View All. */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const headingId = useId();
  const products = useProducts(featuredQuery);
  // The API stops at the limit too; the page keeps its promise whatever the server sends.
  const list = products.isError ? undefined : products.data?.products.slice(0, FEATURED_PRODUCTS_LIMIT);

  return (
    <section aria-labelledby={headingId} className="container-page py-12 sm:py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-leaf-800">
          {t('home.featured')}
        </h2>
        <Link
          to={paths.products}
          className="rounded font-semibold text-saffron-800 underline-offset-4 hover:underline"
        >
          {t('home.viewAll')}
        </Link>
      </div>
      <div aria-busy={products.isFetching}>
        {products.isPending ? (
          <>
            <p role="status" className="mb-6 text-stone-700">
              {t('catalogue.loading')}
            </p>
            <ProductGridSkeleton count={4} />
          </>
        ) : null}
        {products.isError ? <LoadError title={t('home.featuredFailed')} query={products} /> : null}
        {list && list.length === 0 ? <p className="text-stone-700">{t('home.noFeatured')}</p> : null}
        {list && list.length > 0 ? <ProductGrid products={list} label={t('home.featuredList')} /> : null}
      </div>
    </section>
  );
}
