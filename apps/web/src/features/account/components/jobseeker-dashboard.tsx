import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { useJobseekerStats } from '../api/get-member-dashboard';

function JobseekerStatsCards() {
  const { t } = useTranslation();
  const stats = useJobseekerStats();
  if (stats.isPending) return <p role="status">{t('account.stats.loading')}</p>;
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('account.jobseeker.statsFailed')}
      </p>
    );
  }
  const { jobsApplied, lastApplication, profileCompletion } = stats.data;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <dt className="text-sm font-medium text-stone-700">{t('account.jobseeker.jobsApplied')}</dt>
        <dd className="mt-2 text-3xl font-bold text-leaf-800">{jobsApplied}</dd>
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <dt className="text-sm font-medium text-stone-700">{t('account.jobseeker.lastApplication')}</dt>
        <dd className="mt-2 text-3xl font-bold text-leaf-800">{lastApplication}</dd>
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <dt className="text-sm font-medium text-stone-700">{t('account.jobseeker.profileCompletion')}</dt>
        <dd className="mt-2">
          <span className="text-3xl font-bold text-leaf-800">{profileCompletion}%</span>
          <div
            role="progressbar"
            aria-label={t('account.jobseeker.profileCompletionLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={profileCompletion}
            className="mt-3 h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-leaf-700" style={{ width: `${profileCompletion}%` }} />
          </div>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The job seeker dashboard's body (specification, section 2): greeting, the latest openings (`openings`,
 * from the job board), stats and quick actions.
 */
export function JobseekerDashboard({ name, openings }: { name: string; openings: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <p className="text-2xl font-semibold text-leaf-800">{t('account.jobseeker.hello', { name })}</p>
      {openings}
      <section aria-labelledby="jobseeker-stats" className="space-y-4">
        <h2 id="jobseeker-stats" className="text-xl font-semibold text-leaf-800">
          {t('account.jobseeker.yourJobSearch')}
        </h2>
        <JobseekerStatsCards />
      </section>
      <section aria-labelledby="jobseeker-actions">
        <h2 id="jobseeker-actions" className="text-xl font-semibold text-leaf-800">
          {t('account.quickActions')}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to={paths.jobs} className="btn-primary">
            {t('account.actions.applyNewJob')}
          </Link>
          <Link to={`${paths.accountProfile}#job-profile`} className="btn-secondary">
            {t('account.actions.updateResume')}
          </Link>
          <Link to={paths.jobseekerSupport} className="btn-secondary">
            {t('account.actions.contactSupport')}
          </Link>
        </div>
      </section>
    </div>
  );
}
