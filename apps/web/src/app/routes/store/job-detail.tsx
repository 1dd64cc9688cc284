import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageLoadFailed, PageLoading } from '#src/components/ui/page-states';
import { paths } from '#src/config/paths';
import { useSiteOrigin } from '#src/config/site-origin';
import { loginPath } from '#src/features/auth/auth-paths';
import { useAuth } from '#src/features/auth/use-auth';
import { useJob } from '#src/features/job-board/api/jobs';
import { ApplyPanel } from '#src/features/job-board/components/apply-panel';
import { JobDetail } from '#src/features/job-board/components/job-detail';
import { jobStructuredData } from '#src/features/job-board/job-structured-data';
import { useDocumentTitle, useJsonLd } from '#src/hooks/use-document-title';
import { ApiRequestError } from '#src/lib/api-client';

const JOB_ID = /^[1-9]\d{0,9}$/;

/** /jobs/:id, server-rendered with its schema.org JobPosting. An id that is not an opening goes to /404. */
export default function JobDetailPage() {
  const { id } = useParams();
  if (!id || !JOB_ID.test(id)) return <Navigate to={paths.notFound} replace />;
  return <JobPage key={id} id={Number(id)} />;
}

function JobPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const job = useJob(id);
  const { user } = useAuth();
  const origin = useSiteOrigin();
  useDocumentTitle(
    job.data ? `${job.data.title}, ${job.data.city}` : t('jobs.detailsTitle'),
    job.data ? `${job.data.employer.name}: ${job.data.description.slice(0, 150)}` : undefined,
  );
  const structuredData = useMemo(
    () => (job.data ? jobStructuredData(job.data, origin) : null),
    [job.data, origin],
  );
  useJsonLd(structuredData);

  if (job.data) {
    return (
      <JobDetail
        job={job.data}
        apply={
          <ApplyPanel
            job={job.data}
            role={user?.role ?? null}
            signInTo={loginPath({ redirectTo: `/jobs/${id}` })}
          />
        }
      />
    );
  }
  if (job.isError && job.error instanceof ApiRequestError && [400, 404].includes(job.error.status)) {
    return <Navigate to={paths.notFound} replace />;
  }
  if (job.isError) {
    return (
      <PageLoadFailed title={t('jobs.loadFailed')} error={job.error} onRetry={() => void job.refetch()} />
    );
  }
  return <PageLoading label={t('jobs.loading')} />;
}
