import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { PolicyDocumentCard } from '#src/features/content/components/policy-document-card';
import { policyDocuments, policyTitleKey } from '#src/features/content/policies/policy';
import { supplierPolicy } from '#src/features/content/policies/supplier-policy';

export default function SupplierPolicyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t(policyTitleKey(supplierPolicy.path))} intro={supplierPolicy.intro}>
      <PolicyArticle
        policy={supplierPolicy}
        aside={
          <PolicyDocumentCard
            title={t(policyTitleKey(supplierPolicy.path))}
            document={policyDocuments.supplier}
            registration={{ to: paths.registerSupplier, label: t('policy.becomeVerifiedSupplier') }}
          />
        }
      />
    </Page>
  );
}
