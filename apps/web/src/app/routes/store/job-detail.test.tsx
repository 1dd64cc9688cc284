import type { SessionUser } from '@bulk/domain/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { buildApplication, buildJob, buildJobseekerProfile } from '#src/testing/job-factory';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const job = buildJob({
  id: 9,
  title: 'Walk-in Packer',
  type: 'walk-in',
  walkInVenue: 'Plot 4, Sanwer Road, Indore',
  walkInTime: '1 December, 10:00 to 16:00',
  employer: { kind: 'supplier', name: 'Ravi Traders', slug: 'ravi-traders', verified: true },
});
const seeker = buildSessionUser({ role: 'jobseeker', name: 'Meera Joshi' });

/** The opening's page for `user`, with the seeker's own API answered by `seekerApi`. */
function openJob(user: SessionUser | null, seekerApi: Record<string, Responder> = {}, opening = job) {
  if (user) rememberUser(user);
  const fetch = mockFetch(
    memberApi({
      user,
      fallback: (url, init) => {
        if (url === `/api/jobs/${opening.id}`) return jsonResponse(opening);
        const respond = seekerApi[url];
        if (respond) return respond(url, init);
        return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
      },
    }),
  );
  renderRoute(`/jobs/${opening.id}`);
  return fetch;
}

const applyPanel = async () => within(await screen.findByRole('region', { name: 'Apply' }));

test('the page shows the whole opening: its employer’s badge, walk-in venue and time, last date', async () => {
  openJob(null);

  expect(await screen.findByRole('heading', { level: 1, name: 'Walk-in Packer' })).toBeDefined();
  expect(screen.getByText('Verified employer')).toBeDefined();
  const walkIn = within(screen.getByRole('region', { name: 'Walk-in interview' }));
  expect(walkIn.getByText('Plot 4, Sanwer Road, Indore')).toBeDefined();
  expect(walkIn.getByText('1 December, 10:00 to 16:00')).toBeDefined();
  expect(screen.getByText('Last date to apply').nextElementSibling?.textContent).toBe('31 Dec 2099');
  await waitFor(() => expect(document.title).toBe('Walk-in Packer, Indore | Bulk Trade India'));
});

test('a visitor is asked to sign in, coming back to the opening, or to register', async () => {
  openJob(null);

  const panel = await applyPanel();
  expect(panel.getByText('Sign in as a job seeker to apply.')).toBeDefined();
  expect(panel.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
    '/login?redirectTo=%2Fjobs%2F9',
  );
  expect(panel.getByRole('link', { name: 'Register as a job seeker (₹49)' }).getAttribute('href')).toBe(
    '/register-job',
  );
});

test('a customer is told that only job seekers apply', async () => {
  openJob(buildSessionUser({ role: 'customer' }));

  expect((await applyPanel()).getByText(/Only job seekers can apply/)).toBeDefined();
});

test('a seeker waiting for verification is told so, and cannot apply yet', async () => {
  openJob(seeker, {
    '/api/jobseeker/profile': () =>
      jsonResponse(
        buildJobseekerProfile({ verification: { status: 'pending', reason: null, decidedAt: null } }),
      ),
    '/api/jobseeker/applications': () => jsonResponse({ applications: [] }),
  });

  expect(await screen.findByText(/waiting for verification \(usually 24-48 hours\)/)).toBeDefined();
  expect(screen.queryByRole('button', { name: 'Apply with my resume' })).toBeNull();
});

test('a seeker who applied sees the application’s status instead of the button', async () => {
  openJob(seeker, {
    '/api/jobseeker/profile': () => jsonResponse(buildJobseekerProfile()),
    '/api/jobseeker/applications': () =>
      jsonResponse({ applications: [buildApplication({ job, status: 'shortlisted' })] }),
  });

  expect(await screen.findByText('You have applied. Status: Shortlisted.')).toBeDefined();
  const panel = await applyPanel();
  expect(panel.getByRole('link', { name: 'See my applications' }).getAttribute('href')).toBe(
    '/dashboard/jobs',
  );
});

test('a closed opening says so to everyone', async () => {
  openJob(seeker, {}, buildJob({ id: 12, open: false }));

  const panel = await applyPanel();
  expect(panel.getByText('Applications for this opening are closed.')).toBeDefined();
  expect(screen.getByText('This opening is closed.')).toBeDefined();
});

test('a verified seeker applies in one tap with a note; a refusal is shown with its reason', async () => {
  const sent: unknown[] = [];
  let refuse = true;
  openJob(seeker, {
    '/api/jobseeker/profile': () => jsonResponse(buildJobseekerProfile()),
    '/api/jobseeker/applications': () => jsonResponse({ applications: [] }),
    '/api/jobs/9/apply': (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      if (refuse) {
        refuse = false;
        return jsonResponse({ code: 'FORBIDDEN', message: 'Your profile is not verified yet.' }, 403);
      }
      return jsonResponse(buildApplication({ job }));
    },
  });

  fireEvent.change(await screen.findByLabelText('Note to the employer (optional)'), {
    target: { value: ' I can join on Monday. ' },
  });
  const panel = await applyPanel();
  fireEvent.click(panel.getByRole('button', { name: 'Apply with my resume' }));
  expect((await panel.findByRole('alert')).textContent).toContain('Your profile is not verified yet.');

  fireEvent.click(panel.getByRole('button', { name: 'Apply with my resume' }));
  await expectToast('Application sent', 'Your application for Walk-in Packer was sent with your resume.');
  await waitFor(() =>
    expect(sent).toEqual([{ note: 'I can join on Monday.' }, { note: 'I can join on Monday.' }]),
  );
});
