import type { JobDetail as Job } from '@bulk/domain/job-board';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, supplierPath } from '#src/config/paths';
import { JobFacts, VerifiedEmployerBadge } from './job-facts';

/** /jobs/:id: the whole opening, its walk-in venue and time, and `apply` (the Apply panel) beside it. */
export function JobDetail({ job, apply }: { job: Job; apply: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-8 sm:py-12">
      <Link to={paths.jobs} className="text-sm font-semibold text-leaf-800 underline">
        {t('jobs.backToJobs')}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <article className="min-w-0 space-y-6">
          <header className="space-y-2">
            <h1 className="text-3xl font-bold tracking-tight text-leaf-800 sm:text-4xl">{job.title}</h1>
            <p className="flex flex-wrap items-center gap-2 text-stone-700">
              {job.employer.slug ? (
                <Link to={supplierPath(job.employer.slug)} className="underline">
                  {t('jobs.postedBy', { employer: job.employer.name })}
                </Link>
              ) : (
                <span>{t('jobs.postedBy', { employer: job.employer.name })}</span>
              )}
              {job.employer.verified ? <VerifiedEmployerBadge /> : null}
            </p>
            {job.open ? null : (
              <p role="status" className="rounded-lg bg-stone-100 p-3 font-medium text-stone-800">
                {t('jobs.closed')}
              </p>
            )}
          </header>
          <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <JobFacts job={job} detailed />
          </section>
          {job.walkInVenue || job.walkInTime ? (
            <section aria-labelledby="walk-in" className="rounded-xl border border-leaf-200 bg-leaf-50 p-5">
              <h2 id="walk-in" className="text-lg font-semibold text-leaf-800">
                {t('jobs.walkIn')}
              </h2>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {job.walkInVenue ? (
                  <>
                    <dt className="font-medium">{t('jobs.venue')}</dt>
                    <dd>{job.walkInVenue}</dd>
                  </>
                ) : null}
                {job.walkInTime ? (
                  <>
                    <dt className="font-medium">{t('jobs.time')}</dt>
                    <dd>{job.walkInTime}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="text-xl font-semibold text-leaf-800">
              {t('jobs.description')}
            </h2>
            <p className="mt-2 whitespace-pre-line text-stone-800">{job.description}</p>
          </section>
        </article>
        <div className="lg:sticky lg:top-4 lg:self-start">{apply}</div>
      </div>
    </div>
  );
}
