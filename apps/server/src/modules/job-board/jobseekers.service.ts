import {
  indiaDate,
  matchScore,
  profileCompletionOf,
  type JobseekerProfile,
  type JobseekerProfileInput,
  type MatchSeeker,
  type RecommendationList,
  type VerificationStatus,
} from '@bulk/domain/job-board';
import type { JobseekerStats } from '@bulk/domain/memberships';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { enqueueMail } from '#src/modules/mail/outbox';
import { documentUrl } from '#src/modules/memberships/members.repo';
import { randomId } from '#src/modules/payments/random-id';
import { detectUploadType, downloadName, type UploadStore } from '#src/modules/uploads/upload-store';
import { applicationTotals } from './applications.repo';
import { verificationEmail } from './job-board-mail';
import {
  findJobseeker,
  insertResume,
  lockJobseeker,
  seekerDocuments,
  updateJobseeker,
  type StoredJobseeker,
} from './jobseekers.repo';
import { openOpeningsNotAppliedBy } from './openings.repo';
import { jobSummary, type MailSettings } from './openings.service';

const NO_SUCH_JOBSEEKER = 'There is no such job seeker.';
/** How many recommendations the dashboard shows, and how many open openings are scored for them. */
const RECOMMENDATIONS = 20;
export const MATCH_CANDIDATES = 500;

/** What the match score reads of a seeker's profile. */
export function matchSeekerOf(profile: StoredJobseeker): MatchSeeker {
  return {
    qualification: profile.qualificationLevel,
    experienceYears: profile.experienceYears,
    skills: profile.skills,
    preferredCities: profile.preferredCities,
  };
}

async function requireJobseeker(db: Database, userId: number) {
  const row = await findJobseeker(db, userId);
  if (!row) throw notFound(NO_SUCH_JOBSEEKER);
  return row;
}

/** `GET /api/jobseeker/profile`. */
export async function jobseekerProfile(db: Database, userId: number): Promise<JobseekerProfile> {
  const { user, profile } = await requireJobseeker(db, userId);
  const documents = await seekerDocuments(db, userId);
  // The fields the seeker fills in, shown as they are and counted for the profile's completion.
  const filled = {
    mobile: profile.mobile,
    qualification: profile.qualificationLevel,
    experienceYears: profile.experienceYears,
    skills: profile.skills,
    preferredCities: profile.preferredCities,
    expectedMonthlySalaryRupees: profile.expectedMonthlySalaryRupees,
    languages: profile.languages,
  };
  return {
    fullName: user.name,
    email: user.email,
    ...filled,
    jobAlerts: profile.jobAlerts,
    verification: {
      status: profile.verification,
      reason: profile.verification === 'rejected' ? profile.verificationReason : null,
      decidedAt: profile.verificationDecidedAt?.toISOString() ?? null,
    },
    resume: documents.resume
      ? {
          documentId: documents.resume.id,
          fileName: documents.resume.fileName,
          uploadedAt: documents.resume.createdAt.toISOString(),
          url: documentUrl(documents.resume.id),
        }
      : null,
    completion: profileCompletionOf({ ...filled, documents: documents.kinds }),
  };
}

/** `PUT /api/jobseeker/profile`: allowed before verification too (the seeker completes it meanwhile). */
export async function updateJobseekerProfile(
  db: Database,
  userId: number,
  input: JobseekerProfileInput,
): Promise<JobseekerProfile> {
  await requireJobseeker(db, userId);
  await updateJobseeker(db, userId, {
    qualificationLevel: input.qualification,
    experienceYears: input.experienceYears,
    skills: input.skills,
    preferredCities: input.preferredCities,
    expectedMonthlySalaryRupees: input.expectedMonthlySalaryRupees,
    languages: input.languages,
    jobAlerts: input.jobAlerts,
  });
  return jobseekerProfile(db, userId);
}

/**
 * Replaces the resume: the new PDF becomes the one new applications send. The old file stays, as the
 * applications already made keep the resume they were sent with.
 */
