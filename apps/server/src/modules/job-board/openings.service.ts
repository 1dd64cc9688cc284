import { ADMIN_PAGE_SIZE } from '@bulk/domain/admin';
import {
  indiaDate,
  initialOpeningStatus,
  isOpenForApplications,
  JOBS_PAGE_SIZE,
  lastDateProblem,
  nextOpeningStatus,
  postingRefusal,
  type AdminJob,
  type EmployerJob,
  type EmployerKind,
  type JobDetail,
  type JobList,
  type JobListQuery,
  type JobSummary,
  type OpeningEvent,
  type OpeningInput,
  type OpeningStatus,
} from '@bulk/domain/job-board';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { findSupplierStanding } from '#src/modules/listings/listings.repo';
import { enqueueMail } from '#src/modules/mail/outbox';
import type { AuthenticatedUser } from '#src/modules/auth/sessions';
import { openingDecisionEmail } from './job-board-mail';
import {
  applicantCounts,
  countOpenOpenings,
  findOpening,
  insertOpening,
  listAdminOpenings,
  listBoard,
  listEmployerOpenings,
  lockOpening,
  updateOpening,
  type OpeningWithEmployer,
  type StoredOpening,
} from './openings.repo';

export interface MailSettings {
  smtp: boolean;
  storeName: string;
  publicUrl: string;
}

export const NO_SUCH_OPENING = 'There is no such opening.';

/** Who acts as an employer: an admin for the company, or a supplier for itself. */
export type EmployerUser = Pick<AuthenticatedUser, 'id' | 'role'>;

/** The opening's `employer_id` of an employer: null for the company (any admin). */
export const employerIdOf = (user: EmployerUser): number | null => (user.role === 'admin' ? null : user.id);

const kindOf = (opening: StoredOpening): EmployerKind =>
  opening.employerId === null ? 'company' : 'supplier';

/** True when `user` is the employer of `opening` (any admin is the company). */
export const employsFor = (user: EmployerUser, opening: Pick<StoredOpening, 'employerId'>) =>
  opening.employerId === employerIdOf(user);

/** An opening as the board shows it at `now`. */
export function jobSummary(
  { opening, supplier }: OpeningWithEmployer,
  now: Date,
  companyName: string,
): JobSummary {
  return {
    id: opening.id,
    title: opening.title,
    employer: supplier
      ? { kind: 'supplier', name: supplier.businessName, slug: supplier.slug, verified: true }
      : { kind: 'company', name: companyName, slug: null, verified: false },
    type: opening.type,
    vacancies: opening.vacancies,
    city: opening.city,
    state: opening.state,
    salaryMinRupees: opening.salaryMinRupees,
    salaryMaxRupees: opening.salaryMaxRupees,
    experienceMinYears: opening.experienceMinYears,
    experienceMaxYears: opening.experienceMaxYears,
    qualification: opening.qualification,
    skills: opening.skills,
    lastDate: opening.lastDate,
    walkInVenue: opening.walkInVenue,
    walkInTime: opening.walkInTime,
    postedAt: opening.publishedAt?.toISOString() ?? null,
    open: isOpenForApplications(opening, now),
  };
}

function jobDetail(row: OpeningWithEmployer, now: Date, companyName: string): JobDetail {
  return { ...jobSummary(row, now, companyName), description: row.opening.description };
}

function employerJob(
  row: OpeningWithEmployer,
  applicantCount: number,
  now: Date,
  companyName: string,
): EmployerJob {
  return {
    ...jobDetail(row, now, companyName),
    status: row.opening.status,
    rejectionReason: row.opening.status === 'rejected' ? row.opening.rejectionReason : null,
    applicantCount,
    createdAt: row.opening.createdAt.toISOString(),
  };
}

/** `GET /api/jobs`: one page of the open openings. */
export async function boardPage(
  db: Database,
  query: JobListQuery,
  now: Date,
  companyName: string,
): Promise<JobList> {
  const { rows, total } = await listBoard(db, query, indiaDate(now), JOBS_PAGE_SIZE);
  return {
    jobs: rows.map((row) => jobSummary(row, now, companyName)),
    total,
    page: query.page,
    pageSize: JOBS_PAGE_SIZE,
    totalPages: Math.ceil(total / JOBS_PAGE_SIZE),
  };
}

/**
 * `GET /api/jobs/:id`: a live or closed opening (a closed one says so); one under review or rejected is
 * not public, so it answers 404 like a missing one.
 */
