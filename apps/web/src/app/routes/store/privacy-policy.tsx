import { useTranslation } from 'react-i18next';
import { policyTitleKey } from '#src/features/content/policies/policy';
import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { privacyPolicy } from '#src/features/content/policies/privacy-policy';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t(policyTitleKey(privacyPolicy.path))} intro={privacyPolicy.intro}>
      <PolicyArticle policy={privacyPolicy} />
    </Page>
  );
}
