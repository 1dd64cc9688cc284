import { Page } from '#src/components/layout/page';

export default function SupplierPolicyPage() {
  return (
    <Page
      title="Supplier Policy"
      intro="The terms suppliers agree to when they register and list their products."
    />
  );
}
