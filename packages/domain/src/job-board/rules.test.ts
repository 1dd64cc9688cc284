import { expect, test } from 'vitest';
import { indiaDate } from './dates';
import {
  initialOpeningStatus,
  isOpenForApplications,
  isPastLastDate,
  lastDateProblem,
  nextOpeningStatus,
  postingRefusal,
} from './opening-status';
import {
  applicationStatuses,
  canEmployerMove,
  canWithdraw,
  nextEmployerSteps,
  stepRefusal,
} from './pipeline';
import { applicationUpdateSchema, jobListQuerySchema, openingInputSchema } from './schemas';

test('the pipeline goes one step at a time; rejection is open at every open step; final steps take none', () => {
  expect(nextEmployerSteps('applied')).toEqual(['viewed', 'rejected']);
  expect(nextEmployerSteps('viewed')).toEqual(['shortlisted', 'rejected']);
  expect(nextEmployerSteps('shortlisted')).toEqual(['interview', 'rejected']);
  expect(nextEmployerSteps('interview')).toEqual(['interview', 'selected', 'rejected']);
  for (const final of ['selected', 'rejected', 'withdrawn'] as const) {
    expect(nextEmployerSteps(final)).toEqual([]);
    expect(canWithdraw(final)).toBe(false);
  }
  expect(canEmployerMove('applied', 'selected')).toBe(false);
  expect(stepRefusal('applied', 'interview')).toBe(
    'An application that is applied cannot move to interview; the next step may be: viewed, rejected.',
  );
  expect(applicationStatuses.filter(canWithdraw)).toEqual(['applied', 'viewed', 'shortlisted', 'interview']);
});

test("openings: the company's go live at once, a supplier's are reviewed, and edits send them back", () => {
  expect(initialOpeningStatus('company')).toBe('live');
  expect(initialOpeningStatus('supplier')).toBe('submitted');
  expect(nextOpeningStatus('submitted', 'approve', 'supplier')).toBe('live');
  expect(nextOpeningStatus('live', 'approve', 'supplier')).toBeNull();
  expect(nextOpeningStatus('rejected', 'edit', 'supplier')).toBe('submitted');
  expect(nextOpeningStatus('live', 'edit', 'supplier')).toBe('submitted');
  expect(nextOpeningStatus('live', 'edit', 'company')).toBe('live');
  expect(nextOpeningStatus('closed', 'edit', 'company')).toBeNull();
  expect(nextOpeningStatus('closed', 'close', 'company')).toBeNull();
});

test('the last date is an Indian calendar date, open through its whole day', () => {
  expect(indiaDate(new Date('2026-12-05T18:29:59Z'))).toBe('2026-12-05');
  expect(indiaDate(new Date('2026-12-05T18:30:00Z'))).toBe('2026-12-06');
  expect(isPastLastDate('2026-12-05', new Date('2026-12-05T18:29:59Z'))).toBe(false);
  expect(isPastLastDate('2026-12-05', new Date('2026-12-05T18:30:00Z'))).toBe(true);
  expect(isOpenForApplications({ status: 'submitted', lastDate: '2099-01-01' }, new Date())).toBe(false);
});

test('a last date is today or later, within 90 days', () => {
  const now = new Date('2026-12-01T04:00:00Z');
  expect(lastDateProblem('2026-12-01', now)).toBeNull();
  expect(lastDateProblem('2027-03-01', now)).toBeNull();
  expect(lastDateProblem('2026-11-30', now)).toMatch(/past/);
  expect(lastDateProblem('2027-03-02', now)).toBe(
    'The last date to apply must be within 90 days (2027-03-01 at the latest).',
  );
});

test('a supplier posts while approved with a running membership', () => {
  const at = new Date('2026-12-01T00:00:00Z');
  const running = new Date('2027-01-01T00:00:00Z');
  expect(postingRefusal({ status: 'approved', validUntil: running }, at)).toBeNull();
  expect(postingRefusal({ status: 'pending', validUntil: null }, at)).toMatch(/approved by an admin/);
  expect(postingRefusal({ status: 'approved', validUntil: at }, at)).toMatch(/membership has ended/);
});

test('schemas: a list of skills is trimmed and kept once; ranges and walk-ins are checked', () => {
  const base = {
    title: 'Packing Helper',
    description: 'Pack 25 kg and 50 kg sacks, label them and stack them for dispatch.',
    type: 'full-time',
    vacancies: 3,
    city: 'Surat',
    state: 'Gujarat',
    salaryMinRupees: 10000,
    salaryMaxRupees: 12000,
    experienceMinYears: 0,
    experienceMaxYears: 1,
    qualification: 'none',
    skills: [' Packing ', 'packing', '', 'Labelling'],
    lastDate: '2027-01-15',
  };
  expect(openingInputSchema.parse(base).skills).toEqual(['Packing', 'Labelling']);
  const fields = (input: object) =>
    openingInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
  expect(fields({ ...base, type: 'walk-in' })).toEqual(['walkInVenue', 'walkInTime']);
  expect(fields({ ...base, salaryMaxRupees: 9000 })).toEqual(['salaryMaxRupees']);
  expect(fields({ ...base, state: 'Ceylon' })).toEqual(['state']);
  expect(jobListQuerySchema.parse({ experience: '3', salary: '15000' })).toMatchObject({
    experience: 3,
    page: 1,
  });
  expect(applicationUpdateSchema.safeParse({ status: 'viewed', interviewPlace: 'Gate 2' }).success).toBe(
    false,
  );
});
