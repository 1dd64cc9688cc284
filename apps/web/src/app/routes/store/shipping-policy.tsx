import { Page } from '#src/components/layout/page';

export default function ShippingPolicyPage() {
  return <Page title="Shipping Policy" intro="How and when we ship bulk orders within India and abroad." />;
}
