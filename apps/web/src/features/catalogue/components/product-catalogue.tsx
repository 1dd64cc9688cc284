import { errorMessage } from '#src/lib/api-client';
import { useProducts } from '../api/get-products';
import type { ProductFilters } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

type ProductCatalogueProps = { filters?: ProductFilters };

/** The catalogue listing with its loading, error and empty states. */
export function ProductCatalogue({ filters = {} }: ProductCatalogueProps) {
  const products = useProducts(filters);

  if (products.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="mb-6 text-stone-700">
          Loading products...
        </p>
        <ProductGridSkeleton />
      </div>
    );
  }

  if (products.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-lg font-semibold text-red-900">Could not load products</h2>
        <p className="mt-1 text-red-900">{errorMessage(products.error)}</p>
        <button
          type="button"
          onClick={() => void products.refetch()}
          disabled={products.isFetching}
          className="btn-primary mt-4"
        >
          {products.isFetching ? 'Retrying...' : 'Retry'}
        </button>
      </div>
    );
  }

  const { products: list, total } = products.data;

  return (
    <div>
      <p role="status" className="mb-6 font-medium text-stone-700">
        {total} products found
      </p>
      {list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-saffron-300 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold text-leaf-800">No Products Found</h2>
          <p className="mt-2 text-stone-700">There are no products to show here.</p>
        </div>
      ) : (
        <ProductGrid products={list} />
      )}
    </div>
  );
}
