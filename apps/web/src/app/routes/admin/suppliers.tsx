import { Page } from '#src/components/layout/page';
import { NotYetAvailable } from './not-yet-available';

export default function AdminSuppliersPage() {
  return (
    <Page
      title="Suppliers"
      documentTitle="Suppliers | Admin"
      intro="This page is for registered suppliers, their membership payments and their approval."
    >
      <NotYetAvailable what="the list of suppliers" />
    </Page>
  );
}
