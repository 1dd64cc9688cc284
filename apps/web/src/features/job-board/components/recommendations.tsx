import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { useRecommendations } from '../api/jobseeker';
import { JobCard } from './job-card';
import { MatchScore } from './match-score';

/** /dashboard/recommendations: open openings not applied to, best match first, each with why it matches. */
export function Recommendations() {
  const { t } = useTranslation();
  const recommendations = useRecommendations();
  if (recommendations.isPending) return <p role="status">{t('jobs.recommendations.loading')}</p>;
  if (recommendations.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{t('jobs.recommendations.loadFailed')}</p>
        <p>{errorMessage(recommendations.error)}</p>
      </div>
    );
  }
  if (recommendations.data.recommendations.length === 0) {
    return (
      <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <p>{t('jobs.recommendations.none')}</p>
        <Link to={`${paths.accountProfile}#job-profile`} className="btn-secondary inline-block">
          {t('jobs.recommendations.completeProfile')}
        </Link>
      </div>
    );
  }
  return (
    <ol aria-label={t('account.links.recommendations')} className="space-y-4">
      {recommendations.data.recommendations.map(({ job, match }) => (
        <li key={job.id}>
          <JobCard job={job}>
            <div className="mt-3 border-t border-stone-200 pt-3">
              <MatchScore match={match} id={`match-${job.id}`} />
            </div>
          </JobCard>
        </li>
      ))}
    </ol>
  );
}
