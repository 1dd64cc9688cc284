import { Page } from '#src/components/layout/page';
import { StaplesCatalogue } from '#src/features/catalogue/components/staples-catalogue';

export default function StaplesPage() {
  return (
    <Page title="Staples" intro="Indian rice, pulses and spices for bulk buyers, grouped by category.">
      <StaplesCatalogue />
    </Page>
  );
}
