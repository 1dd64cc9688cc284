import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { privacyPolicy } from '#src/features/content/policies/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <Page title={privacyPolicy.title} intro={privacyPolicy.intro}>
      <PolicyArticle policy={privacyPolicy} />
    </Page>
  );
}
