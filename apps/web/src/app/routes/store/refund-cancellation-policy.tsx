import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { refundCancellationPolicy } from '#src/features/content/policies/refund-cancellation-policy';

export default function RefundCancellationPolicyPage() {
  return (
    <Page title={refundCancellationPolicy.title} intro={refundCancellationPolicy.intro}>
      <PolicyArticle policy={refundCancellationPolicy} />
    </Page>
  );
}
