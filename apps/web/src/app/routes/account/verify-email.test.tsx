import { EMAIL_VERIFICATION_MESSAGES } from '@bulk/domain/auth';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { changeLanguage } from '#src/i18n/language-store';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

// Each test opens its own link: the page asks the server once per link.
let counter = 0;
const newToken = () => `verify${String(counter++).padStart(4, '0')}`.padEnd(43, 'x');

const answer =
  (status: number, message: string, code = 'CONFLICT') =>
  () =>
    status === 200 ? jsonResponse({ success: true, message }) : jsonResponse({ code, message }, status);

test('an open link verifies the address once and says the guest orders are now in the account', async () => {
  const token = newToken();
  const fetchMock = mockFetch(answer(200, EMAIL_VERIFICATION_MESSAGES.verified));
  renderRoute(`/verify-email/${token}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Email Verification' })).toBeDefined();
  const status = await screen.findByText('Your email address is verified.');
  expect(status.closest('[role="status"]')).not.toBeNull();
  expect(
    screen.getByText('Orders you placed with this address without signing in are now in your account.'),
  ).toBeDefined();
  expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
    '/dashboard/customer',
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/auth/verify-email');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ token });
});

test('while the server answers, the page says it is verifying', async () => {
  let release: (response: Response) => void = () => undefined;
  const fetchMock = mockFetch((url) =>
    url === '/api/auth/verify-email'
      ? (new Promise<Response>((resolve) => (release = resolve)) as unknown as Response)
      : jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please log in.' }, 401),
  );
  renderRoute(`/verify-email/${newToken()}`);

  const verifying = await screen.findByText('Verifying your email address...');
  expect(verifying.getAttribute('role')).toBe('status');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/auth/verify-email', expect.anything()));
  expect(screen.getByText('Verifying your email address...')).toBeDefined();
  release(jsonResponse({ success: true, message: EMAIL_VERIFICATION_MESSAGES.verified }));
  expect(await screen.findByText('Your email address is verified.')).toBeDefined();
});

test('a link used before says so, with no way to use it again', async () => {
  mockFetch(answer(409, EMAIL_VERIFICATION_MESSAGES.used));
  renderRoute(`/verify-email/${newToken()}`);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('This verification link has already been used.');
});

test('an expired link says so and leads to the account, where a new one is sent', async () => {
  mockFetch(answer(410, EMAIL_VERIFICATION_MESSAGES.expired, 'GONE'));
  renderRoute(`/verify-email/${newToken()}`);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(
    'This verification link has expired. Send a new one from your account.',
  );
  expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
    '/dashboard/customer',
  );
});

test('a made-up link is refused by the server, a malformed one without asking it', async () => {
  mockFetch(answer(404, EMAIL_VERIFICATION_MESSAGES.invalid, 'NOT_FOUND'));
  renderRoute(`/verify-email/${newToken()}`);
  expect((await screen.findByRole('alert')).textContent).toBe('This verification link is not valid.');

  const fetchMock = mockFetch(answer(200, EMAIL_VERIFICATION_MESSAGES.verified));
  renderRoute('/verify-email/short');
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  expect(screen.getAllByRole('alert')[1]?.textContent).toBe('This verification link is not valid.');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a server that cannot be reached leaves the link usable: the page says to try again', async () => {
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  renderRoute(`/verify-email/${newToken()}`);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Could not reach the server.');
  expect(alert.textContent).toContain('Reload this page to try again.');
});

test('in Hindi an expired link is explained in Hindi', async () => {
  mockFetch(answer(410, EMAIL_VERIFICATION_MESSAGES.expired, 'GONE'));
  await changeLanguage('hi');
  renderRoute(`/verify-email/${newToken()}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'ईमेल सत्यापन' })).toBeDefined();
  expect((await screen.findByRole('alert')).textContent).toContain(
    'यह सत्यापन लिंक समाप्त हो गया है। अपने खाते से नया लिंक भेजें।',
  );
  expect(screen.getByRole('link', { name: 'अपने खाते पर जाएँ' })).toBeDefined();
});
