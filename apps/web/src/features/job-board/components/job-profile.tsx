import { qualifications, type JobseekerProfile } from '@bulk/domain/job-board';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, CheckboxField, SelectField, TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import {
  jobseekerQueryKey,
  replaceResume,
  saveJobseekerProfile,
  useJobseekerProfile,
} from '../api/jobseeker';
import { jobProfileFormSchema, jobProfileFormValues } from '../form-schemas';
import { completionPartLabels, formatJobDate, qualificationLabels } from '../labels';

const profileFields = [
  'qualification',
  'experienceYears',
  'skills',
  'preferredCities',
  'expectedMonthlySalaryRupees',
  'languages',
  'jobAlerts',
] as const;

/** The job seeker's job profile on their profile page: verification, completion, the fields and the resume. */
export function JobProfile() {
  const { t } = useTranslation();
  const profile = useJobseekerProfile();
  return (
    <section
      id="job-profile"
      aria-labelledby="job-profile-heading"
      className="scroll-mt-4 space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="job-profile-heading" className="text-xl font-semibold text-leaf-800">
          {t('jobs.profile.heading')}
        </h2>
        <p className="text-sm text-stone-700">{t('jobs.profile.intro')}</p>
      </div>
      {profile.data ? (
        <>
          <VerificationNote verification={profile.data.verification} />
          <ProfileCompletion completion={profile.data.completion} />
          <JobProfileForm profile={profile.data} />
          <ResumeReplace resume={profile.data.resume} />
        </>
      ) : profile.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p>{t('jobs.profile.loadFailed')}</p>
          <p>{errorMessage(profile.error)}</p>
        </div>
      ) : (
        <p role="status">{t('jobs.profile.loading')}</p>
      )}
    </section>
  );
}

function VerificationNote({ verification }: { verification: JobseekerProfile['verification'] }) {
  const { t } = useTranslation();
  const tone =
    verification.status === 'verified'
      ? 'bg-leaf-50 text-leaf-900'
      : verification.status === 'rejected'
        ? 'bg-red-50 text-red-800'
        : 'bg-saffron-50 text-saffron-900';
  return (
    <p data-testid="verification-status" className={`rounded-lg p-3 text-sm ${tone}`}>
      {verification.status === 'verified'
        ? t('jobs.profile.verification.verified')
        : verification.status === 'rejected'
          ? t('jobs.profile.verification.rejected', { reason: verification.reason ?? '' })
          : t('jobs.profile.verification.pending')}
    </p>
  );
}

/** The completion as a bar, and what is still missing by name. */
export function ProfileCompletion({ completion }: { completion: JobseekerProfile['completion'] }) {
  const { t } = useTranslation();
  const label = t('jobs.profile.completion', { percent: completion.percent });
  return (
    <div className="space-y-2">
      <p className="font-semibold" id="job-profile-completion">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="job-profile-completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percent}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-leaf-700" style={{ width: `${completion.percent}%` }} />
      </div>
      <p className="text-sm text-stone-700">
        {completion.missing.length === 0
          ? t('jobs.profile.complete')
          : t('jobs.profile.missing', {
              fields: completion.missing.map((part) => t(completionPartLabels[part])).join(', '),
            })}
      </p>
    </div>
  );
}

function JobProfileForm({ profile }: { profile: JobseekerProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: formResolver(jobProfileFormSchema),
    defaultValues: jobProfileFormValues(profile),
    mode: 'onTouched',
  });
  const bind = fieldBinder(form, id);
  const { isSubmitting } = form.formState;

  const onValid = form.handleSubmit(async (values) => {
    try {
      const saved = await saveJobseekerProfile(values);
      queryClient.setQueryData([...jobseekerQueryKey, 'profile'], saved);
      form.reset(jobProfileFormValues(saved));
      toast({ title: t('jobs.profile.saved'), description: t('jobs.profile.savedText') });
    } catch (error) {
      const shown =
        error instanceof ApiRequestError &&
        applyFieldIssues(error.issues, profileFields, (field, issue) => form.setError(field, issue));
      if (!shown)
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: jobseekerQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['account', 'jobseeker-stats'] });
    }
  });

  return (
    <form
      noValidate
      aria-label={t('jobs.profile.heading')}
      onSubmit={submitUnlessBusy(isSubmitting, onValid)}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...bind('qualification')}
          label={t('jobs.profile.fields.qualification')}
          options={qualifications}
          optionLabel={(value) => t(qualificationLabels[value])}
          placeholder={t('jobs.profile.choose')}
        />
        <TextField
          {...bind('experienceYears')}
          label={t('jobs.profile.fields.experienceYears')}
          inputMode="numeric"
        />
        <TextField
          {...bind('skills')}
          label={t('jobs.profile.fields.skills')}
          hint={t('jobs.profile.fields.skillsHint')}
        />
        <TextField
          {...bind('preferredCities')}
          label={t('jobs.profile.fields.preferredCities')}
          hint={t('jobs.profile.fields.preferredCitiesHint')}
        />
        <TextField
          {...bind('expectedMonthlySalaryRupees')}
          label={t('jobs.profile.fields.expectedSalary')}
          inputMode="numeric"
        />
        <TextField
          {...bind('languages')}
          label={t('jobs.profile.fields.languages')}
          hint={t('jobs.profile.fields.languagesHint')}
        />
      </div>
      <CheckboxField {...bind('jobAlerts')} label={t('jobs.profile.fields.jobAlerts')} />
      <button type="submit" className="btn-primary" aria-disabled={isSubmitting}>
        {isSubmitting ? t('jobs.profile.saving') : t('jobs.profile.save')}
      </button>
    </form>
  );
}

/** Replaces the resume sent with new applications: a PDF, which the server checks by its content. */
function ResumeReplace({ resume }: { resume: JobseekerProfile['resume'] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const file = (formElement.elements.namedItem('resume') as HTMLInputElement | null)?.files?.[0];
    if (!file) {
      setProblem(t('jobs.profile.resume.choose'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const saved = await replaceResume(file);
      queryClient.setQueryData([...jobseekerQueryKey, 'profile'], saved);
      formElement.reset();
      toast({ title: t('jobs.profile.resume.uploaded'), description: t('jobs.profile.resume.uploadedText') });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: jobseekerQueryKey });
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 border-t border-stone-200 pt-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-leaf-800">
        {t('jobs.profile.resume.heading')}
      </h3>
      {resume ? (
        <p className="text-sm">
          {t('jobs.profile.resume.current', {
            name: resume.fileName,
            date: formatJobDate(resume.uploadedAt, i18n.language),
          })}{' '}
          <a href={resume.url} className="font-semibold text-leaf-800 underline">
            {t('jobs.profile.resume.download')}
          </a>
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-resume`} className="block text-sm font-medium text-ink">
          {t('jobs.profile.resume.replace')}
        </label>
        <input
          id={`${id}-resume`}
          name="resume"
          type="file"
          accept=".pdf,application/pdf"
          aria-describedby={`${id}-resume-hint${problem ? ` ${id}-resume-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          className="mt-1 block w-full text-sm"
        />
        <p id={`${id}-resume-hint`} className="mt-1 text-sm text-stone-700">
          {t('jobs.profile.resume.hint')}
        </p>
        {problem ? (
          <p id={`${id}-resume-error`} role="alert" className="mt-1 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-secondary" aria-disabled={busy}>
        {busy ? t('jobs.profile.resume.uploading') : t('jobs.profile.resume.upload')}
      </button>
    </form>
  );
}
