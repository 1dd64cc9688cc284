import type { SessionUser } from '@bulk/domain/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import {
  buildApplicant,
  buildApplication,
  buildJob,
  buildJobseekerProfile,
  timelineEntry,
} from '#src/testing/job-factory';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

type Call = { url: string; method: string; body: unknown };

/** Signs `user` in with the job board's routes answered by `routes` (by method and path); records calls. */
function signIn(user: SessionUser, routes: Record<string, Responder>) {
  rememberUser(user);
  const calls: Call[] = [];
  mockFetch(
    memberApi({
      user,
      fallback: (url, init) => {
        const method = init?.method ?? 'GET';
        calls.push({
          url,
          method,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
        });
        const respond = routes[`${method} ${url}`];
        return respond ? respond(url, init) : jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
      },
    }),
  );
  return calls;
}

const seeker = buildSessionUser({ role: 'jobseeker', name: 'Meera Joshi' });
const supplier = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });

test('the seeker’s applications show their timelines; an open one can be withdrawn', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  const open = buildApplication({ id: 7, job: buildJob({ id: 1, title: 'Warehouse Supervisor' }) });
  const rejected = buildApplication({
    id: 8,
    job: buildJob({ id: 2, title: 'Delivery Driver' }),
    status: 'rejected',
    canWithdraw: false,
    timeline: [
      timelineEntry('applied', '2026-11-21T04:30:00.000Z'),
      timelineEntry('rejected', '2026-11-22T04:30:00.000Z'),
    ],
  });
  const calls = signIn(seeker, {
    'GET /api/jobseeker/applications': () => jsonResponse({ applications: [open, rejected] }),
    'POST /api/jobseeker/applications/7/withdraw': () =>
      jsonResponse({ ...open, status: 'withdrawn', canWithdraw: false }),
  });
  renderRoute('/dashboard/jobs');

  await screen.findByRole('list', { name: 'My applications' });
  expect(
    screen.getByRole('list', { name: 'Progress of your application for Delivery Driver' }).textContent,
  ).toContain('Rejected');
  expect(screen.queryByRole('button', { name: 'Withdraw application: Delivery Driver' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw application: Warehouse Supervisor' }));
  await expectToast('Application withdrawn', 'Your application for Warehouse Supervisor was withdrawn.');
  expect(
    calls.some((call) => call.method === 'POST' && call.url === '/api/jobseeker/applications/7/withdraw'),
  ).toBe(true);
});

test('the job profile shows the completion with what is missing, and saves the lists typed with commas', async () => {
  const profile = buildJobseekerProfile({
    skills: [],
    languages: [],
    verification: { status: 'pending', reason: null, decidedAt: null },
    completion: { percent: 80, filled: [], missing: ['skills', 'languages'] },
  });
  let current = profile;
  const calls = signIn(seeker, {
    'GET /api/jobseeker/profile': () => jsonResponse(current),
    'PUT /api/jobseeker/profile': () => {
      current = {
        ...profile,
        skills: ['Forklift', 'Tally'],
        completion: { percent: 90, filled: [], missing: ['languages'] },
      };
      return jsonResponse(current);
    },
  });
  renderRoute('/dashboard/profile');

  const section = within(await screen.findByRole('region', { name: 'Job profile' }));
  expect(await section.findByText('Profile 80% complete')).toBeDefined();
  expect(section.getByText('Still missing: skills, languages')).toBeDefined();
  expect(section.getByTestId('verification-status').textContent).toMatch(/^Verification pending/);
  fireEvent.change(section.getByLabelText('Skills'), { target: { value: 'Forklift, Tally, forklift, ' } });
  fireEvent.change(section.getByLabelText('Years of experience'), { target: { value: 'two' } });
  fireEvent.click(section.getByRole('button', { name: 'Save profile' }));
  expect(await section.findByText('Please enter a whole number.')).toBeDefined();

  fireEvent.change(section.getByLabelText('Years of experience'), { target: { value: '3' } });
  fireEvent.click(section.getByRole('button', { name: 'Save profile' }));
  await expectToast('Profile saved', 'Your job profile was saved.');
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
    qualification: '12th',
    experienceYears: 3,
    skills: ['Forklift', 'Tally'],
    preferredCities: ['Indore'],
    expectedMonthlySalaryRupees: 20000,
    languages: [],
    jobAlerts: true,
  });
  expect(await section.findByText('Profile 90% complete')).toBeDefined();
});

