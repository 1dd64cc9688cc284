import { useTranslation } from 'react-i18next';
import { errorMessage } from '#src/lib/api-client';
import { useEmployerJob } from '../api/employer';
import { OpeningForm } from './opening-form';

/** The opening form for a new opening (no `id`), or for the employer's opening `id` once it has loaded. */
export function OpeningEditor({
  id,
  reviewed,
  listPath,
}: {
  id: string | undefined;
  reviewed: boolean;
  listPath: string;
}) {
  const { t } = useTranslation();
  const job = useEmployerJob(Number(id));
  if (id === undefined) return <OpeningForm reviewed={reviewed} listPath={listPath} />;
  if (job.isPending) return <p role="status">{t('jobs.employer.loading')}</p>;
  if (job.isError) return <p role="alert">{errorMessage(job.error)}</p>;
  if (!job.data) return <p role="alert">{t('jobs.notFound')}</p>;
  return <OpeningForm job={job.data} reviewed={reviewed} listPath={listPath} />;
}
