import {
  ALERT_MAX_OPENINGS,
  ALERT_MIN_SCORE,
  ALERT_WINDOW_DAYS,
  indiaDate,
  matchScore,
} from '@bulk/domain/job-board';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import { enqueueJob, hasPendingJob } from '#src/modules/jobs/jobs.repo';
import { enqueueMail } from '#src/modules/mail/outbox';
import { randomId } from '#src/modules/payments/random-id';
import { dailyAlertEmail } from './job-board-mail';
import {
  alertRecipients,
  alreadyAlerted,
  recordAlerted,
  unsubscribeByToken,
  updateJobseeker,
} from './jobseekers.repo';
import { matchSeekerOf, MATCH_CANDIDATES } from './jobseekers.service';
import { openOpeningsNotAppliedBy } from './openings.repo';
import type { MailSettings } from './openings.service';

export const DAILY_ALERT_JOB = 'job-board.daily-alert';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 08:00 in India (02:30 UTC): the alert arrives with the morning. */
const ALERT_HOUR_UTC_MINUTES = 2 * 60 + 30;

/** The first 08:00 India time strictly after `now`. */
export function nextAlertRun(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = new Date(midnight + ALERT_HOUR_UTC_MINUTES * 60 * 1000);
  return today.getTime() > now.getTime() ? today : new Date(today.getTime() + DAY_MS);
}

/**
 * Queues the daily alert once when none is waiting (at start-up). Two instances starting together may
 * both queue it; the deliveries record keeps either run from naming an opening twice.
 */
export async function scheduleDailyAlert(db: Database, now: Date): Promise<void> {
  if (await hasPendingJob(db, DAILY_ALERT_JOB)) return;
  await enqueueJob(db, { kind: DAILY_ALERT_JOB, payload: {}, runAt: nextAlertRun(now) });
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The daily alert: each verified seeker who takes it is mailed the openings that went live in the last
 * `ALERT_WINDOW_DAYS` days, are still open, not applied to, match at least `ALERT_MIN_SCORE` and were never
 * named to them before (recorded in `job_alert_deliveries` with the mail, in one transaction). No mail
 * when there is nothing new. Queues the next day's run.
 */
export async function sendDailyAlerts(tx: Database, now: Date, mail: MailSettings, companyName: string) {
  const since = new Date(now.getTime() - ALERT_WINDOW_DAYS * DAY_MS);
  const today = indiaDate(now);
  for (const { user, profile } of await alertRecipients(tx)) {
    const seeker = matchSeekerOf(profile);
    const candidates = await openOpeningsNotAppliedBy(tx, user.id, today, {
      publishedSince: since,
      limit: MATCH_CANDIDATES,
    });
    const sent = await alreadyAlerted(
      tx,
      user.id,
      candidates.map((row) => row.opening.id),
    );
    const picked = candidates
      .filter((row) => !sent.has(row.opening.id))
      .map((row) => ({ row, score: matchScore(seeker, row.opening).score }))
      .filter(({ score }) => score >= ALERT_MIN_SCORE)
      .sort((a, b) => b.score - a.score)
      .slice(0, ALERT_MAX_OPENINGS);
    if (picked.length === 0) continue;
    let token = profile.alertToken;
    if (!token) {
      token = randomId('alert', 32);
      await updateJobseeker(tx, user.id, { alertToken: token });
    }
    const openings = picked.map(({ row, score }) => ({
      id: row.opening.id,
      title: row.opening.title,
      employer: row.supplier?.businessName ?? companyName,
      city: row.opening.city,
      score,
    }));
    await enqueueMail(tx, dailyAlertEmail(user, openings, unsubscribeUrl(mail.publicUrl, token), mail), {
      smtp: mail.smtp,
    });
    await recordAlerted(
      tx,
      user.id,
      openings.map((opening) => opening.id),
      now,
    );
  }
  await enqueueJob(tx, { kind: DAILY_ALERT_JOB, payload: {}, runAt: nextAlertRun(now) });
}

/** One click from the alert's link: no more alerts (the profile can turn them on again). */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  if (!(await unsubscribeByToken(db, token))) {
    throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid.');
  }
}
