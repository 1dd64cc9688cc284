import { formatMoney } from '@bulk/domain/currency';
import type { JobSummary } from '@bulk/domain/job-board';
import { useTranslation } from 'react-i18next';
import { formatJobDate, jobTypeLabels, qualificationLabels } from '../labels';

/** Monthly rupees as the board writes them (₹15,000). Salaries are Indian, so always in rupees. */
export const rupees = (amount: number) => formatMoney(amount * 100, 'INR').replace(/\.00$/, '');

/** The 'Verified employer' badge of an approved supplier's opening, reviewed by an admin. */
export function VerifiedEmployerBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-leaf-100 px-2.5 py-0.5 text-xs font-semibold text-leaf-900">
      <span aria-hidden="true">✓</span>
      {t('jobs.verifiedEmployer')}
    </span>
  );
}

/** The facts of an opening a seeker compares: place, pay, experience, qualification, type, last date. */
export function JobFacts({ job, detailed = false }: { job: JobSummary; detailed?: boolean }) {
  const { t, i18n } = useTranslation();
  const experience =
    job.experienceMaxYears === 0
      ? t('jobs.experienceFresher')
      : t('jobs.experienceValue', { min: job.experienceMinYears, max: job.experienceMaxYears });
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-stone-700">{t('jobs.location')}</dt>
      <dd>
        {job.city}, {job.state}
      </dd>
      <dt className="font-medium text-stone-700">{t('jobs.salaryRange')}</dt>
      <dd>{t('jobs.salaryValue', { min: rupees(job.salaryMinRupees), max: rupees(job.salaryMaxRupees) })}</dd>
      <dt className="font-medium text-stone-700">{t('jobs.experienceRange')}</dt>
      <dd>{experience}</dd>
      <dt className="font-medium text-stone-700">{t('jobs.qualification')}</dt>
      <dd>{t(qualificationLabels[job.qualification])}</dd>
      <dt className="font-medium text-stone-700">{t('jobs.type')}</dt>
      <dd>{t(jobTypeLabels[job.type])}</dd>
      {detailed ? (
        <>
          <dt className="font-medium text-stone-700">{t('jobs.vacancies')}</dt>
          <dd>{job.vacancies}</dd>
          {job.skills.length > 0 ? (
            <>
              <dt className="font-medium text-stone-700">{t('jobs.skills')}</dt>
              <dd>{job.skills.join(', ')}</dd>
            </>
          ) : null}
        </>
      ) : null}
      <dt className="font-medium text-stone-700">{t('jobs.lastDate')}</dt>
      <dd>{formatJobDate(job.lastDate, i18n.language)}</dd>
    </dl>
  );
}
