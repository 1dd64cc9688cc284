import { Page } from '#src/components/layout/page';
import { ListingsReview } from '#src/features/admin/components/listings-review';

export default function AdminListingsPage() {
  return (
    <Page
      title="Listings"
      documentTitle="Listings | Admin"
      intro="Suppliers' new listings and changes to the price, slabs, HSN code or category of published ones, oldest first."
    >
      <ListingsReview />
    </Page>
  );
}
