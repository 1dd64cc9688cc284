/**
 * The job board's fixed lists (issue 19, docs/decisions/020-job-board.md). Values are stable keys; the web
 * translates them.
 */

/** Highest qualification, lowest first: an opening asks for a minimum, a seeker meets it at or above it. */
export const qualifications = [
  'none',
  'below10th',
  '10th',
  '12th',
  'iti',
  'diploma',
  'graduate',
  'postgraduate',
] as const;
export type Qualification = (typeof qualifications)[number];

export const qualificationLabels: Readonly<Record<Qualification, string>> = {
  none: 'No formal qualification',
  below10th: 'Below 10th',
  '10th': '10th pass',
  '12th': '12th pass',
  iti: 'ITI',
  diploma: 'Diploma',
  graduate: 'Graduate',
  postgraduate: 'Post-graduate',
};

/** True when `held` is at least `required` on the list's order. */
export function meetsQualification(held: Qualification, required: Qualification): boolean {
  return qualifications.indexOf(held) >= qualifications.indexOf(required);
}

export const jobTypes = ['full-time', 'part-time', 'contract', 'internship', 'walk-in'] as const;
export type JobType = (typeof jobTypes)[number];

export const jobTypeLabels: Readonly<Record<JobType, string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  'walk-in': 'Walk-in',
};

/** `GET /api/jobs` answers this many openings a page. */
export const JOBS_PAGE_SIZE = 20;
export const MAX_SKILLS = 20;
export const MAX_SKILL_LENGTH = 40;
export const MAX_PREFERRED_CITIES = 10;
export const MAX_LANGUAGES = 10;
export const MAX_EXPERIENCE_YEARS = 50;
/** The widest monthly salary the board takes, in rupees (₹10 lakh a month). */
export const MAX_MONTHLY_SALARY_RUPEES = 1_000_000;
export const MAX_VACANCIES = 1000;
export const APPLICATION_NOTE_MAX = 500;
export const PRIVATE_NOTE_MAX = 2000;

/** The daily alert names openings that went live at most this many days before it (Naukri: 2–3). */
export const ALERT_WINDOW_DAYS = 3;
/** A match scoring at least this (of 100) goes into the daily alert. */
export const ALERT_MIN_SCORE = 50;
/** At most this many openings in one alert. */
export const ALERT_MAX_OPENINGS = 10;