export async function publicJob(
  db: Database,
  id: number,
  now: Date,
  companyName: string,
): Promise<JobDetail> {
  const row = await findOpening(db, id);
  if (!row || (row.opening.status !== 'live' && row.opening.status !== 'closed'))
    throw notFound(NO_SUCH_OPENING);
  return jobDetail(row, now, companyName);
}

export async function liveJobCount(db: Database, now: Date): Promise<number> {
  return countOpenOpenings(db, indiaDate(now));
}

/** A supplier may post and edit openings while approved with a running membership (as for listings). */
async function requireEmployer(db: Database, user: EmployerUser, at: Date): Promise<void> {
  if (user.role === 'admin') return;
  const standing = await findSupplierStanding(db, user.id);
  const refusal = standing ? postingRefusal(standing, at) : 'There is no such supplier.';
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}

const openingValues = (input: OpeningInput) => ({
  title: input.title,
  description: input.description,
  type: input.type,
  vacancies: input.vacancies,
  city: input.city,
  state: input.state,
  salaryMinRupees: input.salaryMinRupees,
  salaryMaxRupees: input.salaryMaxRupees,
  experienceMinYears: input.experienceMinYears,
  experienceMaxYears: input.experienceMaxYears,
  qualification: input.qualification,
  skills: input.skills,
  lastDate: input.lastDate,
  walkInVenue: input.walkInVenue ?? null,
  walkInTime: input.walkInTime ?? null,
});

function refuseBadLastDate(input: OpeningInput, now: Date) {
  const message = lastDateProblem(input.lastDate, now);
  if (message) throw new AppError('VALIDATION_FAILED', message, [{ field: 'lastDate', message }]);
}

/** The opening of an employer's own, or a 404 exactly like a missing one. */
async function ownOpening(db: Database, user: EmployerUser, id: number): Promise<OpeningWithEmployer> {
  const row = await findOpening(db, id);
  if (!row || !employsFor(user, row.opening)) throw notFound(NO_SUCH_OPENING);
  return row;
}

/** An opening as its employer sees it, with its applicant count. */
export async function employerJobOf(
  db: Database,
  id: number,
  now: Date,
  companyName: string,
): Promise<EmployerJob> {
  const row = (await findOpening(db, id))!;
  const counts = await applicantCounts(db, [id]);
  return employerJob(row, counts.get(id) ?? 0, now, companyName);
}

/** `GET /api/employer/jobs`. */
export async function employerJobs(
  db: Database,
  user: EmployerUser,
  now: Date,
  companyName: string,
): Promise<EmployerJob[]> {
  const rows = await listEmployerOpenings(db, employerIdOf(user));
  return rows.map((row) => employerJob(row, row.applicantCount, now, companyName));
}

