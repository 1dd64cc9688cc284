import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { ProductCatalogue } from '#src/features/catalogue/components/product-catalogue';

export default function ProductsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.products')} intro={t('pages.productsIntro')}>
      <ProductCatalogue />
    </Page>
  );
}
