import { PASSWORD_RESET_SENT_MESSAGE } from '@bulk/domain/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const token = 'a'.repeat(43);

test('Send Reset Link posts the email and shows the server message', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ success: true, message: PASSWORD_RESET_SENT_MESSAGE }));
  renderRoute('/forgot-password');

  fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
    target: { value: 'Asha@Example.in' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

  await expectToast('Password Reset Link Sent!', PASSWORD_RESET_SENT_MESSAGE);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/auth/forgot-password');
  expect(JSON.parse(String(init?.body))).toEqual({ email: 'asha@example.in' });
  expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
});

test('the email is required', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ success: true, message: PASSWORD_RESET_SENT_MESSAGE }));
  renderRoute('/forgot-password');

  fireEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));

  expect(await screen.findByText('Please enter your email address.')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
});

async function fillReset(password: string, confirm = password) {
  fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

test('a new password from the reset link is saved, and login follows', async () => {
  const fetchMock = mockFetch(() =>
    jsonResponse({ success: true, message: 'Your password has been reset. Please log in.' }),
  );
  const { router } = renderRoute(`/reset-password/${token}`);

  await fillReset('a new long password');

  await expectToast('Password Reset Successful', 'Your password has been reset. Please log in.');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/auth/reset-password');
  expect(JSON.parse(String(init?.body))).toEqual({ token, password: 'a new long password' });
});

test('an expired or used reset link says so and offers a new one', async () => {
  mockFetch(() =>
    jsonResponse({ code: 'VALIDATION_FAILED', message: 'This reset link is invalid or has expired.' }, 400),
  );
  renderRoute(`/reset-password/${token}`);

  await fillReset('a new long password');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('This reset link is invalid or has expired.');
  expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
    '/forgot-password',
  );
});

test('a reset link whose token cannot be valid is refused without a call', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ success: true, message: 'ok' }));
  renderRoute('/reset-password/short');

  expect((await screen.findByRole('alert')).textContent).toContain(
    'This reset link is invalid or has expired.',
  );
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the new password must be long enough and confirmed', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ success: true, message: 'ok' }));
  renderRoute(`/reset-password/${token}`);

  await fillReset('short', 'other');

  expect(await screen.findByText('Use at least 8 characters.')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();

  await fillReset('a new long password', 'a different password');
  expect(await screen.findByText('Passwords do not match.')).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
});
