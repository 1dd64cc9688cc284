import { formatMoney } from '@bulk/domain/currency';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildOrderSummary, buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { buildJob } from '#src/testing/job-factory';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const asha = buildSessionUser();

function signIn(api: Omit<Parameters<typeof memberApi>[0], 'user'> = {}, user = asha) {
  rememberUser(user);
  return mockFetch(memberApi({ user, ...api }));
}

const paidOrder = buildOrderSummary();
const pendingOrder = buildOrderSummary({
  id: 'ord_0000000000000000000002',
  status: 'pending',
  createdAt: '2025-04-01T08:00:00.000Z',
  paidAt: null,
  invoiceNumber: null,
  invoiceUrl: null,
  totalPaise: 123_456,
  paymentId: null,
});

test('My Orders lists each order with date, invoice number, status, total and invoice download', async () => {
  signIn({ orders: [pendingOrder, paidOrder] });
  renderRoute('/dashboard/orders');

  const table = await screen.findByRole('table', { name: 'Your orders, newest first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  // On a phone the table scrolls sideways inside a named region the keyboard can focus.
  const region = screen.getByRole('region', { name: 'Your orders, newest first' });
  expect(region.contains(table)).toBe(true);
  expect(region.tabIndex).toBe(0);

  const pending = within(rows[0] as HTMLElement);
  expect(pending.getByText('1 Apr 2025')).toBeDefined();
  expect(pending.getByText('Awaiting payment')).toBeDefined();
  expect(pending.getByText(formatMoney(123_456, 'INR'))).toBeDefined();
  expect(pending.queryByRole('link')).toBeNull();

  const paid = within(rows[1] as HTMLElement);
  expect(paid.getByText('5 Mar 2025')).toBeDefined();
  expect(paid.getByText('INV/2024-25/0001')).toBeDefined();
  expect(paid.getByText('Paid')).toBeDefined();
  expect(paid.getByText('₹54,955.00')).toBeDefined();
  const download = paid.getByRole('link', { name: 'Download Invoice INV/2024-25/0001' });
  expect(download.getAttribute('href')).toBe('/api/orders/ord_0000000000000000000001/invoice');
});

test('My Orders without orders offers the products', async () => {
  signIn({ orders: [] });
  renderRoute('/dashboard/orders');

  expect(await screen.findByText('You have not placed any orders yet.')).toBeDefined();
  expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
});

test('My Orders shows a failure with Retry', async () => {
  let failed = false;
  const orders: Responder = (url, init) => {
    if (url === '/api/orders' && !failed) {
      failed = true;
      return jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500);
    }
    return memberApi({ user: asha, orders: [paidOrder] })(url, init);
  };
  rememberUser(asha);
  mockFetch(orders);
  renderRoute('/dashboard/orders');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Something went wrong. Please try again.')).toBeDefined();
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('table')).toBeDefined();
});

test('Invoices lists only paid orders, each with Download Invoice', async () => {
  signIn({ orders: [pendingOrder, paidOrder] });
  renderRoute('/dashboard/invoices');

  expect(await screen.findByText('Invoice INV/2024-25/0001')).toBeDefined();
  const links = screen.getAllByRole('link', { name: /^Download Invoice/ });
  expect(links).toHaveLength(1);
  expect(links[0]?.textContent).toBe('Download Invoice');
  expect(links[0]?.getAttribute('href')).toBe(paidOrder.invoiceUrl);
});

test('Invoices without paid orders says so', async () => {
  signIn({ orders: [pendingOrder] });
  renderRoute('/dashboard/invoices');

  expect(await screen.findByText('You have no invoices yet.')).toBeDefined();
});

test('Profile shows the name, email, role and status', async () => {
  signIn();
  renderRoute('/dashboard/profile');

  const term = async (label: string) =>
    (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
  expect((await term('Name'))?.textContent).toBe('Asha Verma');
  expect((await term('Email'))?.textContent).toBe('asha@example.in');
  expect((await term('Role'))?.textContent).toBe('Customer');
  expect((await term('Status'))?.textContent).toBe('Active');
});

test('Wishlist shows its empty state with a way to the products', async () => {
  signIn();
  renderRoute('/dashboard/wishlist');

  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
});

async function fillPasswords(current: string, next: string, confirm = next) {
  fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

test('Change Password sends both passwords and says Password Changed', async () => {
  rememberUser(asha);
  const fetchMock = mockFetch((url, init) =>
    url === '/api/auth/change-password'
      ? jsonResponse({ success: true, message: 'Your password has been changed.' })
      : memberApi({ user: asha })(url, init),
  );
  renderRoute('/dashboard/change-password');

  await fillPasswords('old password', 'a new long password');

  await expectToast('Password Changed', 'Your password has been changed.');
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/change-password');
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({
    currentPassword: 'old password',
    newPassword: 'a new long password',
  });
  expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
});

test('a wrong current password is shown under its field', async () => {
  rememberUser(asha);
  mockFetch((url, init) =>
    url === '/api/auth/change-password'
      ? jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Please check the highlighted fields.',
            issues: [{ field: 'currentPassword', message: 'Your current password is not correct.' }],
          },
          400,
        )
      : memberApi({ user: asha })(url, init),
  );
  renderRoute('/dashboard/change-password');

  await fillPasswords('wrong password', 'a new long password');

  expect(await screen.findByText('Your current password is not correct.')).toBeDefined();
  expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
});

