import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { termsAndConditions } from '#src/features/content/policies/terms-and-conditions';

export default function TermsAndConditionsPage() {
  return (
    <Page title={termsAndConditions.title} intro={termsAndConditions.intro}>
      <PolicyArticle policy={termsAndConditions} />
    </Page>
  );
}
