import { Page } from '#src/components/layout/page';
import { CommissionRatesView } from '#src/features/admin/components/commission-rates-form';

export default function AdminCommissionPage() {
  return (
    <Page
      title="Commission"
      documentTitle="Commission | Admin"
      intro="The platform's commission per category, from 0% to 50%, charged on suppliers' delivered shipments."
    >
      <CommissionRatesView />
    </Page>
  );
}
