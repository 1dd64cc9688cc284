import { Page } from '#src/components/layout/page';

export default function RegisterSupplierPage() {
  return (
    <Page
      title="Become a Verified Supplier"
      intro="List your products with us through a one-year supplier membership of ₹99."
    />
  );
}
