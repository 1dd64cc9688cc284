import { useTranslation } from 'react-i18next';
import { EmailVerificationNotice } from '#src/features/account/components/email-verification-notice';
import { JobseekerDashboard } from '#src/features/account/components/jobseeker-dashboard';
import { LatestOpenings } from '#src/features/job-board/components/latest-openings';
import { AccountPage } from './account-page';

export default function JobSeekerDashboardPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['jobseeker']}
      title={t('account.jobSeekerDashboard')}
      intro={t('account.jobSeekerIntro')}
    >
      {(user) => (
        <>
          <EmailVerificationNotice email={user.email} />
          <JobseekerDashboard name={user.name} openings={<LatestOpenings />} />
        </>
      )}
    </AccountPage>
  );
}
