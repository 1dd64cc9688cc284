import type { ApplicationStatus } from '@bulk/domain/job-board';
import type { MailMessage } from '#src/modules/mail/outbox';

interface MailContext {
  storeName: string;
  publicUrl: string;
}

const footer = (storeName: string) => ['', storeName];

/** The admin's verification of a job seeker: verified (may apply now) or not, with the reason. */
export function verificationEmail(
  seeker: { name: string; email: string },
  decision: { verified: true } | { verified: false; reason: string },
  { storeName, publicUrl }: MailContext,
): MailMessage {
  if (decision.verified) {
    return {
      to: seeker.email,
      subject: `${storeName}: your job seeker profile is verified`,
      kind: 'jobseeker_verified',
      text: [
        `Dear ${seeker.name},`,
        '',
        'An admin has checked your resume, ID proof and signed policy: your profile is verified.',
        `You can now apply to openings: ${publicUrl}/jobs`,
        '',
        'We never ask for money to get you a job; applying is free.',
        ...footer(storeName),
      ].join('\n'),
    };
  }
  return {
    to: seeker.email,
    subject: `${storeName}: your job seeker profile could not be verified`,
    kind: 'jobseeker_rejected',
    text: [
      `Dear ${seeker.name},`,
      '',
      'An admin could not verify your job seeker profile.',
      `Reason: ${decision.reason}`,
      '',
      `Please correct it in your profile (${publicUrl}/dashboard/profile) or write to us from ${publicUrl}/dashboard/support.`,
      ...footer(storeName),
    ].join('\n'),
  };
}

/** The admin's decision on a supplier's opening. */
export function openingDecisionEmail(
  supplier: { name: string; email: string },
  opening: { id: number; title: string },
  decision: { approved: true } | { approved: false; reason: string },
  { storeName, publicUrl }: MailContext,
): MailMessage {
  return {
    to: supplier.email,
    subject: `${storeName}: job opening ${decision.approved ? 'approved' : 'not approved'}: ${opening.title}`,
    kind: decision.approved ? 'job_opening_approved' : 'job_opening_rejected',
    text: [
      `Dear ${supplier.name},`,
      '',
      decision.approved
        ? `Your opening "${opening.title}" is live on the job board: ${publicUrl}/jobs/${opening.id}`
        : `Your opening "${opening.title}" was not approved.`,
      ...(decision.approved
        ? []
        : [`Reason: ${decision.reason}`, '', 'You can correct it and submit it again.']),
      '',
      `Your openings: ${publicUrl}/dashboard/jobs`,
      ...footer(storeName),
    ].join('\n'),
  };
}

const stepSentences: Record<ApplicationStatus, string> = {
  applied: 'Your application has been sent to the employer with your resume.',
  viewed: 'The employer has viewed your application.',
  shortlisted: 'Good news: the employer has shortlisted you.',
  interview: 'The employer invites you to an interview.',
  selected: 'Congratulations: the employer has selected you.',
  rejected: 'The employer has decided not to go ahead with your application this time.',
  withdrawn: 'You have withdrawn your application.',
};

const interviewTime = (at: Date) =>
  at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'full', timeStyle: 'short' });

/** One step of an application, told to the seeker. */
export function applicationStepEmail(
  seeker: { name: string; email: string },
  opening: { title: string },
  step: { status: ApplicationStatus; interviewAt: Date | null; interviewPlace: string | null },
  { storeName, publicUrl }: MailContext,
): MailMessage {
  return {
    to: seeker.email,
    subject: `${storeName}: ${opening.title}: ${step.status}`,
    kind: `job_application_${step.status}`,
    text: [
      `Dear ${seeker.name},`,
      '',
      `${opening.title}: ${stepSentences[step.status]}`,
      ...(step.status === 'interview' && step.interviewAt
        ? [`When: ${interviewTime(step.interviewAt)} (India time)`, `Where: ${step.interviewPlace ?? ''}`]
        : []),
      '',
      `Your applications and their steps: ${publicUrl}/dashboard/applications`,
      ...footer(storeName),
    ].join('\n'),
  };
}

/** The daily alert: new openings that match the seeker, each with its score, and the one-click unsubscribe. */
export function dailyAlertEmail(
  seeker: { name: string; email: string },
  openings: { id: number; title: string; employer: string; city: string; score: number }[],
  unsubscribeUrl: string,
  { storeName, publicUrl }: MailContext,
): MailMessage {
  return {
    to: seeker.email,
    subject: `${storeName}: ${openings.length} new job opening${openings.length === 1 ? '' : 's'} for you`,
    kind: 'job_alert',
    text: [
      `Dear ${seeker.name},`,
      '',
      'New openings that match your profile:',
      '',
      ...openings.flatMap((opening) => [
        `- ${opening.title}, ${opening.employer}, ${opening.city} (match ${opening.score}%)`,
        `  ${publicUrl}/jobs/${opening.id}`,
      ]),
      '',
      `All your recommendations: ${publicUrl}/dashboard/recommendations`,
      `Stop these emails with one click: ${unsubscribeUrl}`,
      ...footer(storeName),
    ].join('\n'),
  };
}
