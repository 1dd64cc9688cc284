import { Page } from '#src/components/layout/page';
import { ProductCatalogue } from '#src/features/catalogue/components/product-catalogue';

export default function ProductsPage() {
  return (
    <Page title="Products" intro="Browse our whole catalogue of A Grade Quality goods, sold in bulk.">
      <ProductCatalogue />
    </Page>
  );
}
