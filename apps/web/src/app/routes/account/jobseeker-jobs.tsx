import { useTranslation } from 'react-i18next';
import { MyApplications } from '#src/features/job-board/components/my-applications';
import { AccountPage } from './account-page';

/** /dashboard/jobs: the seeker's applications, each with its timeline. */
export default function JobseekerJobsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['jobseeker']}
      title={t('jobs.applications.title')}
      intro={t('jobs.applications.intro')}
    >
      {() => <MyApplications />}
    </AccountPage>
  );
}
