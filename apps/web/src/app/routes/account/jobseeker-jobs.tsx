import { useTranslation } from 'react-i18next';
import { FeatureInProgressButton } from '#src/features/account/components/feature-in-progress';
import { AccountPage } from './account-page';

export default function JobseekerJobsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['jobseeker']}
      title={t('account.links.jobs')}
      intro={t('account.jobseeker.jobsIntro')}
    >
      {() => (
        <div className="space-y-6">
          <p className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            {t('account.jobseeker.noJobs')}
          </p>
          <FeatureInProgressButton label="account.actions.applyNewJob" />
        </div>
      )}
    </AccountPage>
  );
}
