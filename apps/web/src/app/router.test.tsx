import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildAdmin, fakeAdminApi } from '#src/features/admin/testing/fake-admin-api';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { buildProduct, catalogueApi } from '#src/testing/catalogue-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

// Every route of the specification's section 2, with the heading its page shows.
const storePages = [
  ['/', 'Authentic Indian Spices & Natural Products'],
  ['/about', 'About Us'],
  ['/blog', 'Blog'],
  ['/contact', 'Contact Us'],
  ['/staples', 'Staples'],
  ['/product/2', 'A Grade Quality Corn Flour'],
  ['/certificates', 'Certificates'],
  ['/login', 'Login'],
  ['/forgot-password', 'Forgot Password'],
  ['/register-supplier', 'Become a Verified Supplier'],
  ['/register-job', 'Job Seeker Registration'],
  ['/cart', 'Cart'],
  ['/checkout', 'Checkout'],
  ['/search?q=turmeric', 'Search'],
  ['/thank-you?type=payment', 'Thank You for Your Order!'],
  ['/payment-failed', 'Payment Failed'],
  ['/documents', 'Documents'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-and-conditions', 'Terms & Conditions'],
  ['/payment-terms', 'Payment Terms'],
  ['/refund-cancellation-policy', 'Refund & Cancellation Policy'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/supplier-policy', 'Supplier Policy'],
  ['/job-seeker-policy', 'Job Seeker Policy'],
] as const;

test.each(storePages)('%s renders its page inside the store frame', async (path, heading) => {
  mockFetch(catalogueApi([buildProduct()]));
  renderRoute(path);

  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
  expect(screen.getByRole('banner')).toBeDefined();
  expect(screen.getByRole('main')).toBeDefined();
  expect(screen.getByRole('contentinfo')).toBeDefined();
  await waitFor(() => expect(document.title.startsWith(heading)).toBe(true));
});

// The member pages, each for a user of the role it belongs to (anonymous visitors go to /login).
const memberPages = [
  ['/dashboard/customer', 'customer', 'Customer Dashboard'],
  ['/dashboard/orders', 'customer', 'My Orders'],
  ['/dashboard/invoices', 'customer', 'Invoices'],
  ['/dashboard/wishlist', 'customer', 'Wishlist'],
  ['/dashboard/profile', 'customer', 'Profile'],
  ['/dashboard/change-password', 'supplier', 'Change Password'],
  ['/dashboard/supplier', 'supplier', 'Supplier Dashboard'],
  ['/dashboard/job-seeker', 'jobseeker', 'Job Seeker Dashboard'],
] as const;

test.each(memberPages)(
  '%s renders for a signed-in %s inside the store frame',
  async (path, role, heading) => {
    const user = buildSessionUser({ role });
    rememberUser(user);
    mockFetch(memberApi({ user }));
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    await waitFor(() => expect(document.title.startsWith(heading)).toBe(true));
  },
);

test('/reset-password/:token renders the reset form', async () => {
  renderRoute(`/reset-password/${'a'.repeat(43)}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeDefined();
  expect(screen.getByLabelText(/^New password/)).toBeDefined();
});

const adminPages = [
  ['/admin', 'Dashboard'],
  ['/admin/users', 'Users'],
  ['/admin/jobseekers', 'Jobseekers'],
  ['/admin/suppliers', 'Suppliers'],
  ['/admin/payments', 'Payments'],
  ['/admin/orders', 'Orders'],
  ['/admin/orders/ord_0000000000000000000001', 'Order'],
  ['/admin/tickets', 'Tickets'],
  ['/admin/outbox', 'Outbox'],
  ['/admin/audit', 'Audit log'],
] as const;

test.each(adminPages)('%s renders in the admin frame without the store header', async (path, heading) => {
  rememberUser(buildAdmin());
  mockFetch(fakeAdminApi());
  renderRoute(path);

  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
  expect(screen.getByRole('navigation', { name: 'Admin' })).toBeDefined();
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

test('/admin/login renders on its own, without the store header', async () => {
  renderRoute('/admin/login');

  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeDefined();
  expect(screen.queryByRole('banner')).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

test('/dashboard/jobseeker redirects to /dashboard/job-seeker', async () => {
  const user = buildSessionUser({ role: 'jobseeker' });
  rememberUser(user);
  mockFetch(memberApi({ user }));
  const { router } = renderRoute('/dashboard/jobseeker');

  expect(await screen.findByRole('heading', { level: 1, name: 'Job Seeker Dashboard' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/dashboard/job-seeker');
});

test('the footer lists the eleven quick links', async () => {
  renderRoute('/');

  const quickLinks = await screen.findByRole('navigation', { name: 'Quick Links' });
  const hrefs = within(quickLinks)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual([
    '/about',
    '/contact',
    '/register-supplier',
    '/certificates',
    '/privacy-policy',
    '/terms-and-conditions',
    '/payment-terms',
    '/refund-cancellation-policy',
    '/shipping-policy',
    '/supplier-policy',
    '/job-seeker-policy',
  ]);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeDefined();
  expect(within(footer).getByText(/Madhya Pradesh, India/)).toBeDefined();
});

test('the chat button opens a prefilled general question', async () => {
  renderRoute('/');

  const chat = await screen.findByRole('link', { name: /chat with us/i });
  const href = new URL(chat.getAttribute('href') ?? '');
  expect(href.origin).toBe('https://wa.me');
  expect(href.pathname).toMatch(/^\/\d{8,15}$/);
  expect(href.searchParams.get('text')).toMatch(/question/i);
});