export async function replaceResume(
  db: Database,
  uploads: UploadStore,
  userId: number,
  file: { content: Buffer; name: string },
  now: Date,
): Promise<JobseekerProfile> {
  await requireJobseeker(db, userId);
  if (detectUploadType(file.content) !== 'application/pdf') {
    const message = 'The resume must be a PDF file.';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, [{ field: 'resume', message }]);
  }
  const key = await uploads.save(file.content);
  try {
    await insertResume(db, {
      id: randomId('doc', 22),
      userId,
      kind: 'resume',
      storageKey: key,
      fileName: downloadName(file.name, 'application/pdf'),
      contentType: 'application/pdf',
      sizeBytes: file.content.length,
      createdAt: now,
    });
  } catch (error) {
    await uploads.remove(key);
    throw error;
  }
  return jobseekerProfile(db, userId);
}

/**
 * An admin verifies a job seeker (resume, ID proof, signed policy checked) or rejects with a reason; a
 * decision may be revised. The seeker is mailed, the admin's action audited, in one transaction.
 */
export async function decideJobseeker(
  db: Database,
  mail: MailSettings,
  adminId: number,
  userId: number,
  decision: { verified: true } | { verified: false; reason: string },
  now: Date,
): Promise<{ userId: number; verification: JobseekerProfile['verification'] }> {
  return db.transaction(async (tx) => {
    const row = await lockJobseeker(tx, userId);
    if (!row) throw notFound(NO_SUCH_JOBSEEKER);
    const to: VerificationStatus = decision.verified ? 'verified' : 'rejected';
    const reason = decision.verified ? null : decision.reason;
    await updateJobseeker(tx, userId, {
      verification: to,
      verificationReason: reason,
      verificationDecidedAt: now,
      verificationDecidedBy: adminId,
    });
    await recordAudit(tx, {
      adminId,
      action: decision.verified ? 'jobseeker.verify' : 'jobseeker.reject',
      target: `user:${userId}`,
      details: { from: row.profile.verification, to, ...(reason && { reason }) },
      at: now,
    });
    await enqueueMail(tx, verificationEmail(row.user, decision, mail), { smtp: mail.smtp });
    return { userId, verification: { status: to, reason, decidedAt: now.toISOString() } };
  });
}

/** Why a seeker may not apply yet (403), or nothing once verified. */
export function applyRefusal(profile: StoredJobseeker): AppError | undefined {
  if (profile.verification === 'verified') return undefined;
  if (profile.verification === 'rejected') {
    return new AppError(
      'FORBIDDEN',
      `Your profile could not be verified (${profile.verificationReason ?? 'no reason given'}), so you cannot apply yet. Please correct it or contact support.`,
    );
  }
  return new AppError(
    'FORBIDDEN',
    'Your profile is waiting for verification by an admin (within 24-48 hours of registration). You can apply once it is verified; meanwhile, complete your profile.',
  );
}

/**
 * `GET /api/jobseeker/stats`: applications made (withdrawn ones too), the Indian date of the last
 * (yyyy-MM-dd, '-' before any) and the profile's completion.
 */
export async function jobseekerStats(db: Database, userId: number): Promise<JobseekerStats> {
  const [totals, profile] = await Promise.all([applicationTotals(db, userId), jobseekerProfile(db, userId)]);
  return {
    jobsApplied: totals.total,
    lastApplication: totals.last ? indiaDate(totals.last) : '-',
    profileCompletion: profile.completion.percent,
  };
}

/**
 * `GET /api/jobseeker/recommendations`: open openings the seeker has not applied to, best match first
 * (newer first between equal scores), each with the parts of its score.
 */
export async function recommendations(
  db: Database,
  userId: number,
  now: Date,
  companyName: string,
): Promise<RecommendationList> {
  const { profile } = await requireJobseeker(db, userId);
  const seeker = matchSeekerOf(profile);
  const candidates = await openOpeningsNotAppliedBy(db, userId, indiaDate(now), { limit: MATCH_CANDIDATES });
  const scored = candidates.map((row, order) => ({ row, order, match: matchScore(seeker, row.opening) }));
  scored.sort((a, b) => b.match.score - a.match.score || a.order - b.order);
  return {
    recommendations: scored
      .slice(0, RECOMMENDATIONS)
      .map(({ row, match }) => ({ job: jobSummary(row, now, companyName), match })),
  };
}
