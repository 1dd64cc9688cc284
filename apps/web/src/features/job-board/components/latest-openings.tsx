import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobPath, paths } from '#src/config/paths';
import { useJobList } from '../api/jobs';

const SHOWN = 3;

/** The newest live openings, where the dashboard once announced openings that did not exist. */
export function LatestOpenings() {
  const { t } = useTranslation();
  const jobs = useJobList({});
  return (
    <section
      aria-labelledby="latest-openings"
      className="rounded-xl border border-saffron-200 bg-saffron-50 p-4"
    >
      <h2 id="latest-openings" className="text-sm font-semibold uppercase tracking-wide text-saffron-900">
        {t('jobs.latest.title')}
      </h2>
      {jobs.data ? (
        jobs.data.jobs.length === 0 ? (
          <p className="mt-2 text-sm text-stone-800">{t('jobs.latest.none')}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-stone-800">
            {jobs.data.jobs.slice(0, SHOWN).map((job) => (
              <li key={job.id}>
                <Link to={jobPath(job.id)} className="font-semibold text-leaf-800 underline">
                  {job.title}
                </Link>{' '}
                · {job.city} · {job.employer.name}
              </li>
            ))}
          </ul>
        )
      ) : jobs.isError ? null : (
        <p role="status" className="mt-2 text-sm text-stone-700">
          {t('jobs.latest.loading')}
        </p>
      )}
      <Link to={paths.jobs} className="mt-2 inline-block text-sm font-semibold text-leaf-800 underline">
        {t('jobs.latest.seeAll')}
      </Link>
    </section>
  );
}
