import { useTranslation } from 'react-i18next';
import { policyTitleKey } from '#src/features/content/policies/policy';
import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { paymentTerms } from '#src/features/content/policies/payment-terms';

export default function PaymentTermsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t(policyTitleKey(paymentTerms.path))} intro={paymentTerms.intro}>
      <PolicyArticle policy={paymentTerms} />
    </Page>
  );
}
