import { useTranslation } from 'react-i18next';
import { policyTitleKey } from '#src/features/content/policies/policy';
import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { termsAndConditions } from '#src/features/content/policies/terms-and-conditions';

export default function TermsAndConditionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t(policyTitleKey(termsAndConditions.path))} intro={termsAndConditions.intro}>
      <PolicyArticle policy={termsAndConditions} />
    </Page>
  );
}
