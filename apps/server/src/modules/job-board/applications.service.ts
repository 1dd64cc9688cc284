import {
  canEmployerMove,
  canWithdraw,
  isOpenForApplications,
  matchScore,
  nextEmployerSteps,
  OPENING_CLOSED_MESSAGE,
  stepRefusal,
  type ApplicantList,
  type ApplicationStatus,
  type ApplicationUpdate,
  type SeekerApplication,
  type TimelineEntry,
} from '@bulk/domain/job-board';
import type { Database } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import type { AuthenticatedUser } from '#src/modules/auth/sessions';
import { enqueueMail } from '#src/modules/mail/outbox';
import type { UploadStore } from '#src/modules/uploads/upload-store';
import {
  applicantsOf,
  applicationsOfSeeker,
  findApplicationOf,
  findApplicationResume,
  insertApplication,
  insertStep,
  lockApplication,
  stepsOf,
  updateApplication,
  type StoredStep,
} from './applications.repo';
import { applicationStepEmail } from './job-board-mail';
import { findJobseeker, seekerDocuments } from './jobseekers.repo';
import { applyRefusal, matchSeekerOf } from './jobseekers.service';
import { lockOpening } from './openings.repo';
import {
  employerJobOf,
  employsFor,
  jobSummary,
  NO_SUCH_OPENING,
  openingForApplicants,
  type EmployerUser,
  type MailSettings,
} from './openings.service';

const NO_SUCH_APPLICATION = 'There is no such application.';
const ALREADY_APPLIED = 'You have already applied to this opening.';

export const resumeUrl = (applicationId: number) => `/api/job-applications/${applicationId}/resume`;

function timelineOf(steps: StoredStep[] | undefined): TimelineEntry[] {
  return (steps ?? []).map((step) => ({
    status: step.status,
    at: step.at.toISOString(),
    interviewAt: step.interviewAt?.toISOString() ?? null,
    interviewPlace: step.interviewPlace,
  }));
}

/** The seeker's applications, newest first, each with its timeline. */
export async function seekerApplications(
  db: Database,
  seekerId: number,
  now: Date,
  companyName: string,
): Promise<SeekerApplication[]> {
  const rows = await applicationsOfSeeker(db, seekerId);
  const steps = await stepsOf(
    db,
    rows.map((row) => row.application.id),
  );
  return rows.map(({ application, opening, supplier }) => ({
    id: application.id,
    job: jobSummary({ opening, supplier }, now, companyName),
    status: application.status,
    note: application.note,
    appliedAt: application.appliedAt.toISOString(),
    timeline: timelineOf(steps.get(application.id)),
    canWithdraw: canWithdraw(application.status),
  }));
}

async function seekerApplication(db: Database, seekerId: number, id: number, now: Date, companyName: string) {
  const all = await seekerApplications(db, seekerId, now, companyName);
  return all.find((application) => application.id === id)!;
}

/**
 * `POST /api/jobs/:id/apply`: one tap, with the stored resume. Refused with the reason: 403 before the
 * admin's verification, 409 on a closed opening or a second application. The applied step is on the
 * timeline and mailed to the seeker, in the transaction that makes the application.
 */
export async function apply(
  db: Database,
  mail: MailSettings,
  seeker: Pick<AuthenticatedUser, 'id'>,
  openingId: number,
  note: string | undefined,
  now: Date,
  companyName: string,
): Promise<SeekerApplication> {
  const row = await findJobseeker(db, seeker.id);
  if (!row) throw notFound('There is no job seeker registration for this account.');
  const refusal = applyRefusal(row.profile);
  if (refusal) throw refusal;
  const { resume } = await seekerDocuments(db, seeker.id);
  const id = await db
    .transaction(async (tx) => {
      // The lock orders this application after a concurrent close of the opening.
      const opening = await lockOpening(tx, openingId);
      if (!opening || (opening.status !== 'live' && opening.status !== 'closed'))
        throw notFound(NO_SUCH_OPENING);
      if (await findApplicationOf(tx, openingId, seeker.id)) throw new AppError('CONFLICT', ALREADY_APPLIED);
      if (!isOpenForApplications(opening, now)) throw new AppError('CONFLICT', OPENING_CLOSED_MESSAGE);
      const application = await insertApplication(tx, {
        openingId,
        seekerId: seeker.id,
        status: 'applied',
        note: note ?? null,
        resumeDocumentId: resume?.id ?? null,
        appliedAt: now,
        updatedAt: now,
      });
      await insertStep(tx, { applicationId: application.id, status: 'applied', actorId: seeker.id, at: now });
      await enqueueMail(
        tx,
        applicationStepEmail(
          row.user,
          opening,
          { status: 'applied', interviewAt: null, interviewPlace: null },
          mail,
        ),
        { smtp: mail.smtp },
      );
      return application.id;
    })
    .catch((error: unknown) => {
      // Two taps at once: the unique key refuses the second.
      if (isUniqueViolation(error, 'job_applications_opening_seeker_unique')) {
        throw new AppError('CONFLICT', ALREADY_APPLIED);
      }
      throw error;
    });
  return seekerApplication(db, seeker.id, id, now, companyName);
}

