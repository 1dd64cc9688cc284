import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { JobseekerSignup } from '#src/app/membership/membership-signup';
import { LiveOpeningsCount } from '#src/features/job-board/components/live-openings-count';

export default function RegisterJobPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('account.jobSeekerRegistration')} intro={t('account.jobSeekerRegistrationIntro')}>
      <LiveOpeningsCount />
      <div className="max-w-3xl rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <JobseekerSignup />
      </div>
    </Page>
  );
}
