import { useTranslation } from 'react-i18next';
import { policyTitleKey } from '#src/features/content/policies/policy';
import { Page } from '#src/components/layout/page';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { ShippingRateTable } from '#src/features/content/components/shipping-rate-table';
import { FREIGHT_SECTION_ID, shippingPolicy } from '#src/features/content/policies/shipping-policy';

export default function ShippingPolicyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t(policyTitleKey(shippingPolicy.path))} intro={shippingPolicy.intro}>
      <PolicyArticle policy={shippingPolicy} afterSection={{ [FREIGHT_SECTION_ID]: <ShippingRateTable /> }} />
    </Page>
  );
}
