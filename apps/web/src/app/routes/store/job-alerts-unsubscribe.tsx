import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { AlertsUnsubscribe } from '#src/features/job-board/components/alerts-unsubscribe';

/** /job-alerts/unsubscribe?token=…, the link of every daily job alert. */
export default function JobAlertsUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('jobs.alerts.title')}>
      <AlertsUnsubscribe token={params.get('token')} />
    </Page>
  );
}
