import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import { errorMessage } from '#src/lib/api-client';
import { useJobList } from '../api/jobs';
import { hasJobFilters, jobListQueryOf, jobSearchSchema } from '../job-filters';
import { JobCard } from './job-card';
import { JobFiltersForm } from './job-filters-form';

/** /jobs: the search and filters beside the open openings they select, a page at a time. */
export function JobBoard() {
  const { t } = useTranslation();
  const { values, set, searchFor } = useSearchParamsState(jobSearchSchema);
  const jobs = useJobList(jobListQueryOf(values));
  const filtered = hasJobFilters(values);
  // The form starts again from the URL when the URL changes by other means (Back, a page link, Clear), and
  // stays as it is after its own submit, so the focus stays on its button.
  const { search } = useLocation();
  const [formState, setFormState] = useState({ key: 0, own: search });
  if (search !== formState.own) setFormState({ key: formState.key + 1, own: search });

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <div className="space-y-3">
        <JobFiltersForm
          key={formState.key}
          values={values}
          onChange={(change) => {
            setFormState((state) => ({ ...state, own: searchFor(change) }));
            set(change);
          }}
        />
        {filtered ? (
          <Link
            to={searchFor({
              q: undefined,
              city: undefined,
              type: undefined,
              qualification: undefined,
              experience: undefined,
              salary: undefined,
            })}
            className="btn-secondary block text-center"
          >
            {t('jobs.clearFilters')}
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="job-results" aria-busy={jobs.isFetching} className="min-w-0 space-y-4">
        <h2 id="job-results" className="sr-only">
          {t('jobs.title')}
        </h2>
        {jobs.data ? (
          <>
            <p role="status" className="font-medium text-stone-800">
              {t('jobs.found', { count: jobs.data.total })}
            </p>
            {jobs.data.jobs.length === 0 ? (
              <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-leaf-800">{t('jobs.noneTitle')}</h3>
                <p className="mt-1 text-stone-700">{filtered ? t('jobs.noneText') : t('jobs.noneAtAll')}</p>
              </div>
            ) : (
              <ul className="space-y-4">
                {jobs.data.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            )}
            {jobs.data.totalPages > 1 ? (
              <nav aria-label={t('jobs.pagination')} className="flex items-center justify-between gap-3">
                {jobs.data.page > 1 ? (
                  <Link to={searchFor({ page: jobs.data.page - 1 })} className="btn-secondary" rel="prev">
                    {t('jobs.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <p className="text-sm text-stone-700">
                  {t('jobs.pageOf', { page: jobs.data.page, pages: jobs.data.totalPages })}
                </p>
                {jobs.data.page < jobs.data.totalPages ? (
                  <Link to={searchFor({ page: jobs.data.page + 1 })} className="btn-secondary" rel="next">
                    {t('jobs.next')}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        ) : jobs.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            <p className="font-semibold">{t('jobs.loadFailed')}</p>
            <p>{errorMessage(jobs.error)}</p>
            <button type="button" className="btn-secondary mt-3" onClick={() => void jobs.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="text-stone-700">
            {t('jobs.loading')}
          </p>
        )}
      </section>
    </div>
  );
}
