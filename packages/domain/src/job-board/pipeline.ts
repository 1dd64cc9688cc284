/**
 * An application's steps (hirist, PeelJobs): Applied → Viewed → Shortlisted → Interview (date and place)
 * → Selected or Rejected. The employer moves it one step at a time and may reject at any open step; the
 * seeker may withdraw while it is open. Selected, rejected and withdrawn are final.
 */
export const applicationStatuses = [
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'selected',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The steps an employer may set. */
export const employerApplicationSteps = [
  'viewed',
  'shortlisted',
  'interview',
  'selected',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type EmployerApplicationStep = (typeof employerApplicationSteps)[number];

const employerNext: Readonly<Record<ApplicationStatus, readonly EmployerApplicationStep[]>> = {
  applied: ['viewed', 'rejected'],
  viewed: ['shortlisted', 'rejected'],
  shortlisted: ['interview', 'rejected'],
  // A second interview step moves the date or place; it is a step of its own on the timeline.
  interview: ['interview', 'selected', 'rejected'],
  selected: [],
  rejected: [],
  withdrawn: [],
};

/** The steps the employer may take next from `status` (empty once the application is final). */
export function nextEmployerSteps(status: ApplicationStatus): readonly EmployerApplicationStep[] {
  return employerNext[status];
}

export function canEmployerMove(from: ApplicationStatus, to: EmployerApplicationStep): boolean {
  return employerNext[from].includes(to);
}

/** The seeker may withdraw an application that is still open. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return employerNext[status].length > 0;
}

/** The 409 message of a step out of order: names the steps that are allowed. */
export function stepRefusal(from: ApplicationStatus, to: ApplicationStatus): string {
  const allowed = employerNext[from];
  return allowed.length === 0
    ? `This application is ${from}: it takes no more steps.`
    : `An application that is ${from} cannot move to ${to}; the next step may be: ${allowed.join(', ')}.`;
}