test('an employer moves an applicant only to the allowed next steps; an interview asks its date and place', async () => {
  const job = {
    ...buildJob({ id: 3 }),
    status: 'live' as const,
    rejectionReason: null,
    applicantCount: 1,
    createdAt: '2026-11-20T05:30:00.000Z',
  };
  let applicant = buildApplicant({ status: 'shortlisted', nextSteps: ['interview', 'rejected'] });
  const calls = signIn(supplier, {
    'GET /api/employer/jobs/3/applicants': () => jsonResponse({ job, applicants: [applicant] }),
    'PATCH /api/employer/applications/11': () => {
      applicant = { ...applicant, status: 'interview', nextSteps: ['interview', 'selected', 'rejected'] };
      return jsonResponse(applicant);
    },
  });
  renderRoute('/dashboard/openings/3/applicants');

  const item = within(await screen.findByRole('list', { name: 'Applicants' }));
  expect(item.getByText('Match 87%')).toBeDefined();
  expect(item.getByRole('link', { name: 'Download the resume of Meera Joshi' }).getAttribute('href')).toBe(
    '/api/job-applications/11/resume',
  );
  const steps = item
    .getAllByRole('button', { name: /^Move Meera Joshi to/ })
    .map((button) => button.textContent);
  expect(steps).toEqual(['Move to Interview', 'Move to Rejected']);

  fireEvent.click(item.getByRole('button', { name: 'Move Meera Joshi to Interview' }));
  const form = within(item.getByRole('form', { name: 'Set interview' }));
  fireEvent.change(form.getByLabelText('Interview date and time'), { target: { value: '2026-12-01T10:30' } });
  fireEvent.change(form.getByLabelText('Interview place'), { target: { value: 'Gate 2, Dewas' } });
  fireEvent.click(form.getByRole('button', { name: 'Set interview' }));

  await expectToast('Status changed', 'Meera Joshi is now Interview; they have been emailed.');
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    status: 'interview',
    interviewAt: '2026-12-01T10:30:00+05:30',
    interviewPlace: 'Gate 2, Dewas',
  });
  await waitFor(() =>
    expect(
      item.getAllByRole('button', { name: /^Move Meera Joshi to/ }).map((button) => button.textContent),
    ).toEqual(['Move to Interview', 'Move to Selected', 'Move to Rejected']),
  );
});

test('/register-job says how many openings are live before the seeker pays, and promises no job', async () => {
  mockFetch(
    memberApi({
      user: null,
      fallback: (url) =>
        url === '/api/jobs/live-count'
          ? jsonResponse({ count: 12 })
          : jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404),
    }),
  );
  renderRoute('/register-job');

  const note = within(await screen.findByRole('complementary', { name: 'Jobs' }));
  expect(await note.findByText(/^12 openings are live on the job board right now\./)).toBeDefined();
  expect(note.getByRole('link', { name: 'See the openings' }).getAttribute('href')).toBe('/jobs');
  expect(note.getByText(/it does not guarantee a job\.$/)).toBeDefined();
});

test('an employer’s opening shows the server’s field issues under their fields, and any other refusal as a toast', async () => {
  const job = {
    ...buildJob({ id: 3, title: 'Warehouse Supervisor' }),
    status: 'live' as const,
    rejectionReason: null,
    applicantCount: 0,
    createdAt: '2026-11-20T05:30:00.000Z',
  };
  let refusal = jsonResponse(
    {
      code: 'VALIDATION_FAILED',
      message: 'Check the fields.',
      issues: [{ field: 'title', message: 'This title is already used by another opening.' }],
    },
    400,
  );
  signIn(supplier, {
    'GET /api/employer/jobs': () => jsonResponse({ jobs: [job] }),
    'PATCH /api/employer/jobs/3': () => refusal,
  });
  renderRoute('/dashboard/openings/3');

  const form = await screen.findByRole('form', { name: /opening/i });
  fireEvent.click(within(form).getByRole('button', { name: 'Save opening' }));
  expect(await within(form).findByText('This title is already used by another opening.')).toBeDefined();

  refusal = jsonResponse(
    {
      code: 'VALIDATION_FAILED',
      message: 'Check the fields.',
      issues: [{ field: 'employer', message: 'This employer cannot post openings.' }],
    },
    400,
  );
  fireEvent.click(within(form).getByRole('button', { name: 'Save opening' }));
  await expectToast('Error', 'Check the fields.');
});
