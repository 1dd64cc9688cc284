import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { unsubscribeFromAlerts } from '../api/jobseeker';

/**
 * The daily alert's one-click unsubscribe: opening the link is the click, so the page unsubscribes at once
 * and says so; a link that is incomplete or unknown says that instead.
 */
export function AlertsUnsubscribe({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const unsubscribe = useMutation({ mutationFn: unsubscribeFromAlerts });
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <div className="max-w-2xl space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      {!token ? (
        <p role="alert">{t('jobs.alerts.incomplete')}</p>
      ) : unsubscribe.isSuccess ? (
        <p role="status">{t('jobs.alerts.done')}</p>
      ) : unsubscribe.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(unsubscribe.error)}
        </p>
      ) : (
        <p role="status">{t('jobs.alerts.working')}</p>
      )}
      <Link to={paths.jobs} className="btn-secondary inline-block">
        {t('jobs.seeOpenings')}
      </Link>
    </div>
  );
}
