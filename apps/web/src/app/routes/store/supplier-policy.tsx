import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { PolicyDocumentCard } from '#src/features/content/components/policy-document-card';
import { policyDocuments } from '#src/features/content/policies/policy';
import { supplierPolicy } from '#src/features/content/policies/supplier-policy';

export default function SupplierPolicyPage() {
  return (
    <Page title={supplierPolicy.title} intro={supplierPolicy.intro}>
      <PolicyArticle
        policy={supplierPolicy}
        aside={
          <PolicyDocumentCard
            title={supplierPolicy.title}
            document={policyDocuments.supplier}
            registration={{ to: paths.registerSupplier, label: 'Become a Verified Supplier' }}
          />
        }
      />
    </Page>
  );
}
