import {
  PRIVATE_NOTE_MAX,
  type Applicant,
  type ApplicationUpdate,
  type EmployerApplicationStep,
} from '@bulk/domain/job-board';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#src/components/ui/toast/toast-store';
import { errorMessage } from '#src/lib/api-client';
import { employerQueryKey, updateApplication, useApplicants } from '../api/employer';
import { applicationStatusLabels, qualificationLabels } from '../labels';
import { ApplicationTimeline } from './application-timeline';
import { MatchScore } from './match-score';

const inputClass = 'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base';

/** The applicants of one of the employer's openings, best match first, each to move on and take notes on. */
export function Applicants({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const applicants = useApplicants(jobId);
  if (applicants.isPending) return <p role="status">{t('jobs.employer.applicantsLoading')}</p>;
  if (applicants.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{t('jobs.employer.applicantsFailed')}</p>
        <p>{errorMessage(applicants.error)}</p>
      </div>
    );
  }
  const { job } = applicants.data;
  const sorted = [...applicants.data.applicants].sort((a, b) => b.match.score - a.match.score);
  return (
    <div className="space-y-4">
      <p className="text-lg">{t('jobs.employer.applicantsIntro', { title: job.title })}</p>
      {sorted.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          {t('jobs.employer.noApplicants')}
        </p>
      ) : (
        <ul aria-label={t('jobs.employer.applicants')} className="space-y-4">
          {sorted.map((applicant) => (
            <ApplicantItem key={applicant.applicationId} applicant={applicant} jobId={jobId} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ApplicantItem({ applicant, jobId }: { applicant: Applicant; jobId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [interviewing, setInterviewing] = useState(false);
  const { seeker } = applicant;

  async function send(update: ApplicationUpdate, done: { title: string; description: string }) {
    if (busy) return false;
    setBusy(true);
    try {
      await updateApplication(applicant.applicationId, update);
      toast(done);
      return true;
    } catch (error) {
      toast({
        title: t('jobs.employer.changeFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [...employerQueryKey, jobId] });
    }
  }

  const moved = (status: EmployerApplicationStep) => ({
    title: t('jobs.employer.statusChanged'),
    description: t('jobs.employer.statusChangedText', {
      name: seeker.fullName,
      status: t(applicationStatusLabels[status]),
    }),
  });

  function step(status: EmployerApplicationStep) {
    if (status === 'interview') setInterviewing(true);
    else void send({ status }, moved(status));
  }

  async function setInterview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const at = String(data.get('interviewAt') ?? '');
    const place = String(data.get('interviewPlace') ?? '').trim();
    // The time is typed in India's time, which has no daylight saving.
    const interviewAt = at ? `${at}:00+05:30` : '';
    if (await send({ status: 'interview', interviewAt, interviewPlace: place }, moved('interview'))) {
      setInterviewing(false);
    }
  }

  async function saveNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('privateNote') ?? '').trim();
    await send(
      { privateNote: note || null },
      { title: t('jobs.employer.notesSaved'), description: seeker.fullName },
    );
  }

  return (
    <li className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-leaf-800">{seeker.fullName}</h2>
        <strong data-testid="applicant-status">{t(applicationStatusLabels[applicant.status])}</strong>
      </div>
      <p className="text-sm text-stone-700">
        <bdi>{seeker.email}</bdi> · <bdi>{seeker.mobile}</bdi>
      </p>
      <p className="text-sm">
        {[
          seeker.qualification ? t(qualificationLabels[seeker.qualification]) : null,
          seeker.experienceYears === null
            ? null
            : t('jobs.employer.years', { count: seeker.experienceYears }),
          seeker.preferredCities.join(', ') || null,
          seeker.skills.join(', ') || null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <MatchScore match={applicant.match} id={`${id}-match`} />
      {applicant.note ? (
        <p className="rounded-lg bg-stone-50 p-3 text-sm">
          <span className="font-medium">{t('jobs.employer.note')}:</span> {applicant.note}
        </p>
      ) : null}
      {applicant.resumeUrl ? (
        <a
          href={applicant.resumeUrl}
          className="inline-block font-semibold text-leaf-800 underline"
          aria-label={t('jobs.employer.downloadResumeOf', { name: seeker.fullName })}
        >
          {t('jobs.employer.downloadResume')}
        </a>
      ) : null}
      <ApplicationTimeline
        timeline={applicant.timeline}
        status={applicant.status}
        label={t('jobs.employer.timelineOf', { name: seeker.fullName })}
      />
      {applicant.nextSteps.length === 0 ? (
        <p className="text-sm text-stone-700">{t('jobs.employer.noNextStep')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {applicant.nextSteps.map((next) => (
            <button
              key={next}
              type="button"
              className={next === 'rejected' ? 'btn-secondary text-red-800' : 'btn-secondary'}
              aria-disabled={busy}
              aria-expanded={next === 'interview' ? interviewing : undefined}
              aria-label={t('jobs.employer.moveToOf', {
                name: seeker.fullName,
                status: t(applicationStatusLabels[next]),
              })}
              onClick={() => step(next)}
            >
              {t('jobs.employer.moveTo', { status: t(applicationStatusLabels[next]) })}
            </button>
          ))}
        </div>
      )}
      {interviewing ? (
        <form
          aria-label={t('jobs.employer.setInterview')}
          onSubmit={(event) => void setInterview(event)}
          className="grid gap-3 rounded-lg bg-leaf-50 p-3 sm:grid-cols-2"
        >
          <div>
            <label htmlFor={`${id}-at`} className="block text-sm font-medium">
              {t('jobs.employer.interviewDate')}
            </label>
            <input id={`${id}-at`} name="interviewAt" type="datetime-local" required className={inputClass} />
          </div>
          <div>
            <label htmlFor={`${id}-place`} className="block text-sm font-medium">
              {t('jobs.employer.interviewPlace')}
            </label>
            <input id={`${id}-place`} name="interviewPlace" required maxLength={300} className={inputClass} />
          </div>
          <button type="submit" className="btn-primary sm:col-span-2" aria-disabled={busy}>
            {t('jobs.employer.setInterview')}
          </button>
        </form>
      ) : null}
      <form onSubmit={(event) => void saveNote(event)} className="space-y-2 border-t border-stone-200 pt-3">
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
          {t('jobs.employer.privateNotes')}
        </label>
        <textarea
          id={`${id}-notes`}
          name="privateNote"
          defaultValue={applicant.privateNote ?? ''}
          maxLength={PRIVATE_NOTE_MAX}
          rows={2}
          aria-describedby={`${id}-notes-hint`}
          className={inputClass}
        />
        <p id={`${id}-notes-hint`} className="text-sm text-stone-700">
          {t('jobs.employer.privateNotesHint')}
        </p>
        <button type="submit" className="btn-secondary" aria-disabled={busy}>
          {t('jobs.employer.saveNotes')}
        </button>
      </form>
    </li>
  );
}
