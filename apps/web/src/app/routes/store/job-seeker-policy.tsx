import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { PolicyArticle } from '#src/features/content/components/policy-article';
import { PolicyDocumentCard } from '#src/features/content/components/policy-document-card';
import { policyDocuments } from '#src/features/content/policies/policy';
import { jobSeekerPolicy } from '#src/features/content/policies/job-seeker-policy';

export default function JobSeekerPolicyPage() {
  return (
    <Page title={jobSeekerPolicy.title} intro={jobSeekerPolicy.intro}>
      <PolicyArticle
        policy={jobSeekerPolicy}
        aside={
          <PolicyDocumentCard
            title={jobSeekerPolicy.title}
            document={policyDocuments.jobSeeker}
            registration={{ to: paths.registerJob, label: 'Register as a Job Seeker' }}
          />
        }
      />
    </Page>
  );
}
