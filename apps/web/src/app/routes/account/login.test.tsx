import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { USER_STORAGE_KEY } from '#src/features/auth/auth-storage';
import { buildSessionUser, memberApi, rememberUser, unauthenticated } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

afterEach(() => {
  vi.useRealTimers();
});

const asha = buildSessionUser();

function loginAnswer(user = asha) {
  return () => jsonResponse({ success: true, token: 'token-for-api-clients', user });
}

async function fillLogin(email = 'asha@example.in', password = 'correct horse') {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
}

function submitLogin() {
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

test('a login says so and opens the dashboard of the role 1 second later; no token is kept', async () => {
  // Time only moves when the test says so, apart from the small steps Testing Library waits in.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = mockFetch(loginAnswer());
  const { router } = renderRoute('/login');

  await fillLogin(' Asha@Example.in ', 'correct horse');
  submitLogin();

  await expectToast('Login Successful!', 'Redirecting to customer dashboard...');
  expect(router.state.location.pathname).toBe('/login');
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/auth/login');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ email: 'asha@example.in', password: 'correct horse' });

  // The clock also creeps on with real time (a few ms here), hence the margin before the second.
  await act(() => vi.advanceTimersByTimeAsync(900));
  expect(router.state.location.pathname).toBe('/login');
  await act(() => vi.advanceTimersByTimeAsync(100));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customer'));

  expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(asha);
  const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key));
  expect(stored.join(' ')).not.toContain('token-for-api-clients');
});

test('a supplier is sent to the supplier dashboard', async () => {
  const supplier = buildSessionUser({ role: 'supplier', status: 'pending', name: 'Ravi Traders' });
  mockFetch(loginAnswer(supplier));
  const { router } = renderRoute('/login');

  await fillLogin();
  submitLogin();

  await expectToast('Login Successful!', 'Redirecting to supplier dashboard...');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/supplier'), {
    timeout: 2000,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Supplier Dashboard' })).toBeDefined();
});

test('after the guard sent a visitor to login, the login returns them to the page they wanted', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockFetch(loginAnswer());
  const { router } = renderRoute('/login?tab=login&redirectTo=%2Fdashboard%2Forders');

  await fillLogin();
  submitLogin();
  await expectToast('Login Successful!');
  await act(() => vi.advanceTimersByTimeAsync(1000));

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
});

test('a redirectTo leading off the site is ignored', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockFetch(loginAnswer());
  const { router } = renderRoute('/login?redirectTo=%2F%2Fevil.example%2Fphish');

  await fillLogin();
  submitLogin();
  await expectToast('Login Successful!');
  await act(() => vi.advanceTimersByTimeAsync(1000));

  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customer'));
});

test('wrong credentials show Login Failed with the server message and stay on /login', async () => {
  mockFetch(() => unauthenticated('Invalid email or password.'));
  const { router } = renderRoute('/login');

  await fillLogin('asha@example.in', 'wrong password');
  submitLogin();

  await expectToast('Login Failed', 'Invalid email or password.');
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.getByRole('button', { name: 'Login' })).toBeDefined();
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
});

test('too many attempts show Login Failed with the server message', async () => {
  mockFetch(() =>
    jsonResponse({ code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 15 minutes.' }, 429),
  );
  renderRoute('/login');

  await fillLogin();
  submitLogin();

  await expectToast('Login Failed', 'Too many attempts. Try again in 15 minutes.');
});

test('a login that cannot reach the server shows Error with the reason', async () => {
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  renderRoute('/login');

  await fillLogin();
  submitLogin();

  await expectToast('Error', 'Could not reach the server. Please check your connection and try again.');
});

test('the button reads Logging in... while the login is on its way', async () => {
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  renderRoute('/login');

  await fillLogin();
  submitLogin();

  const button = await screen.findByRole('button', { name: 'Logging in...' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  answer(unauthenticated('Invalid email or password.'));
  expect(await screen.findByRole('button', { name: 'Login' })).toBeDefined();
  await expectToast('Login Failed');
});

test('email and password are required before anything is sent', async () => {
  const fetchMock = mockFetch(loginAnswer());
  renderRoute('/login');

  fireEvent.click(await screen.findByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Please enter your email address.')).toBeDefined();
  expect(screen.getByText('Please enter your password.')).toBeDefined();
  expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the login tab links the password reset, the policies and the supplier registration', async () => {
  renderRoute('/login');

  const main = within(await screen.findByRole('main'));
  const href = (name: string | RegExp) => main.getByRole('link', { name }).getAttribute('href');
  expect(href('Forgot password?')).toBe('/forgot-password');
  expect(href('Terms & Conditions')).toBe('/terms-and-conditions');
  expect(href('Payment Terms')).toBe('/payment-terms');
  expect(href('Supplier Policy')).toBe('/supplier-policy');
  expect(href('Job Seeker Policy')).toBe('/job-seeker-policy');
  const card = within(main.getByRole('region', { name: 'Become a Verified Supplier' }));
  expect(card.getByRole('link', { name: 'Become a Supplier' }).getAttribute('href')).toBe(
    '/register-supplier',
  );
});

test('?tab= chooses the tab; login is the default, also for an unknown value', async () => {
  renderRoute('/login?tab=nonsense');

  const login = await screen.findByRole('tab', { name: 'Login' });
  expect(login.getAttribute('aria-selected')).toBe('true');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Login',
    'Customer Sign Up',
    'Supplier',
    'Job Seeker',
  ]);
  const panel = screen.getByRole('tabpanel');
  expect(panel.getAttribute('aria-labelledby')).toBe(login.id);
  expect(login.getAttribute('aria-controls')).toBe(panel.id);
});

test.each([
  ['signup-customer', 'Customer Sign Up', 'Create a customer account'],
  ['signup-supplier', 'Supplier', 'Register as a supplier'],
  ['register-jobseeker', 'Job Seeker', 'Register as a job seeker'],
])('?tab=%s opens the %s tab', async (tab, label, heading) => {
  renderRoute(`/login?tab=${tab}`);

  const selected = await screen.findByRole('tab', { name: label });
  expect(selected.getAttribute('aria-selected')).toBe('true');
  expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: heading })).toBeDefined();
});

