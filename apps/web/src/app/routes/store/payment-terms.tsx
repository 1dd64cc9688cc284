import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { paymentTerms } from '#src/features/content/policies/payment-terms';

export default function PaymentTermsPage() {
  return (
    <Page title={paymentTerms.title} intro={paymentTerms.intro}>
      <PolicyArticle policy={paymentTerms} />
    </Page>
  );
}
