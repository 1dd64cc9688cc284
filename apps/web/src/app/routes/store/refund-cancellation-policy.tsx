import { Page } from '#src/components/layout/page';

export default function RefundCancellationPolicyPage() {
  return (
    <Page
      title="Refund & Cancellation Policy"
      intro="When an order can be cancelled and how refunds are handled."
    />
  );
}
