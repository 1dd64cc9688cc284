import type { ApplicationStatus, TimelineEntry } from '@bulk/domain/job-board';
import { useTranslation } from 'react-i18next';
import { applicationStatusLabels, formatJobDate } from '../labels';

/** The road an application takes when all goes well; a rejection or withdrawal ends it where it stands. */
const expectedSteps: readonly ApplicationStatus[] = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'selected',
];

const stateLabels = {
  done: 'jobs.applications.stepDone',
  current: 'jobs.applications.stepCurrent',
  pending: 'jobs.applications.stepPending',
} as const;

type Step = { status: ApplicationStatus; entry: TimelineEntry | null };

/**
 * The steps to show: every step taken (an interview moved is a step of its own), then the ones still ahead
 * while the application is open.
 */
export function timelineSteps(timeline: readonly TimelineEntry[], status: ApplicationStatus): Step[] {
  const taken: Step[] = timeline.map((entry) => ({ status: entry.status, entry }));
  const final = status === 'selected' || status === 'rejected' || status === 'withdrawn';
  if (final) return taken;
  const reached = new Set(timeline.map((entry) => entry.status));
  const ahead = expectedSteps.filter((step) => !reached.has(step));
  return [...taken, ...ahead.map((step) => ({ status: step, entry: null }))];
}

/** An application's timeline: Applied, Viewed, Shortlisted, Interview (date and place), Selected or Rejected. */
export function ApplicationTimeline({
  timeline,
  status,
  label,
}: {
  timeline: readonly TimelineEntry[];
  status: ApplicationStatus;
  /** What the list is, for screen readers ('Progress of your application for …'). */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const steps = timelineSteps(timeline, status);
  const lastTaken = timeline.length - 1;
  return (
    <ol aria-label={label} className="mt-3 space-y-2 border-s-2 border-stone-200 ps-4">
      {steps.map((step, index) => {
        const state = step.entry === null ? 'pending' : index === lastTaken ? 'current' : 'done';
        const negative = step.status === 'rejected' || step.status === 'withdrawn';
        return (
          <li
            key={`${step.status}-${index}`}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`relative ${state === 'pending' ? 'text-stone-500' : 'text-ink'}`}
          >
            <span
              aria-hidden="true"
              className={`absolute -start-[1.4rem] top-1.5 size-3 rounded-full ${
                state === 'pending' ? 'bg-stone-300' : negative ? 'bg-red-700' : 'bg-leaf-700'
              }`}
            />
            <span className="font-semibold">{t(applicationStatusLabels[step.status])}</span>
            <span className="sr-only"> ({t(stateLabels[state])})</span>
            {step.entry ? (
              <span className="text-sm text-stone-700"> · {formatJobDate(step.entry.at, i18n.language)}</span>
            ) : null}
            {step.entry?.interviewAt ? (
              <p className="text-sm text-stone-800">
                {t('jobs.applications.interviewAt', {
                  date: formatJobDate(step.entry.interviewAt, i18n.language, true),
                  place: step.entry.interviewPlace ?? '',
                })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