/** `POST /api/employer/jobs`: the company's goes live at once, a supplier's waits for an admin. */
export async function postOpening(
  db: Database,
  user: EmployerUser,
  input: OpeningInput,
  now: Date,
  companyName: string,
): Promise<EmployerJob> {
  await requireEmployer(db, user, now);
  refuseBadLastDate(input, now);
  const employerId = employerIdOf(user);
  const status = initialOpeningStatus(employerId === null ? 'company' : 'supplier');
  const id = await db.transaction(async (tx) => {
    const opening = await insertOpening(tx, {
      ...openingValues(input),
      employerId,
      postedBy: user.id,
      status,
      publishedAt: status === 'live' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    if (user.role === 'admin') {
      await recordAudit(tx, {
        adminId: user.id,
        action: 'job.post',
        target: `job:${opening.id}`,
        details: { title: opening.title },
        at: now,
      });
    }
    return opening.id;
  });
  return employerJobOf(db, id, now, companyName);
}

function transition(opening: StoredOpening, event: OpeningEvent): OpeningStatus {
  const next = nextOpeningStatus(opening.status, event, kindOf(opening));
  if (!next) throw new AppError('CONFLICT', `A ${opening.status} opening cannot be ${pastTense[event]}.`);
  return next;
}

const pastTense: Record<OpeningEvent, string> = {
  approve: 'approved',
  reject: 'rejected',
  edit: 'edited',
  close: 'closed',
};

/** `PATCH /api/employer/jobs/:id`: a supplier's change goes back to review; the company's stays live. */
export async function editOpening(
  db: Database,
  user: EmployerUser,
  id: number,
  input: OpeningInput,
  now: Date,
  companyName: string,
): Promise<EmployerJob> {
  await ownOpening(db, user, id);
  await requireEmployer(db, user, now);
  refuseBadLastDate(input, now);
  await db.transaction(async (tx) => {
    const opening = (await lockOpening(tx, id))!;
    const status = transition(opening, 'edit');
    await updateOpening(tx, id, {
      ...openingValues(input),
      status,
      rejectionReason: null,
      publishedAt: status === 'live' ? (opening.publishedAt ?? now) : null,
      updatedAt: now,
    });
  });
  return employerJobOf(db, id, now, companyName);
}

/** `POST /api/employer/jobs/:id/close`: no more applications; the applicants stay readable. */
export async function closeOpening(
  db: Database,
  user: EmployerUser,
  id: number,
  now: Date,
  companyName: string,
): Promise<EmployerJob> {
  await ownOpening(db, user, id);
  await db.transaction(async (tx) => {
    const opening = (await lockOpening(tx, id))!;
    await updateOpening(tx, id, { status: transition(opening, 'close'), updatedAt: now });
  });
  return employerJobOf(db, id, now, companyName);
}

/** An opening the employer reads applicants of: its own; an admin may read any (oversight). */
export async function openingForApplicants(db: Database, user: EmployerUser, id: number) {
  const row = await findOpening(db, id);
  if (!row || (user.role !== 'admin' && !employsFor(user, row.opening))) throw notFound(NO_SUCH_OPENING);
  return row;
}

/** `GET /api/admin/jobs?status=&page=`. */
export async function adminJobs(
  db: Database,
  status: OpeningStatus | undefined,
  page: number,
  now: Date,
  companyName: string,
): Promise<{ jobs: AdminJob[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await listAdminOpenings(db, status, page, ADMIN_PAGE_SIZE);
  const counts = await applicantCounts(
    db,
    rows.map((row) => row.opening.id),
  );
  return {
    jobs: rows.map((row) => ({
      ...employerJob(row, counts.get(row.opening.id) ?? 0, now, companyName),
      postedBy: row.poster ? { userId: row.poster.id, name: row.poster.name, email: row.poster.email } : null,
    })),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/**
 * An admin approves (live, 'Verified employer') or rejects (with the reason) a submitted supplier opening;
 * the supplier is mailed and the decision audited, all in one transaction. Approving needs the supplier
 * still approved with a running membership.
 */
export async function decideOpening(
  db: Database,
  mail: MailSettings,
  adminId: number,
  id: number,
  decision: { approved: true } | { approved: false; reason: string },
  now: Date,
  companyName: string,
): Promise<AdminJob> {
  await db.transaction(async (tx) => {
    const opening = await lockOpening(tx, id);
    if (!opening) throw notFound(NO_SUCH_OPENING);
    const status = transition(opening, decision.approved ? 'approve' : 'reject');
    const supplier =
      opening.employerId === null ? undefined : await findSupplierStanding(tx, opening.employerId);
    if (decision.approved && supplier) {
      const refusal = postingRefusal(supplier, now);
      if (refusal) throw new AppError('CONFLICT', `This supplier may not post openings now: ${refusal}`);
    }
    await updateOpening(tx, id, {
      status,
      rejectionReason: decision.approved ? null : decision.reason,
      decidedAt: now,
      decidedBy: adminId,
      publishedAt: decision.approved ? now : opening.publishedAt,
      updatedAt: now,
    });
    await recordAudit(tx, {
      adminId,
      action: decision.approved ? 'job.approve' : 'job.reject',
      target: `job:${id}`,
      details: { from: opening.status, to: status, ...(!decision.approved && { reason: decision.reason }) },
      at: now,
    });
    if (supplier) {
      await enqueueMail(tx, openingDecisionEmail(supplier, opening, decision, mail), { smtp: mail.smtp });
    }
  });
  return adminJob(db, id, now, companyName);
}

async function adminJob(db: Database, id: number, now: Date, companyName: string): Promise<AdminJob> {
  const row = (await findOpening(db, id))!;
  const counts = await applicantCounts(db, [id]);
  const employerId = row.opening.employerId;
  const poster = employerId === null ? undefined : await findSupplierStanding(db, employerId);
  return {
    ...employerJob(row, counts.get(id) ?? 0, now, companyName),
    postedBy:
      poster && employerId !== null ? { userId: employerId, name: poster.name, email: poster.email } : null,
  };
}
