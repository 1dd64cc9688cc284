import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { JobBoard } from '#src/features/job-board/components/job-board';

/** /jobs, server-rendered: the open openings with their filters in the URL. */
export default function JobsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('jobs.title')} intro={t('jobs.intro')}>
      <JobBoard />
    </Page>
  );
}