test('choosing a tab updates the URL, and the arrow keys move between tabs', async () => {
  const { router } = renderRoute('/login');

  fireEvent.click(await screen.findByRole('tab', { name: 'Supplier' }));

  expect(router.state.location.search).toBe('?tab=signup-supplier');
  // The supplier form itself, with its payment, is in the tab.
  const panel = within(screen.getByRole('tabpanel'));
  expect(await panel.findByRole('button', { name: 'Pay ₹99 & Register' })).toBeDefined();
  expect(panel.getByRole('link', { name: 'Read the Supplier Policy' }).getAttribute('href')).toBe(
    '/supplier-policy',
  );

  fireEvent.keyDown(screen.getByRole('tab', { name: 'Supplier' }), { key: 'ArrowRight' });

  const jobSeeker = screen.getByRole('tab', { name: 'Job Seeker' });
  expect(jobSeeker.getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(jobSeeker);
  expect(router.state.location.search).toBe('?tab=register-jobseeker');
  expect(
    await within(screen.getByRole('tabpanel')).findByRole('button', { name: 'Pay ₹49 & Register' }),
  ).toBeDefined();

  fireEvent.keyDown(jobSeeker, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Login' }), { key: 'End' });
  expect(screen.getByRole('tab', { name: 'Job Seeker' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('tabindex')).toBe('-1');
});

test('a signed-in visitor to /login goes straight to their dashboard', async () => {
  rememberUser(asha);
  mockFetch(memberApi({ user: asha }));
  const { router } = renderRoute('/login?tab=signup-customer');

  expect(await screen.findByRole('heading', { level: 1, name: 'Customer Dashboard' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/dashboard/customer');
});

async function fillSignup({ confirm = 'a long password' } = {}) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Full name' }), {
    target: { value: 'Asha Verma' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha@example.in' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a long password' } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirm } });
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Indore' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'Madhya Pradesh' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }));
}

test('a customer signs up, is welcomed and sees the login tab 1.5 seconds later', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = mockFetch(() => jsonResponse({ success: true, message: 'Registration received.' }, 201));
  const { router } = renderRoute('/login?tab=signup-customer');

  await fillSignup();
  // The 36 states and union territories of India, after the placeholder.
  expect(within(screen.getByRole('combobox', { name: 'State' })).getAllByRole('option')).toHaveLength(37);
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  await expectToast('Registration Successful!', 'Welcome! Please log in to continue.');
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/auth/register');
  expect(JSON.parse(String(init?.body))).toEqual({
    name: 'Asha Verma',
    email: 'asha@example.in',
    password: 'a long password',
    role: 'customer',
    city: 'Indore',
    state: 'Madhya Pradesh',
  });

  await act(() => vi.advanceTimersByTimeAsync(1400));
  expect(router.state.location.search).toBe('?tab=signup-customer');
  await act(() => vi.advanceTimersByTimeAsync(100));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
});

test('passwords that differ are refused with Passwords do not match.', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ success: true, message: 'ok' }, 201));
  renderRoute('/login?tab=signup-customer');

  await fillSignup({ confirm: 'another password' });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('Passwords do not match.')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the terms consent is required', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ success: true, message: 'ok' }, 201));
  renderRoute('/login?tab=signup-customer');

  await fillSignup();
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  expect(await screen.findByText('Please accept the Terms & Conditions to continue.')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an email already registered shows Registration Failed with the server message', async () => {
  mockFetch(() =>
    jsonResponse({ code: 'CONFLICT', message: 'An account with this email already exists.' }, 409),
  );
  const { router } = renderRoute('/login?tab=signup-customer');

  await fillSignup();
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  await expectToast('Registration Failed', 'An account with this email already exists.');
  expect(router.state.location.search).toBe('?tab=signup-customer');
});

test('a sign-up that cannot reach the server shows Server error. Please try again later.', async () => {
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  renderRoute('/login?tab=signup-customer');

  await fillSignup();
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

  await expectToast('Registration Failed', 'Server error. Please try again later.');
});
