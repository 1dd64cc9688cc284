import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { useLiveJobCount } from '../api/jobs';

/** What /register-job says before the seeker pays: how many openings are live, and that a job is not promised. */
export function LiveOpeningsCount() {
  const { t } = useTranslation();
  const count = useLiveJobCount();
  return (
    <aside
      aria-label={t('jobs.title')}
      className="mb-6 max-w-3xl space-y-1 rounded-xl border border-leaf-200 bg-leaf-50 p-4 text-stone-800"
    >
      {count.data ? (
        <p className="font-semibold text-leaf-900">
          {count.data.count === 0
            ? t('jobs.liveCountNone')
            : t('jobs.liveCount', { count: count.data.count })}{' '}
          <Link to={paths.jobs} className="underline">
            {t('jobs.seeOpenings')}
          </Link>
        </p>
      ) : null}
      <p>{t('jobs.noPromise')}</p>
    </aside>
  );
}
