import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { USER_STORAGE_KEY } from '#src/features/auth/auth-storage';
import { buildAdmin, fakeAdminApi } from '#src/features/admin/testing/fake-admin-api';
import { rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast, shownToasts } from '#src/testing/toast';

afterEach(() => {
  vi.useRealTimers();
});

const admin = buildAdmin();

/** The admin API, whose `POST /api/admin/login` answers `login` and whose session starts with it. */
function adminLoginApi(login: () => Response): Responder {
  let signedIn = false;
  return (url, init) => {
    if (url === '/api/admin/login') {
      const response = login();
      signedIn = response.ok;
      return response;
    }
    return fakeAdminApi({ user: signedIn ? admin : null })(url, init);
  };
}

async function submitAdminLogin(email = 'admin@store.test', password = 'the admin password') {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

test('an admin login spins for 1.5 s, says Login Successful and opens the dashboard as that admin', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetchMock = mockFetch(
    adminLoginApi(() => jsonResponse({ success: true, token: 'token-for-api-clients', user: admin })),
  );
  const { router } = renderRoute('/admin/login');

  await submitAdminLogin(' Admin@Store.test ');

  expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDefined();
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/admin/login');
  expect(JSON.parse(String(init?.body))).toEqual({
    email: 'admin@store.test',
    password: 'the admin password',
  });

  // The answer is in, but the spinner runs its 1.5 s (the clock also creeps on by a few ms of real time).
  await act(() => vi.advanceTimersByTimeAsync(1400));
  expect(shownToasts()).toHaveLength(0);
  expect(router.state.location.pathname).toBe('/admin/login');

  await act(() => vi.advanceTimersByTimeAsync(100));
  await expectToast('Login Successful', 'Redirecting to admin dashboard...');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));

  // The app's sign-in state is the admin's: the frame names them, and the browser remembers no token.
  const banner = within(await screen.findByRole('banner'));
  expect(banner.getByText('Meera Admin')).toBeDefined();
  expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(admin);
  const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key));
  expect(stored.join(' ')).not.toContain('token-for-api-clients');
  expect(fetchMock.mock.calls.map(([called]) => called)).toContain('/api/auth/me');
});

test('a refused admin login shows Login Failed with the admin message after the spinner', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockFetch(
    adminLoginApi(() =>
      jsonResponse({ code: 'UNAUTHENTICATED', message: 'Invalid credentials. Please try again.' }, 401),
    ),
  );
  const { router } = renderRoute('/admin/login');

  await submitAdminLogin('asha@example.in', 'a customer password');
  await act(() => vi.advanceTimersByTimeAsync(1400));
  expect(shownToasts()).toHaveLength(0);

  await act(() => vi.advanceTimersByTimeAsync(100));
  await expectToast('Login Failed', 'Invalid credentials. Please try again.');
  expect(router.state.location.pathname).toBe('/admin/login');
  expect(screen.getByRole('button', { name: 'Login' })).toBeDefined();
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
});

test('too many attempts show the server message', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockFetch(
    adminLoginApi(() =>
      jsonResponse({ code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 15 minutes.' }, 429),
    ),
  );
  renderRoute('/admin/login');

  await submitAdminLogin();
  await act(() => vi.advanceTimersByTimeAsync(1500));

  await expectToast('Login Failed', 'Too many attempts. Try again in 15 minutes.');
});

test('empty fields are named and nothing is sent', async () => {
  const fetchMock = mockFetch(fakeAdminApi({ user: null }));
  renderRoute('/admin/login');

  fireEvent.click(await screen.findByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Please enter your email address.')).toBeDefined();
  expect(screen.getByText('Please enter your password.')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an admin who is already signed in goes straight to the dashboard', async () => {
  rememberUser(admin);
  mockFetch(fakeAdminApi());
  const { router } = renderRoute('/admin/login');

  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/admin');
});
