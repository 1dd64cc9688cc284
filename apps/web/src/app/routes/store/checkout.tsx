import { Page } from '#src/components/layout/page';

export default function CheckoutPage() {
  return <Page title="Checkout" intro="Enter your shipping details and pay for your order." />;
}
