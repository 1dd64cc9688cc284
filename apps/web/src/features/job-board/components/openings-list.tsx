import type { EmployerJob } from '@bulk/domain/job-board';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { jobPath, openingApplicantsPath, openingEditPath } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { closeOpening, employerQueryKey, useEmployerJobs } from '../api/employer';
import { formatJobDate, openingStatusLabels } from '../labels';

type Area = 'supplier' | 'admin';

/** The employer's openings with their status (in review, live, rejected with the reason, closed). */
export function OpeningsList({ area, newPath }: { area: Area; newPath: string }) {
  const { t } = useTranslation();
  const jobs = useEmployerJobs();
  return (
    <div className="space-y-4">
      <Link to={newPath} className="btn-primary inline-block">
        {t('jobs.employer.post')}
      </Link>
      {jobs.isPending ? (
        <p role="status">{t('jobs.employer.loading')}</p>
      ) : jobs.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p>{t('jobs.employer.loadFailed')}</p>
          <p>{errorMessage(jobs.error)}</p>
          <button type="button" className="mt-2 font-semibold underline" onClick={() => void jobs.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : jobs.data.jobs.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">{t('jobs.employer.none')}</p>
      ) : (
        <ul aria-label={t('jobs.employer.yours')} className="space-y-3">
          {jobs.data.jobs.map((job) => (
            <OpeningRow key={job.id} job={job} area={area} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OpeningRow({ job, area }: { job: EmployerJob; area: Area }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Past its last date an opening is closed, whatever its status says.
  const status = job.status === 'live' && !job.open ? 'closed' : job.status;

  async function close() {
    if (busy) return;
    setBusy(true);
    try {
      await closeOpening(job.id);
      toast({
        title: t('jobs.employer.closedDone'),
        description: t('jobs.employer.closedText', { title: job.title }),
      });
    } catch (error) {
      toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: employerQueryKey });
    }
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-leaf-800">
          {status === 'live' ? (
            <Link to={jobPath(job.id)} className="hover:underline">
              {job.title}
            </Link>
          ) : (
            job.title
          )}
        </h2>
        <p>
          <span className="sr-only">{t('jobs.employer.statusLabel')}: </span>
          <strong data-testid="opening-status">{t(openingStatusLabels[status])}</strong>
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {job.city}, {job.state} · {t('jobs.lastDate')}: {formatJobDate(job.lastDate, i18n.language)} ·{' '}
        {t('jobs.employer.applicantsCount', { count: job.applicantCount })}
      </p>
      {job.status === 'rejected' && job.rejectionReason ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {t('jobs.employer.rejectionReason', { reason: job.rejectionReason })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={openingApplicantsPath(area, job.id)}
          className="btn-secondary"
          aria-label={t('jobs.employer.viewApplicantsOf', { title: job.title })}
        >
          {t('jobs.employer.viewApplicants')}
        </Link>
        {status === 'closed' ? null : (
          <>
            <Link
              to={openingEditPath(area, job.id)}
              className="btn-secondary"
              aria-label={t('jobs.employer.editOf', { title: job.title })}
            >
              {t('jobs.employer.edit')}
            </Link>
            <button
              type="button"
              className="btn-secondary"
              aria-disabled={busy}
              aria-label={t('jobs.employer.closeOf', { title: job.title })}
              onClick={() => void close()}
            >
              {t('jobs.employer.close')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
