import { SUPPLIER_SLUG_PATTERN } from '@bulk/domain/suppliers';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { isMissingProductError } from '#src/features/catalogue/api/get-product';
import { useSupplier } from '#src/features/catalogue/api/get-supplier';
import { ProductGrid, ProductGridSkeleton } from '#src/features/catalogue/components/product-grid';
import { EmptyResults, LoadError } from '#src/features/catalogue/components/product-states';
import { VerifiedSupplierBadge } from '#src/features/catalogue/components/seller-line';

/** /suppliers/:slug: an approved supplier's public page. Any other address goes to the 404 page. */
export default function SupplierPage() {
  const { slug = '' } = useParams();
  if (!SUPPLIER_SLUG_PATTERN.test(slug)) return <Navigate to={paths.notFound} replace />;
  return <SupplierProfile key={slug} slug={slug} />;
}

function SupplierProfile({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const supplier = useSupplier(slug);

  if (supplier.isError && isMissingProductError(supplier.error)) {
    return <Navigate to={paths.notFound} replace />;
  }
  if (!supplier.data) {
    return (
      <Page title={t('supplierPage.loadingTitle')}>
        {supplier.isError ? (
          <LoadError title={t('supplierPage.loadFailed')} query={supplier} />
        ) : (
          <div aria-busy="true">
            <p role="status" className="mb-6 text-stone-700">
              {t('supplierPage.loading')}
            </p>
            <ProductGridSkeleton count={4} />
          </div>
        )}
      </Page>
    );
  }

  const { businessName, city, state, memberSince, products } = supplier.data;
  const place = [city, state].filter(Boolean).join(', ');
  const since = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(memberSince),
  );
  return (
    <Page title={businessName} description={t('supplierPage.description', { name: businessName })}>
      <dl className="-mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-stone-700">
        <div>
          <dt className="sr-only">{t('supplierPage.status')}</dt>
          <dd>
            <VerifiedSupplierBadge />
          </dd>
        </div>
        {place ? (
          <div className="flex gap-1">
            <dt>{t('supplierPage.location')}</dt>
            <dd className="font-medium text-ink">{place}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>{t('supplierPage.memberSince')}</dt>
          <dd className="font-medium text-ink">{since}</dd>
        </div>
      </dl>

      <section aria-labelledby="supplier-products" className="mt-8">
        <h2 id="supplier-products" className="mb-4 text-2xl font-semibold text-leaf-800">
          {t('supplierPage.products', { count: products.length })}
        </h2>
        {products.length > 0 ? (
          <ProductGrid products={products} label={t('supplierPage.productsLabel', { name: businessName })} />
        ) : (
          <EmptyResults
            title={t('supplierPage.noProducts')}
            action={
              <Link to={paths.products} className="btn-primary">
                {t('supplierPage.browseAll')}
              </Link>
            }
          >
            <p>{t('supplierPage.noProductsText')}</p>
          </EmptyResults>
        )}
      </section>
    </Page>
  );
}
