import type { SeekerApplication } from '@bulk/domain/job-board';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { jobPath, paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { jobseekerQueryKey, useApplications, withdrawApplication } from '../api/jobseeker';
import { applicationStatusLabels, formatJobDate } from '../labels';
import { ApplicationTimeline } from './application-timeline';

/** The seeker's applications, newest first as the server sends them, each with its timeline. */
export function MyApplications() {
  const { t } = useTranslation();
  const applications = useApplications();
  if (applications.isPending) return <p role="status">{t('jobs.applications.loading')}</p>;
  if (applications.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{t('jobs.applications.loadFailed')}</p>
        <p>{errorMessage(applications.error)}</p>
        <button
          type="button"
          className="mt-2 font-semibold underline"
          onClick={() => void applications.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (applications.data.applications.length === 0) {
    return (
      <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <p>{t('jobs.applications.none')}</p>
        <Link to={paths.jobs} className="btn-primary inline-block">
          {t('jobs.applications.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label={t('jobs.applications.title')} className="space-y-4">
      {applications.data.applications.map((application) => (
        <ApplicationItem key={application.id} application={application} />
      ))}
    </ul>
  );
}

function ApplicationItem({ application }: { application: SeekerApplication }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { job } = application;

  async function withdraw() {
    if (busy || !window.confirm(t('jobs.applications.withdrawConfirm', { title: job.title }))) return;
    setBusy(true);
    try {
      await withdrawApplication(application.id);
      toast({
        title: t('jobs.applications.withdrawn'),
        description: t('jobs.applications.withdrawnText', { title: job.title }),
      });
    } catch (error) {
      toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: jobseekerQueryKey });
    }
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-leaf-800">
          <Link to={jobPath(job.id)} className="hover:underline">
            {job.title}
          </Link>
        </h2>
        <p>
          <strong data-testid="application-status">{t(applicationStatusLabels[application.status])}</strong>
        </p>
      </div>
      <p className="text-sm text-stone-700">
        {job.employer.name} · {job.city} ·{' '}
        {t('jobs.applications.appliedOn', { date: formatJobDate(application.appliedAt, i18n.language) })}
      </p>
      <ApplicationTimeline
        timeline={application.timeline}
        status={application.status}
        label={t('jobs.applications.timeline', { title: job.title })}
      />
      {application.canWithdraw ? (
        <button
          type="button"
          className="btn-secondary mt-3"
          aria-disabled={busy}
          aria-label={t('jobs.applications.withdrawOf', { title: job.title })}
          onClick={() => void withdraw()}
        >
          {t('jobs.applications.withdraw')}
        </button>
      ) : null}
    </li>
  );
}
