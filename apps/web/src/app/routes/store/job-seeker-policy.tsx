import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { PolicyDocumentCard } from '#src/features/content/components/policy-document-card';
import { policyDocuments, policyTitleKey } from '#src/features/content/policies/policy';
import { jobSeekerPolicy } from '#src/features/content/policies/job-seeker-policy';

export default function JobSeekerPolicyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t(policyTitleKey(jobSeekerPolicy.path))} intro={jobSeekerPolicy.intro}>
      <PolicyArticle
        policy={jobSeekerPolicy}
        aside={
          <PolicyDocumentCard
            title={t(policyTitleKey(jobSeekerPolicy.path))}
            document={policyDocuments.jobSeeker}
            registration={{ to: paths.registerJob, label: t('policy.registerJobSeeker') }}
          />
        }
      />
    </Page>
  );
}
