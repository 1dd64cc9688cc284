import { z } from 'zod';
import { INDIAN_STATES } from '../shipping';
import { profileCompletionParts } from './completion';
import { isCalendarDate } from './dates';
import { matchOutcomes, matchPartKeys } from './match';
import { employerKinds, openingStatuses } from './opening-status';
import { applicationStatuses, employerApplicationSteps } from './pipeline';
import {
  APPLICATION_NOTE_MAX,
  jobTypes,
  MAX_EXPERIENCE_YEARS,
  MAX_LANGUAGES,
  MAX_MONTHLY_SALARY_RUPEES,
  MAX_PREFERRED_CITIES,
  MAX_SKILL_LENGTH,
  MAX_SKILLS,
  MAX_VACANCIES,
  PRIVATE_NOTE_MAX,
  qualifications,
} from './values';

// The requests and answers of the job board (issue 19; apps/server/src/modules/job-board/). The server
// validates with them and the web parses every answer with them.

const text = (min: number, max: number, message: string) =>
  z.string(message).trim().min(min, message).max(max, `At most ${max} characters.`);

const wholeNumber = (what: string, max: number) =>
  z
    .number(`Must be a whole number of ${what}.`)
    .int(`Must be a whole number of ${what}.`)
    .min(0, 'Must not be negative.')
    .max(max, `Must be at most ${max}.`);

