import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { memberDocuments } from './memberships';

/**
 * An opening on the job board (docs/decisions/020-job-board.md): the company's (`employerId` null, posted
 * by an admin, live at once) or an approved supplier's (reviewed by an admin first). Closed by its
 * employer (`closed`) or, at query time, once `lastDate` (an Indian calendar date) is over.
 */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The supplier that employs; null for the company. */
    employerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The admin or supplier who posted it. */
    postedBy: integer()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    description: text().notNull(),
    type: text({ enum: ['full-time', 'part-time', 'contract', 'internship', 'walk-in'] }).notNull(),
    vacancies: integer().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    salaryMinRupees: integer().notNull(),
    salaryMaxRupees: integer().notNull(),
    experienceMinYears: integer().notNull(),
    experienceMaxYears: integer().notNull(),
    qualification: text({
      enum: ['none', 'below10th', '10th', '12th', 'iti', 'diploma', 'graduate', 'postgraduate'],
    }).notNull(),
    skills: jsonb().$type<string[]>().notNull(),
    lastDate: date({ mode: 'string' }).notNull(),
    walkInVenue: text(),
    walkInTime: text(),
    status: text({ enum: ['submitted', 'live', 'rejected', 'closed'] }).notNull(),
    rejectionReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id),
    /** When it (last) went live: the daily alert names openings by it. */
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('job_openings_board_idx').on(table.status, table.lastDate),
    index('job_openings_employer_idx').on(table.employerId),
    check('job_openings_salary_check', sql`${table.salaryMinRupees} <= ${table.salaryMaxRupees}`),
    check('job_openings_experience_check', sql`${table.experienceMinYears} <= ${table.experienceMaxYears}`),
    check('job_openings_vacancies_check', sql`${table.vacancies} >= 1`),
  ],
);

/** A seeker's application to an opening: one per opening and seeker; its steps are in `job_application_steps`. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    openingId: integer()
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    seekerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({
      enum: ['applied', 'viewed', 'shortlisted', 'interview', 'selected', 'rejected', 'withdrawn'],
    }).notNull(),
    /** The seeker's note to the employer. */
    note: text(),
    /** The employer's own note, never shown to the seeker. */
    privateNote: text(),
    /** The resume as it was when the seeker applied: a later replacement does not change what was sent. */
    resumeDocumentId: text().references(() => memberDocuments.id),
    appliedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('job_applications_opening_seeker_unique').on(table.openingId, table.seekerId),
    index('job_applications_seeker_idx').on(table.seekerId),
  ],
);

/** Each step of an application, in order: the seeker's timeline. Rows are only ever added. */
export const jobApplicationSteps = pgTable(
  'job_application_steps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer()
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: text({
      enum: ['applied', 'viewed', 'shortlisted', 'interview', 'selected', 'rejected', 'withdrawn'],
    }).notNull(),
    interviewAt: timestamp({ withTimezone: true }),
    interviewPlace: text(),
    /** Who took the step: the seeker, the employer's user or an admin. */
    actorId: integer().references(() => users.id),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('job_application_steps_application_idx').on(table.applicationId)],
);

/** Which openings the daily alert has named to which seeker: never the same one twice. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openingId: integer()
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.openingId] })],
);