/** `POST /api/jobseeker/applications/:id/withdraw`: the seeker's own open application; 409 once final. */
export async function withdraw(
  db: Database,
  mail: MailSettings,
  seekerId: number,
  id: number,
  now: Date,
  companyName: string,
): Promise<SeekerApplication> {
  await db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row || row.application.seekerId !== seekerId) throw notFound(NO_SUCH_APPLICATION);
    if (!canWithdraw(row.application.status)) {
      throw new AppError(
        'CONFLICT',
        `This application is ${row.application.status}: it can no longer be withdrawn.`,
      );
    }
    await updateApplication(tx, id, { status: 'withdrawn', updatedAt: now });
    await insertStep(tx, { applicationId: id, status: 'withdrawn', actorId: seekerId, at: now });
    const step = { status: 'withdrawn' as const, interviewAt: null, interviewPlace: null };
    await enqueueMail(tx, applicationStepEmail(row.seeker, row.opening, step, mail), { smtp: mail.smtp });
  });
  return seekerApplication(db, seekerId, id, now, companyName);
}

/** `GET /api/employer/jobs/:id/applicants`: the employer's own opening only (an admin: any). */
export async function applicants(
  db: Database,
  user: EmployerUser,
  openingId: number,
  now: Date,
  companyName: string,
): Promise<ApplicantList> {
  const { opening } = await openingForApplicants(db, user, openingId);
  const rows = await applicantsOf(db, openingId);
  const steps = await stepsOf(
    db,
    rows.map((row) => row.application.id),
  );
  return {
    job: await employerJobOf(db, openingId, now, companyName),
    applicants: rows.map(({ application, user: seeker, profile }) => ({
      applicationId: application.id,
      seeker: {
        userId: seeker.id,
        fullName: seeker.name,
        email: seeker.email,
        mobile: profile.mobile,
        qualification: profile.qualificationLevel,
        experienceYears: profile.experienceYears,
        skills: profile.skills,
        preferredCities: profile.preferredCities,
        languages: profile.languages,
      },
      status: application.status,
      note: application.note,
      privateNote: application.privateNote,
      appliedAt: application.appliedAt.toISOString(),
      timeline: timelineOf(steps.get(application.id)),
      nextSteps: [...nextEmployerSteps(application.status)],
      match: matchScore(matchSeekerOf(profile), opening),
      resumeUrl: application.resumeDocumentId ? resumeUrl(application.id) : null,
    })),
  };
}

/**
 * `PATCH /api/employer/applications/:id`: the next step (out of order: 409 naming the allowed ones) and/or
 * the private note, by the opening's employer only. A step is added to the timeline and mailed to the
 * seeker in the same transaction.
 */
export async function updateApplicationByEmployer(
  db: Database,
  mail: MailSettings,
  user: EmployerUser,
  id: number,
  update: ApplicationUpdate,
  now: Date,
  companyName: string,
): Promise<ApplicantList['applicants'][number]> {
  const openingId = await db.transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row || !employsFor(user, row.opening)) throw notFound(NO_SUCH_APPLICATION);
    const from: ApplicationStatus = row.application.status;
    if (update.status !== undefined && !canEmployerMove(from, update.status)) {
      throw new AppError('CONFLICT', stepRefusal(from, update.status));
    }
    await updateApplication(tx, id, {
      ...(update.status !== undefined && { status: update.status }),
      ...(update.privateNote !== undefined && { privateNote: update.privateNote || null }),
      updatedAt: now,
    });
    if (update.status !== undefined) {
      const step = {
        status: update.status,
        interviewAt: update.interviewAt ? new Date(update.interviewAt) : null,
        interviewPlace: update.interviewPlace ?? null,
      };
      await insertStep(tx, { applicationId: id, ...step, actorId: user.id, at: now });
      await enqueueMail(tx, applicationStepEmail(row.seeker, row.opening, step, mail), { smtp: mail.smtp });
    }
    return row.opening.id;
  });
  const list = await applicants(db, user, openingId, now, companyName);
  return list.applicants.find((applicant) => applicant.applicationId === id)!;
}

/**
 * The resume sent with an application, for its seeker, the employer of its opening and admins; anyone
 * else learns nothing (404). Every download is written to the audit log, whoever makes it.
 */
export async function applicationResume(
  db: Database,
  uploads: UploadStore,
  viewer: Pick<AuthenticatedUser, 'id' | 'role'> | undefined,
  applicationId: number,
  now: Date,
): Promise<{ fileName: string; content: Buffer }> {
  const row = await findApplicationResume(db, applicationId);
  const allowed =
    row &&
    viewer &&
    (viewer.role === 'admin' ||
      viewer.id === row.seekerId ||
      (viewer.role === 'supplier' && row.employerId === viewer.id));
  if (!row?.document || !allowed) throw notFound('There is no such resume.');
  const content = await uploads.read(row.document.storageKey);
  if (!content) throw notFound('The resume file is missing.');
  await recordAudit(db, {
    adminId: viewer.id,
    action: 'resume.download',
    target: `application:${applicationId}`,
    details: { role: viewer.role, documentId: row.document.id, seekerId: row.seekerId },
    at: now,
  });
  return { fileName: row.document.fileName, content };
}