test('Change Password refuses a confirmation that differs', async () => {
  const fetchMock = signIn();
  renderRoute('/dashboard/change-password');

  await fillPasswords('old password', 'a new long password', 'something else');

  expect(await screen.findByText('Passwords do not match.')).toBeDefined();
  expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/change-password');
});

const supplierProfile = {
  kind: 'supplier',
  status: 'pending',
  rejectionReason: null,
  decidedAt: null,
  validUntil: null,
  membership: {
    phase: 'awaitingApproval',
    daysLeft: null,
    graceEndsAt: null,
    renewalOpen: false,
    renewalOpensAt: null,
  },
  businessName: 'Ravi Traders',
  contactPerson: 'Ravi Patel',
  email: 'ravi@example.in',
  mobile: '9876543210',
  categories: ['Pulses'],
  address: 'Indore, Madhya Pradesh',
  documents: [],
  payments: [],
};

function memberResponder(routes: Record<string, () => Response>): Responder {
  return (url) => routes[url]?.() ?? jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
}

test('the supplier dashboard shows the approval status, membership and the four figures, each with its link', async () => {
  signIn(
    {
      fallback: memberResponder({
        '/api/members/me': () => jsonResponse(supplierProfile),
        '/api/supplier/stats': () =>
          jsonResponse({ salesToday: 2_027_655, newOrders: 2, lowStock: 1, pendingPayments: 1_234_500 }),
      }),
    },
    buildSessionUser({ role: 'supplier', status: 'pending', name: 'Ravi Patel' }),
  );
  renderRoute('/dashboard/supplier');

  expect(await screen.findByRole('heading', { name: 'Ravi Traders' })).toBeDefined();
  expect(screen.getByTestId('approval-status').textContent).toBe('Pending');
  expect(screen.getByText(/verified and activated within 24-48 hours/)).toBeDefined();
  expect(screen.getByTestId('membership-year').textContent).toBe(
    'Your membership year starts when an admin approves your account.',
  );
  const stats = await screen.findByText('Sales Today');
  expect(stats.nextElementSibling?.textContent).toBe(formatMoney(2_027_655, 'INR'));
  expect(screen.getByText('New Orders').nextElementSibling?.textContent).toBe('2');
  expect(screen.getByText('Low Stock').nextElementSibling?.textContent).toBe('1');
  expect(screen.getByText('Pending Payments').nextElementSibling?.textContent).toBe('₹12,345.00');
  const figureLinks = [
    ["See today's sales", '/dashboard/reports?report=sales'],
    ['Accept new orders', '/dashboard/orders'],
    ['Update stock', '/dashboard/products'],
    ['See payouts', '/dashboard/payouts'],
  ];
  for (const [name, href] of figureLinks) {
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  }
  const nav = within(screen.getByRole('navigation', { name: 'Account' }));
  expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/dashboard/supplier',
    '/dashboard/orders',
    '/dashboard/products',
    '/dashboard/payments',
    '/dashboard/payouts',
    '/dashboard/reports',
    '/dashboard/invoice-details',
    '/dashboard/settings',
    '/dashboard/openings',
    '/dashboard/profile',
  ]);
  const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
  expect(actions.getByRole('link', { name: 'Add Product' }).getAttribute('href')).toBe(
    '/dashboard/products/new',
  );
  expect(actions.getByRole('link', { name: 'Edit Product' }).getAttribute('href')).toBe(
    '/dashboard/products',
  );
  expect(actions.getByRole('link', { name: 'Stock & Pricing' }).getAttribute('href')).toBe(
    '/dashboard/products',
  );
  // Discounts are the listings' price slabs: no placeholder is left.
  const discounts = actions.getByRole('link', { name: 'Discounts' });
  expect(discounts.getAttribute('href')).toBe('/dashboard/products');
  expect(discounts.getAttribute('aria-describedby')).toBe('supplier-discounts-hint');
  expect(document.getElementById('supplier-discounts-hint')?.textContent).toMatch(/price slabs/);
  expect(actions.queryByRole('button')).toBeNull();
});

