import {
  jobTypes,
  MAX_EXPERIENCE_YEARS,
  MAX_LANGUAGES,
  MAX_MONTHLY_SALARY_RUPEES,
  MAX_PREFERRED_CITIES,
  MAX_SKILLS,
  MAX_VACANCIES,
  qualifications,
  type EmployerJob,
  type JobseekerProfile,
  type JobseekerProfileInput,
  type OpeningInput,
} from '@bulk/domain/job-board';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { z } from 'zod';
import { formMessage } from '#src/i18n/messages';

// The job board's forms as people fill them: numbers typed as text, lists separated by commas. Their
// checks are the domain's (`@bulk/domain/job-board`), with messages in the chosen language.

const required = formMessage('validation.listingRequired');
const WHOLE = /^\d+$/;

const wholeNumberText = z
  .string()
  .trim()
  .refine((text) => text === '' || WHOLE.test(text), formMessage('validation.wholeNumber'));

const inRange = (min: number, max: number) =>
  z
    .number()
    .min(min, formMessage('validation.numberAtLeast', { min }))
    .max(max, formMessage('validation.numberAtMost', { max }));

/** A whole number typed in a field, from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  wholeNumberText
    .refine((text) => text !== '', required)
    .transform(Number)
    .pipe(inRange(min, max));

/** The same, where an empty field means 'not said' (null). */
const optionalWholeNumber = (min: number, max: number) =>
  wholeNumberText.transform((text) => (text === '' ? null : Number(text))).pipe(inRange(min, max).nullable());

/** Names separated by commas ('forklift, Tally'), each once (the first spelling), at most `max` of them. */
const commaList = (max: number) =>
  z
    .string()
    .max(2000, formMessage('validation.atMost', { max: 2000 }))
    .transform((text) => {
      const seen = new Set<string>();
      return text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => {
          const key = item.toLowerCase();
          if (!item || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
    })
    .refine((list) => list.length <= max, formMessage('validation.listAtMost', { max }))
    .refine(
      (list) => list.every((item) => item.length <= 40),
      formMessage('validation.itemAtMost', { max: 40 }),
    );

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, required)
    .min(min, formMessage('validation.useAtLeast', { max: min }))
    .max(max, formMessage('validation.atMost', { max }));

export const jobProfileFormSchema = z.object({
  qualification: z.union([z.literal(''), z.enum(qualifications)]).transform((value) => value || null),
  experienceYears: optionalWholeNumber(0, MAX_EXPERIENCE_YEARS),
  skills: commaList(MAX_SKILLS),
  preferredCities: commaList(MAX_PREFERRED_CITIES),
  expectedMonthlySalaryRupees: optionalWholeNumber(0, MAX_MONTHLY_SALARY_RUPEES),
  languages: commaList(MAX_LANGUAGES),
  jobAlerts: z.boolean(),
}) satisfies z.ZodType<JobseekerProfileInput, unknown>;
export type JobProfileFormValues = z.input<typeof jobProfileFormSchema>;

export function jobProfileFormValues(profile: JobseekerProfile): JobProfileFormValues {
  return {
    qualification: profile.qualification ?? '',
    experienceYears: profile.experienceYears === null ? '' : String(profile.experienceYears),
    skills: profile.skills.join(', '),
    preferredCities: profile.preferredCities.join(', '),
    expectedMonthlySalaryRupees:
      profile.expectedMonthlySalaryRupees === null ? '' : String(profile.expectedMonthlySalaryRupees),
    languages: profile.languages.join(', '),
    jobAlerts: profile.jobAlerts,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const openingFormSchema = z
  .object({
    title: text(3, 120),
    description: text(20, 5000),
    type: z.enum(jobTypes, { error: formMessage('validation.chooseFromList') }),
    vacancies: wholeNumber(1, MAX_VACANCIES),
    city: text(2, 60),
    state: z.enum(INDIAN_STATES as [string, ...string[]], { error: formMessage('validation.stateRequired') }),
    salaryMinRupees: wholeNumber(0, MAX_MONTHLY_SALARY_RUPEES),
    salaryMaxRupees: wholeNumber(0, MAX_MONTHLY_SALARY_RUPEES),
    experienceMinYears: wholeNumber(0, MAX_EXPERIENCE_YEARS),
    experienceMaxYears: wholeNumber(0, MAX_EXPERIENCE_YEARS),
    qualification: z.enum(qualifications, { error: formMessage('validation.chooseFromList') }),
    skills: commaList(MAX_SKILLS),
    lastDate: z.string().regex(DATE, formMessage('validation.dateRequired')),
    walkInVenue: z
      .string()
      .trim()
      .max(300, formMessage('validation.atMost', { max: 300 })),
    walkInTime: z
      .string()
      .trim()
      .max(120, formMessage('validation.atMost', { max: 120 })),
  })
  .superRefine((form, ctx) => {
    if (form.salaryMaxRupees < form.salaryMinRupees) {
      ctx.addIssue({
        code: 'custom',
        path: ['salaryMaxRupees'],
        message: formMessage('validation.salaryRange'),
      });
    }
    if (form.experienceMaxYears < form.experienceMinYears) {
      ctx.addIssue({
        code: 'custom',
        path: ['experienceMaxYears'],
        message: formMessage('validation.experienceRange'),
      });
    }
    if (form.type === 'walk-in') {
      for (const field of ['walkInVenue', 'walkInTime'] as const) {
        if (form[field].length < 3) {
          ctx.addIssue({ code: 'custom', path: [field], message: formMessage('validation.walkInRequired') });
        }
      }
    }
  })
  .transform(({ walkInVenue, walkInTime, ...form }): OpeningInput => ({
    ...form,
    // Only a walk-in has a venue and time; what was typed for another type is left out.
    walkInVenue: form.type === 'walk-in' ? walkInVenue : null,
    walkInTime: form.type === 'walk-in' ? walkInTime : null,
  }));
export type OpeningFormValues = z.input<typeof openingFormSchema>;

export function emptyOpeningForm(): OpeningFormValues {
  return {
    title: '',
    description: '',
    type: 'full-time',
    vacancies: '1',
    city: '',
    state: '',
    salaryMinRupees: '',
    salaryMaxRupees: '',
    experienceMinYears: '0',
    experienceMaxYears: '0',
    qualification: '' as OpeningFormValues['qualification'],
    skills: '',
    lastDate: '',
    walkInVenue: '',
    walkInTime: '',
  };
}

export function openingFormValues(job: EmployerJob): OpeningFormValues {
  return {
    title: job.title,
    description: job.description,
    type: job.type,
    vacancies: String(job.vacancies),
    city: job.city,
    state: job.state,
    salaryMinRupees: String(job.salaryMinRupees),
    salaryMaxRupees: String(job.salaryMaxRupees),
    experienceMinYears: String(job.experienceMinYears),
    experienceMaxYears: String(job.experienceMaxYears),
    qualification: job.qualification,
    skills: job.skills.join(', '),
    lastDate: job.lastDate,
    walkInVenue: job.walkInVenue ?? '',
    walkInTime: job.walkInTime ?? '',
  };
}
