import type {
  ApplicationStatus,
  JobType,
  MatchOutcome,
  MatchPartKey,
  OpeningStatus,
  ProfileCompletionPart,
  Qualification,
} from '@bulk/domain/job-board';
import type { ParseKeys } from 'i18next';

export const jobTypeLabels = {
  'full-time': 'jobs.types.full-time',
  'part-time': 'jobs.types.part-time',
  contract: 'jobs.types.contract',
  internship: 'jobs.types.internship',
  'walk-in': 'jobs.types.walk-in',
} as const satisfies Record<JobType, ParseKeys>;

export const qualificationLabels = {
  none: 'jobs.qualifications.none',
  below10th: 'jobs.qualifications.below10th',
  '10th': 'jobs.qualifications.10th',
  '12th': 'jobs.qualifications.12th',
  iti: 'jobs.qualifications.iti',
  diploma: 'jobs.qualifications.diploma',
  graduate: 'jobs.qualifications.graduate',
  postgraduate: 'jobs.qualifications.postgraduate',
} as const satisfies Record<Qualification, ParseKeys>;

export const applicationStatusLabels = {
  applied: 'jobs.status.applied',
  viewed: 'jobs.status.viewed',
  shortlisted: 'jobs.status.shortlisted',
  interview: 'jobs.status.interview',
  selected: 'jobs.status.selected',
  rejected: 'jobs.status.rejected',
  withdrawn: 'jobs.status.withdrawn',
} as const satisfies Record<ApplicationStatus, ParseKeys>;

export const openingStatusLabels = {
  submitted: 'jobs.employer.status.submitted',
  live: 'jobs.employer.status.live',
  rejected: 'jobs.employer.status.rejected',
  closed: 'jobs.employer.status.closed',
} as const satisfies Record<OpeningStatus, ParseKeys>;

export const matchPartLabels = {
  city: 'jobs.recommendations.parts.city',
  qualification: 'jobs.recommendations.parts.qualification',
  experience: 'jobs.recommendations.parts.experience',
  skills: 'jobs.recommendations.parts.skills',
} as const satisfies Record<MatchPartKey, ParseKeys>;

export const matchOutcomeLabels = {
  met: 'jobs.recommendations.outcome.met',
  partly: 'jobs.recommendations.outcome.partly',
  unmet: 'jobs.recommendations.outcome.unmet',
  unknown: 'jobs.recommendations.outcome.unknown',
} as const satisfies Record<MatchOutcome, ParseKeys>;

export const completionPartLabels = {
  mobile: 'jobs.profile.parts.mobile',
  qualification: 'jobs.profile.parts.qualification',
  experienceYears: 'jobs.profile.parts.experienceYears',
  skills: 'jobs.profile.parts.skills',
  preferredCities: 'jobs.profile.parts.preferredCities',
  expectedMonthlySalary: 'jobs.profile.parts.expectedMonthlySalary',
  languages: 'jobs.profile.parts.languages',
  resume: 'jobs.profile.parts.resume',
  idProof: 'jobs.profile.parts.idProof',
  signedPolicy: 'jobs.profile.parts.signedPolicy',
} as const satisfies Record<ProfileCompletionPart, ParseKeys>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (yyyy-MM-dd or ISO 8601) as the chosen language writes it, in India's time zone. */
export function formatJobDate(value: string, language: string, withTime = false): string {
  const key = `${language}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    // English as written in India: 31 Dec 2026.
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
      ...(withTime && { hour: 'numeric', minute: '2-digit' }),
    });
    dateFormats.set(key, format);
  }
  // A calendar date is noon in India, so no time zone moves it to another day.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
  return format.format(date);
}