test('a rejected supplier sees the reason; stats that cannot load say so', async () => {
  signIn(
    {
      fallback: memberResponder({
        '/api/members/me': () =>
          jsonResponse({
            ...supplierProfile,
            status: 'rejected',
            rejectionReason: 'The GST certificate is unreadable.',
            decidedAt: '2025-03-06T10:00:00.000Z',
          }),
        '/api/supplier/stats': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500),
      }),
    },
    buildSessionUser({ role: 'supplier', status: 'rejected', name: 'Ravi Patel' }),
  );
  renderRoute('/dashboard/supplier');

  expect(await screen.findByText('The GST certificate is unreadable.')).toBeDefined();
  expect(screen.getByTestId('approval-status').textContent).toBe('Rejected');
  expect(await screen.findByText('Could not load supplier dashboard stats.')).toBeDefined();
});

test('the job seeker dashboard greets by name, lists the latest real openings and shows the three stats', async () => {
  signIn(
    {
      fallback: memberResponder({
        '/api/jobseeker/stats': () =>
          jsonResponse({ jobsApplied: 0, lastApplication: '-', profileCompletion: 72 }),
        '/api/jobs': () =>
          jsonResponse({
            jobs: [buildJob({ id: 4, title: 'Warehouse Picker', city: 'Indore' })],
            total: 1,
            page: 1,
            pageSize: 20,
            totalPages: 1,
          }),
      }),
    },
    buildSessionUser({ role: 'jobseeker', status: 'active', name: 'Meera Joshi' }),
  );
  renderRoute('/dashboard/job-seeker');

  expect(await screen.findByText('Hello, Meera Joshi!')).toBeDefined();
  const latest = within(screen.getByRole('region', { name: 'Latest openings' }));
  expect((await latest.findByRole('link', { name: 'Warehouse Picker' })).getAttribute('href')).toBe(
    '/jobs/4',
  );
  const progress = await screen.findByRole('progressbar', { name: 'Profile completion' });
  expect(progress.getAttribute('aria-valuenow')).toBe('72');
  expect(screen.getByText('Last Application Date').nextElementSibling?.textContent).toBe('-');
  const nav = within(screen.getByRole('navigation', { name: 'Account' }));
  expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/dashboard/job-seeker',
    '/dashboard/profile',
    '/dashboard/payment-status',
    '/dashboard/jobs',
    '/dashboard/recommendations',
    '/dashboard/support',
    '/dashboard/change-password',
  ]);
  const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
  expect(actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Apply for New Job', '/jobs'],
    ['Update Resume', '/dashboard/profile#job-profile'],
    ['Contact Support', '/dashboard/support'],
  ]);
  expect(
    screen.queryByRole('button', { name: /Apply for New Job|Update Resume|Contact Support/ }),
  ).toBeNull();
});

test('job seeker stats that cannot load say so', async () => {
  signIn(
    {
      fallback: memberResponder({
        '/api/jobseeker/stats': () => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500),
      }),
    },
    buildSessionUser({ role: 'jobseeker', status: 'active', name: 'Meera Joshi' }),
  );
  renderRoute('/dashboard/job-seeker');
  expect(await screen.findByText('Could not load your jobseeker dashboard stats.')).toBeDefined();
});

test('the payments page lists the membership fee with its invoice', async () => {
  signIn(
    {
      fallback: memberResponder({
        '/api/members/me': () =>
          jsonResponse({
            ...supplierProfile,
            payments: [
              {
                membershipId: 'mem_0000000000000000000001',
                kind: 'supplier',
                amountPaise: 9900,
                paymentId: 'pay_sandbox_9',
                orderId: 'order_sandbox_9',
                paidAt: '2025-03-05T10:32:00.000Z',
                invoiceNumber: 'INV/25-26/000007',
                invoiceUrl: '/api/members/invoices/mem_0000000000000000000001',
              },
            ],
          }),
      }),
    },
    buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' }),
  );
  renderRoute('/dashboard/payments');

  const link = await screen.findByRole('link', { name: 'Download Invoice INV/25-26/000007' });
  expect(link.getAttribute('href')).toBe('/api/members/invoices/mem_0000000000000000000001');
  expect(screen.getByText(formatMoney(9900, 'INR'))).toBeDefined();
  expect(screen.getByText('pay_sandbox_9')).toBeDefined();
});

test('the profile page is open to every role, the orders page to customers and suppliers only', async () => {
  signIn({}, buildSessionUser({ role: 'jobseeker' }));
  const { router } = renderRoute('/dashboard/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeDefined();

  await router.navigate('/dashboard/orders');

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/job-seeker'));
  await expectToast('Access denied');
});
