import type { AdminJob } from '@bulk/domain/job-board';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildAdmin, fakeAdminApi } from '#src/features/admin/testing/fake-admin-api';
import { rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { buildJob } from '#src/testing/job-factory';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const loader: AdminJob = {
  ...buildJob({
    id: 21,
    title: 'Warehouse Loader',
    type: 'walk-in',
    walkInVenue: 'Plot 4, Dewas',
    walkInTime: 'Mondays, 10:00',
    employer: { kind: 'supplier', name: 'Dewas Spice Works', slug: 'dewas-spice-works', verified: true },
  }),
  status: 'submitted',
  rejectionReason: null,
  applicantCount: 0,
  createdAt: '2026-11-20T05:30:00.000Z',
  postedBy: { userId: 4, name: 'Ravi Patel', email: 'ravi@example.in' },
};

/** The admin API with the job board's routes: the review queue empties as openings are decided. */
function adminJobsApi() {
  let waiting = [loader];
  const admin = fakeAdminApi();
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/admin/jobs') {
      return jsonResponse({ jobs: waiting, total: waiting.length, page: 1, pageSize: 25 });
    }
    if (pathname === '/api/admin/jobs/21/reject' || pathname === '/api/admin/jobs/21/approve') {
      waiting = [];
      return jsonResponse({ ...loader, status: pathname.endsWith('approve') ? 'live' : 'rejected' });
    }
    if (pathname === '/api/employer/jobs') return jsonResponse({ jobs: [] });
    return admin(url, init);
  });
}

test('suppliers’ openings wait in a queue counted in the menu; a rejection needs its reason', async () => {
  rememberUser(buildAdmin());
  const fetchMock = adminJobsApi();
  renderRoute('/admin/jobs');

  const queue = await screen.findByRole(
    'list',
    { name: 'Job openings waiting for review' },
    { timeout: 10_000 },
  );
  const menu = within(screen.getByRole('navigation', { name: 'Admin' }));
  expect((await menu.findByRole('link', { name: /^Jobs\d/ })).textContent).toBe('Jobs1 waiting for review');
  const item = within(within(queue).getByRole('listitem'));
  expect(item.getByText(/Dewas Spice Works \(ravi@example.in\)/)).toBeDefined();
  expect(item.getByText('Plot 4, Dewas, Mondays, 10:00')).toBeDefined();
  expect(screen.getByText('You have not posted any opening yet.')).toBeDefined();

  fireEvent.click(item.getByRole('button', { name: 'Reject Warehouse Loader' }));
  fireEvent.click(item.getByRole('button', { name: 'Send rejection' }));
  expect(await item.findByText('Please give a reason.')).toBeDefined();
  fireEvent.change(item.getByRole('textbox', { name: 'Reason (mailed to the supplier)' }), {
    target: { value: 'The salary is below the minimum wage.' },
  });
  fireEvent.click(item.getByRole('button', { name: 'Send rejection' }));
  await expectToast('Opening Rejected', 'The supplier who posted Warehouse Loader has been told by email.');
  const sent = fetchMock.mock.calls.find(([url]) => url === '/api/admin/jobs/21/reject');
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'The salary is below the minimum wage.' });
  expect(await screen.findByText('No job openings are waiting for review.')).toBeDefined();
  await waitFor(() => expect(menu.getByRole('link', { name: 'Jobs' })).toBeDefined());
});
