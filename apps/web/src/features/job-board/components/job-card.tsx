import type { JobSummary } from '@bulk/domain/job-board';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobPath } from '#src/config/paths';
import { JobFacts, VerifiedEmployerBadge } from './job-facts';

/** An opening in a list: its title links to its page. */
export function JobCard({ job, children }: { job: JobSummary; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="job-card"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      aria-labelledby={`job-${job.id}-title`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`job-${job.id}-title`} className="text-lg font-semibold text-leaf-800">
            <Link to={jobPath(job.id)} className="hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm text-stone-700">{t('jobs.postedBy', { employer: job.employer.name })}</p>
        </div>
        {job.employer.verified ? <VerifiedEmployerBadge /> : null}
      </div>
      <div className="mt-3">
        <JobFacts job={job} />
      </div>
      {children}
    </article>
  );
}
