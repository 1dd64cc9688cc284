import { jobTypes, qualifications, type EmployerJob, type OpeningInput } from '@bulk/domain/job-board';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, SelectField, TextareaField, TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { FormSection, SectionedForm } from '#src/components/ui/sectioned-form';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { createOpening, employerQueryKey, updateOpening } from '../api/employer';
import {
  emptyOpeningForm,
  openingFormSchema,
  openingFormValues,
  type OpeningFormValues,
} from '../form-schemas';
import { jobTypeLabels, qualificationLabels } from '../labels';

/**
 * Posts an opening, or edits `job`: every field the domain's opening has, checked as the server checks it.
 * A supplier's opening (`reviewed`) goes to an admin's review; the company's goes live at once.
 */
export function OpeningForm({
  job,
  reviewed,
  listPath,
}: {
  job?: EmployerJob;
  reviewed: boolean;
  /** Where the employer's openings are listed, to go back to once saved. */
  listPath: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<OpeningFormValues, unknown, OpeningInput>({
    resolver: formResolver(openingFormSchema),
    defaultValues: job ? openingFormValues(job) : emptyOpeningForm(),
    mode: 'onTouched',
  });
  const bind = fieldBinder(form, id);
  const type = useWatch({ control: form.control, name: 'type' });
  const { isSubmitting } = form.formState;

  async function onValid(values: OpeningInput) {
    try {
      const saved = job ? await updateOpening(job.id, values) : await createOpening(values);
      await queryClient.invalidateQueries({ queryKey: employerQueryKey });
      toast({
        title: t('jobs.employer.saved'),
        description: t(saved.status === 'live' ? 'jobs.employer.savedLive' : 'jobs.employer.savedReview', {
          title: saved.title,
        }),
      });
      await navigate(listPath);
    } catch (error) {
      const fields = Object.keys(form.getValues()) as FieldPath<OpeningFormValues>[];
      const shown = error instanceof ApiRequestError && applyFieldIssues(error.issues, fields, form.setError);
      if (!shown)
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <SectionedForm
      label={job ? t('jobs.employer.editTitle') : t('jobs.employer.newTitle')}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      notice={reviewed ? t('jobs.employer.reviewNote') : null}
      busy={isSubmitting}
      submitLabel={t('jobs.employer.save')}
      busyLabel={t('jobs.employer.saving')}
    >
      <FormSection legend={t('jobs.employer.sections.job')}>
        <TextField {...bind('title')} label={t('jobs.employer.fields.title')} required maxLength={120} />
        <TextareaField
          {...bind('description')}
          label={t('jobs.employer.fields.description')}
          required
          maxLength={5000}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...bind('type')}
            label={t('jobs.employer.fields.type')}
            options={jobTypes}
            optionLabel={(value) => t(jobTypeLabels[value])}
            required
          />
          <TextField
            {...bind('vacancies')}
            label={t('jobs.employer.fields.vacancies')}
            inputMode="numeric"
            required
          />
          <TextField {...bind('lastDate')} label={t('jobs.employer.fields.lastDate')} type="date" required />
        </div>
      </FormSection>

      <FormSection legend={t('jobs.employer.sections.place')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...bind('city')} label={t('jobs.employer.fields.city')} required maxLength={60} />
          <SelectField
            {...bind('state')}
            label={t('jobs.employer.fields.state')}
            options={INDIAN_STATES}
            placeholder={t('jobs.employer.choose')}
            required
          />
          <TextField
            {...bind('salaryMinRupees')}
            label={t('jobs.employer.fields.salaryMin')}
            inputMode="numeric"
            required
          />
          <TextField
            {...bind('salaryMaxRupees')}
            label={t('jobs.employer.fields.salaryMax')}
            inputMode="numeric"
            required
          />
        </div>
      </FormSection>

      <FormSection legend={t('jobs.employer.sections.requirements')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...bind('experienceMinYears')}
            label={t('jobs.employer.fields.experienceMin')}
            inputMode="numeric"
            required
          />
          <TextField
            {...bind('experienceMaxYears')}
            label={t('jobs.employer.fields.experienceMax')}
            inputMode="numeric"
            required
          />
          <SelectField
            {...bind('qualification')}
            label={t('jobs.employer.fields.qualification')}
            options={qualifications}
            optionLabel={(value) => t(qualificationLabels[value])}
            placeholder={t('jobs.employer.choose')}
            required
          />
          <TextField
            {...bind('skills')}
            label={t('jobs.employer.fields.skills')}
            hint={t('jobs.employer.fields.skillsHint')}
          />
        </div>
      </FormSection>

      {type === 'walk-in' ? (
        <FormSection legend={t('jobs.employer.sections.walkIn')}>
          <p className="text-sm text-stone-700">{t('jobs.employer.fields.walkInHint')}</p>
          <TextField
            {...bind('walkInVenue')}
            label={t('jobs.employer.fields.walkInVenue')}
            required
            maxLength={300}
          />
          <TextField
            {...bind('walkInTime')}
            label={t('jobs.employer.fields.walkInTime')}
            required
            maxLength={120}
          />
        </FormSection>
      ) : null}
    </SectionedForm>
  );
}
