import { useTranslation } from 'react-i18next';
import { policyTitleKey } from '#src/features/content/policies/policy';
import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { refundCancellationPolicy } from '#src/features/content/policies/refund-cancellation-policy';

export default function RefundCancellationPolicyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t(policyTitleKey(refundCancellationPolicy.path))} intro={refundCancellationPolicy.intro}>
      <PolicyArticle policy={refundCancellationPolicy} />
    </Page>
  );
}