/** A list of short names (skills, cities, languages): trimmed, blanks dropped, each once without case. */
const nameList = (max: number, what: string) =>
  z
    .array(
      z
        .string(`Each ${what} must be text.`)
        .trim()
        .max(MAX_SKILL_LENGTH, `At most ${MAX_SKILL_LENGTH} characters each.`),
    )
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((item) => {
        const key = item.toLowerCase();
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(z.array(z.string()).max(max, `At most ${max} ${what}s.`));

export const qualificationSchema = z.enum(qualifications, {
  error: 'Please choose a qualification from the list.',
});
export const jobTypeSchema = z.enum(jobTypes, {
  error: `Must be one of: ${jobTypes.join(', ')}.`,
});
export const indianStateSchema = z
  .string('Please choose a state from the list.')
  .refine((state) => INDIAN_STATES.includes(state), 'Please choose a state from the list.');

const lastDateSchema = z
  .string('Please give the last date to apply.')
  .refine(isCalendarDate, 'Must be a date as yyyy-MM-dd.');

/**
 * `POST /api/employer/jobs` and `PATCH /api/employer/jobs/:id` (the whole opening again). Salaries are
 * rupees a month; a walk-in names its venue and time, other types leave them out.
 */
export const openingInputSchema = z
  .strictObject({
    title: text(3, 120, 'Please give the job title (3 to 120 characters).'),
    description: text(20, 5000, 'Please describe the job (at least 20 characters).'),
    type: jobTypeSchema,
    vacancies: wholeNumber('vacancies', MAX_VACANCIES).min(1, 'At least 1 vacancy.'),
    city: text(2, 60, 'Please give the city.'),
    state: indianStateSchema,
    salaryMinRupees: wholeNumber('rupees', MAX_MONTHLY_SALARY_RUPEES),
    salaryMaxRupees: wholeNumber('rupees', MAX_MONTHLY_SALARY_RUPEES),
    experienceMinYears: wholeNumber('years', MAX_EXPERIENCE_YEARS),
    experienceMaxYears: wholeNumber('years', MAX_EXPERIENCE_YEARS),
    qualification: qualificationSchema,
    skills: nameList(MAX_SKILLS, 'skill'),
    lastDate: lastDateSchema,
    walkInVenue: text(3, 300, 'Please give the walk-in venue.').nullish(),
    walkInTime: text(3, 120, 'Please give the walk-in date and time.').nullish(),
  })
  .superRefine((input, context) => {
    if (input.salaryMaxRupees < input.salaryMinRupees) {
      context.addIssue({
        code: 'custom',
        path: ['salaryMaxRupees'],
        message: 'Must not be below the minimum salary.',
      });
    }
    if (input.experienceMaxYears < input.experienceMinYears) {
      context.addIssue({
        code: 'custom',
        path: ['experienceMaxYears'],
        message: 'Must not be below the minimum experience.',
      });
    }
    if (input.type === 'walk-in') {
      if (!input.walkInVenue)
        context.addIssue({ code: 'custom', path: ['walkInVenue'], message: 'A walk-in needs its venue.' });
      if (!input.walkInTime)
        context.addIssue({
          code: 'custom',
          path: ['walkInTime'],
          message: 'A walk-in needs its date and time.',
        });
    } else {
      for (const field of ['walkInVenue', 'walkInTime'] as const) {
        if (input[field])
          context.addIssue({
            code: 'custom',
            path: [field],
            message: 'Only a walk-in has a venue and time.',
          });
      }
    }
  });
export type OpeningInput = z.output<typeof openingInputSchema>;
export type OpeningInputForm = z.input<typeof openingInputSchema>;

const idOf = (what: string) =>
  z.coerce
    .number(`Must be ${what} id.`)
    .int(`Must be ${what} id.`)
    .min(1, `Must be ${what} id.`)
    .max(2_147_483_647);

/** `:id` of an opening. */
export const openingIdParamsSchema = z.strictObject({ id: idOf('an opening') });
/** `:id` of an application. */
export const applicationIdParamsSchema = z.strictObject({ id: idOf('an application') });
/** `:userId` of a job seeker. */
export const jobseekerIdParamsSchema = z.strictObject({ userId: idOf('a user') });

const queryNumber = (what: string, max: number) =>
  z.coerce
    .number(`Must be a whole number of ${what}.`)
    .int(`Must be a whole number of ${what}.`)
    .min(0, 'Must not be negative.')
    .max(max, `Must be at most ${max}.`);

/**
 * `GET /api/jobs`: open openings only. `experience` is the seeker's years (openings whose range holds
 * them), `salary` the monthly rupees wanted (openings paying up to at least that), `qualification` the
 * seeker's (openings asking no more), `q` words found in the title, description, skills or employer.
 */
export const jobListQuerySchema = z.strictObject({
  city: z.string().trim().max(60, 'At most 60 characters.').optional(),
  state: indianStateSchema.optional(),
  type: jobTypeSchema.optional(),
  qualification: qualificationSchema.optional(),
  experience: queryNumber('years', MAX_EXPERIENCE_YEARS).optional(),
  salary: queryNumber('rupees', MAX_MONTHLY_SALARY_RUPEES).optional(),
  q: z.string().trim().max(100, 'At most 100 characters.').optional(),
  page: z.coerce
    .number('Must be a page number.')
    .int()
    .min(1, 'Must be a page number.')
    .max(10_000)
    .default(1),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const employerSchema = z.object({
  kind: z.enum(employerKinds),
  name: z.string(),
  /** A supplier's public page (/suppliers/{slug}); null for the company. */
  slug: z.string().nullable(),
  /** The 'Verified employer' badge: an approved supplier's opening, reviewed by an admin. */
  verified: z.boolean(),
});
export type Employer = z.infer<typeof employerSchema>;

/** An opening as the board shows it. `open` is false once closed or past its last date. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  employer: employerSchema,
  type: jobTypeSchema,
  vacancies: z.number().int(),
  city: z.string(),
  state: z.string(),
  salaryMinRupees: z.number().int(),
  salaryMaxRupees: z.number().int(),
  experienceMinYears: z.number().int(),
  experienceMaxYears: z.number().int(),
  qualification: qualificationSchema,
  skills: z.array(z.string()),
  lastDate: z.string(),
  walkInVenue: z.string().nullable(),
  walkInTime: z.string().nullable(),
  /** When it went live (ISO 8601); null before. */
  postedAt: z.string().nullable(),
  open: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** `GET /api/jobs/:id`: public, also for a closed opening (so old links explain themselves). */
export const jobDetailSchema = jobSummarySchema.extend({ description: z.string() });
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** `GET /api/jobs`. */
export const jobListSchema = z.object({
  jobs: z.array(jobSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
});
export type JobList = z.infer<typeof jobListSchema>;

/** `GET /api/jobs/live-count`: what /register-job shows before the seeker pays. */
export const liveJobCountSchema = z.object({ count: z.number().int().nonnegative() });
export type LiveJobCount = z.infer<typeof liveJobCountSchema>;

export const matchPartSchema = z.object({
  key: z.enum(matchPartKeys),
  points: z.number().int(),
  maxPoints: z.number().int(),
  outcome: z.enum(matchOutcomes),
  matchedSkills: z.array(z.string()).optional(),
  missingSkills: z.array(z.string()).optional(),
});
export const matchScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  parts: z.array(matchPartSchema),
});

/** One step of an application's timeline; an interview step carries its date and place. */
export const timelineEntrySchema = z.object({
  status: z.enum(applicationStatuses),
  at: z.string(),
  interviewAt: z.string().nullable(),
  interviewPlace: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** `POST /api/jobs/:id/apply`: one tap (no body at all, or a note); the stored resume goes with it. */
export const applyRequestSchema = z
  .strictObject({
    note: z
      .string()
      .trim()
      .max(APPLICATION_NOTE_MAX, `At most ${APPLICATION_NOTE_MAX} characters.`)
      .optional(),
  })
  .nullish()
  .transform((body) => ({ note: body?.note || undefined }));
export type ApplyRequest = z.output<typeof applyRequestSchema>;

/** A seeker's own application: `GET /api/jobseeker/applications` and the answer of apply and withdraw. */
export const seekerApplicationSchema = z.object({
  id: z.number().int(),
  job: jobSummarySchema,
  status: z.enum(applicationStatuses),
  note: z.string().nullable(),
  appliedAt: z.string(),
  timeline: z.array(timelineEntrySchema),
  canWithdraw: z.boolean(),
});
export type SeekerApplication = z.infer<typeof seekerApplicationSchema>;
export const seekerApplicationListSchema = z.object({ applications: z.array(seekerApplicationSchema) });

export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const verificationSchema = z.object({
  status: z.enum(verificationStatuses),
  /** An admin's reason for a rejection; null otherwise. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

/** `PUT /api/jobseeker/profile`: every field, as the form holds them; null clears one. */
export const jobseekerProfileInputSchema = z.strictObject({
  qualification: qualificationSchema.nullable(),
  experienceYears: wholeNumber('years', MAX_EXPERIENCE_YEARS).nullable(),
  skills: nameList(MAX_SKILLS, 'skill'),
  preferredCities: nameList(MAX_PREFERRED_CITIES, 'city'),
  expectedMonthlySalaryRupees: wholeNumber('rupees', MAX_MONTHLY_SALARY_RUPEES).nullable(),
  languages: nameList(MAX_LANGUAGES, 'language'),
  /** The daily email of new matching openings. */
  jobAlerts: z.boolean('Must be true or false.'),
});
export type JobseekerProfileInput = z.output<typeof jobseekerProfileInputSchema>;

export const profileCompletionSchema = z.object({
  percent: z.number().int().min(0).max(100),
  filled: z.array(z.enum(profileCompletionParts)),
  missing: z.array(z.enum(profileCompletionParts)),
});

/** `GET /api/jobseeker/profile` and the answer of its changes (profile, resume). */
export const jobseekerProfileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  mobile: z.string(),
  qualification: qualificationSchema.nullable(),
  experienceYears: z.number().int().nullable(),
  skills: z.array(z.string()),
  preferredCities: z.array(z.string()),
  expectedMonthlySalaryRupees: z.number().int().nullable(),
  languages: z.array(z.string()),
  jobAlerts: z.boolean(),
  verification: verificationSchema,
  /** The resume sent with new applications; its download address is the member document's. */
  resume: z
    .object({ documentId: z.string(), fileName: z.string(), uploadedAt: z.string(), url: z.string() })
    .nullable(),
  completion: profileCompletionSchema,
});
export type JobseekerProfile = z.infer<typeof jobseekerProfileSchema>;

/** `GET /api/jobseeker/recommendations`: open openings not applied to, best match first. */
export const recommendationListSchema = z.object({
  recommendations: z.array(z.object({ job: jobSummarySchema, match: matchScoreSchema })),
});
export type RecommendationList = z.infer<typeof recommendationListSchema>;

/** An employer's own opening: `GET/POST /api/employer/jobs`, `PATCH /api/employer/jobs/:id`, close. */
export const employerJobSchema = jobDetailSchema.extend({
  status: z.enum(openingStatuses),
  rejectionReason: z.string().nullable(),
  applicantCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;
export const employerJobListSchema = z.object({ jobs: z.array(employerJobSchema) });

/** One applicant of `GET /api/employer/jobs/:id/applicants`, with their match to the opening. */
export const applicantSchema = z.object({
  applicationId: z.number().int(),
  seeker: z.object({
    userId: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    qualification: qualificationSchema.nullable(),
    experienceYears: z.number().int().nullable(),
    skills: z.array(z.string()),
    preferredCities: z.array(z.string()),
    languages: z.array(z.string()),
  }),
  status: z.enum(applicationStatuses),
  note: z.string().nullable(),
  /** The employer's own note, never shown to the seeker. */
  privateNote: z.string().nullable(),
  appliedAt: z.string(),
  timeline: z.array(timelineEntrySchema),
  nextSteps: z.array(z.enum(employerApplicationSteps)),
  match: matchScoreSchema,
  /** The resume sent with this application (`GET /api/job-applications/:id/resume`); null without one. */
  resumeUrl: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;
export const applicantListSchema = z.object({ job: employerJobSchema, applicants: z.array(applicantSchema) });
export type ApplicantList = z.infer<typeof applicantListSchema>;

/**
 * `PATCH /api/employer/applications/:id`: the next step, the private note, or both. An interview needs
 * its date and time (ISO 8601) and place.
 */
export const applicationUpdateSchema = z
  .strictObject({
    status: z
      .enum(employerApplicationSteps, { error: `Must be one of: ${employerApplicationSteps.join(', ')}.` })
      .optional(),
    interviewAt: z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601).' }).optional(),
    interviewPlace: text(3, 300, 'Please give the interview place.').optional(),
    privateNote: z
      .string()
      .trim()
      .max(PRIVATE_NOTE_MAX, `At most ${PRIVATE_NOTE_MAX} characters.`)
      .nullable()
      .optional(),
  })
  .superRefine((update, context) => {
    if (update.status === undefined && update.privateNote === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'Send a status, a private note or both.',
      });
    }
    if (update.status === 'interview') {
      if (!update.interviewAt)
        context.addIssue({
          code: 'custom',
          path: ['interviewAt'],
          message: 'An interview needs its date and time.',
        });
      if (!update.interviewPlace)
        context.addIssue({
          code: 'custom',
          path: ['interviewPlace'],
          message: 'An interview needs its place.',
        });
    } else {
      for (const field of ['interviewAt', 'interviewPlace'] as const) {
        if (update[field] !== undefined)
          context.addIssue({
            code: 'custom',
            path: [field],
            message: 'Only an interview step has a date and place.',
          });
      }
    }
  });
export type ApplicationUpdate = z.output<typeof applicationUpdateSchema>;

/** `GET /api/admin/jobs?status=submitted&page=`. */
export const adminJobListQuerySchema = z.strictObject({
  status: z.enum(openingStatuses, { error: `Must be one of: ${openingStatuses.join(', ')}.` }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminJobSchema = employerJobSchema.extend({
  /** The supplier who posted it; null for the company's. */
  postedBy: z.object({ userId: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListSchema = z.object({
  jobs: z.array(adminJobSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** `POST /api/admin/jobs/:id/reject` and `POST /api/admin/jobseekers/:userId/reject`: the reason is mailed. */
export const rejectionRequestSchema = z.strictObject({
  reason: text(1, 1000, 'Please give a reason.'),
});

/** The answer of `POST /api/admin/jobseekers/:userId/verify|reject`. */
export const jobseekerVerificationSchema = z.object({
  userId: z.number().int(),
  verification: verificationSchema,
});

/** `POST /api/job-alerts/unsubscribe`: the token from the daily alert's link. */
export const unsubscribeRequestSchema = z.strictObject({
  token: z.string('The link is incomplete.').regex(/^[A-Za-z0-9_-]{20,64}$/, 'The link is incomplete.'),
});
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
