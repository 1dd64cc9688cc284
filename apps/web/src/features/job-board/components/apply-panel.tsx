import type { Role } from '@bulk/domain/auth';
import { APPLICATION_NOTE_MAX, type JobDetail } from '@bulk/domain/job-board';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { applyToJob, jobsQueryKey } from '../api/jobs';
import { jobseekerQueryKey, useApplications, useJobseekerProfile } from '../api/jobseeker';
import { applicationStatusLabels } from '../labels';

function PanelFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="apply-heading"
      className="space-y-3 rounded-xl border border-saffron-200 bg-saffron-50 p-5"
    >
      <h2 id="apply-heading" className="text-xl font-semibold text-leaf-800">
        {t('jobs.apply.heading')}
      </h2>
      {children}
    </section>
  );
}

/**
 * The Apply part of an opening's page, in every state a visitor can be in: not signed in, signed in
 * without a job seeker account, a job seeker not (yet) verified, one who already applied, an opening that
 * is closed, and finally the one-tap form (the stored resume and an optional note). The server has the
 * last word: a refusal (403, 409) is shown with its reason.
 */
export function ApplyPanel({
  job,
  role,
  signInTo,
}: {
  job: JobDetail;
  /** The signed-in user's role; null for a visitor. */
  role: Role | null;
  /** The sign-in page, coming back to this opening. */
  signInTo: string;
}) {
  const { t } = useTranslation();
  if (!job.open) {
    return (
      <PanelFrame>
        <p>{t('jobs.apply.closed')}</p>
      </PanelFrame>
    );
  }
  if (role === null) {
    return (
      <PanelFrame>
        <p>{t('jobs.apply.signIn')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={signInTo} className="btn-primary">
            {t('jobs.apply.signInLink')}
          </Link>
          <Link to={paths.registerJob} className="btn-secondary">
            {t('jobs.apply.register')}
          </Link>
        </div>
      </PanelFrame>
    );
  }
  if (role !== 'jobseeker') {
    return (
      <PanelFrame>
        <p>{t('jobs.apply.notJobseeker')}</p>
      </PanelFrame>
    );
  }
  return <JobseekerApply job={job} />;
}

function JobseekerApply({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const profile = useJobseekerProfile();
  const applications = useApplications();

  if (profile.isError || applications.isError) {
    return (
      <PanelFrame>
        <p role="alert" className="text-red-800">
          {errorMessage(profile.error ?? applications.error)}
        </p>
      </PanelFrame>
    );
  }
  if (!profile.data || !applications.data) {
    return (
      <PanelFrame>
        <p role="status">{t('common.loading')}</p>
      </PanelFrame>
    );
  }
  const application = applications.data.applications.find((item) => item.job.id === job.id);
  if (application) {
    return (
      <PanelFrame>
        <p role="status">
          {t('jobs.apply.applied', { status: t(applicationStatusLabels[application.status]) })}
        </p>
        <Link to={paths.jobseekerJobs} className="btn-secondary inline-block">
          {t('jobs.apply.seeApplications')}
        </Link>
      </PanelFrame>
    );
  }
  const { verification } = profile.data;
  if (verification.status !== 'verified') {
    return (
      <PanelFrame>
        <p>
          {verification.status === 'pending'
            ? t('jobs.apply.unverified')
            : t('jobs.apply.rejected', { reason: verification.reason ?? '' })}
        </p>
        <Link to={`${paths.accountProfile}#job-profile`} className="btn-secondary inline-block">
          {t('jobs.recommendations.completeProfile')}
        </Link>
      </PanelFrame>
    );
  }
  return <ApplyForm job={job} />;
}

/** The one tap: the stored resume goes with the application, with the note when one is typed. */
export function ApplyForm({ job }: { job: Pick<JobDetail, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await applyToJob(job.id, note);
      toast({
        title: t('jobs.apply.success'),
        description: t('jobs.apply.successText', { title: job.title }),
      });
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobseekerQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['account', 'jobseeker-stats'] }),
        queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
      ]);
    }
  }

  return (
    <PanelFrame>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <p className="text-sm text-stone-700">{t('jobs.apply.resumeUsed')}</p>
        <div>
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-ink">
            {t('jobs.apply.note')}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={APPLICATION_NOTE_MAX}
            rows={3}
            aria-describedby={`${id}-note-hint`}
            className="mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base"
          />
          <p id={`${id}-note-hint`} className="mt-1 text-sm text-stone-700">
            {t('jobs.apply.noteHint')}
          </p>
        </div>
        {refusal ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            <strong>{t('jobs.apply.failed')}:</strong> {refusal}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" aria-disabled={busy}>
          {busy ? t('jobs.apply.applying') : t('jobs.apply.button')}
        </button>
      </form>
    </PanelFrame>
  );
}
