import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { buildSessionUser, memberApi, rememberUser, unauthenticated } from '#src/testing/auth-factory';
import { buildProduct, catalogueApi } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { AuthProvider } from './auth-provider';
import { USER_STORAGE_KEY } from './auth-storage';
import { useAuth } from './use-auth';

const asha = buildSessionUser();

test('useAuth outside an AuthProvider throws', () => {
  // React reports the render error on the console; here it is the point.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
});

test('a visitor the browser does not remember sees the site at once, without asking the server', async () => {
  const fetchMock = mockFetch(catalogueApi([buildProduct()]));
  renderRoute('/about');

  const header = within(await screen.findByRole('banner'));
  expect(header.getByRole('link', { name: 'Login' })).toBeDefined();
  expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/me');
});

test('a remembered user waits for GET /api/auth/me behind Loading..., then is signed in', async () => {
  rememberUser(asha);
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn((url: string) =>
    url === '/api/auth/me'
      ? new Promise<Response>((resolve) => (answer = resolve))
      : Promise.resolve(jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404)),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoute('/about');

  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(screen.queryByRole('banner')).toBeNull();
  expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());

  await act(async () => answer(jsonResponse({ user: { ...asha, name: 'Asha V. Verma' } })));

  expect(await screen.findByRole('button', { name: 'Account menu for Asha V. Verma' })).toBeDefined();
  // The server is the authority: its answer replaces what the browser remembered.
  expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
    name: 'Asha V. Verma',
  });
});

test('a remembered user whose session ended (401) is signed out and forgotten', async () => {
  rememberUser(asha);
  mockFetch(memberApi({ user: null }));
  renderRoute('/about');

  const header = within(await screen.findByRole('banner'));
  expect(header.getByRole('link', { name: 'Login' })).toBeDefined();
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
});

test('when the server cannot be reached, the remembered user stays signed in', async () => {
  rememberUser(asha);
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  renderRoute('/about');

  expect(await screen.findByRole('button', { name: 'Account menu for Asha Verma' })).toBeDefined();
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
});

test('a corrupt remembered user counts as none', async () => {
  window.localStorage.setItem(USER_STORAGE_KEY, '{"name":1}');
  const fetchMock = mockFetch(memberApi({ user: asha }));
  renderRoute('/about');

  expect(await screen.findByRole('link', { name: 'Login' })).toBeDefined();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
});

test('an API read refused with 401 re-checks the session and, if it ended, leads to login', async () => {
  rememberUser(asha);
  let sessionAlive = true;
  mockFetch((url) => {
    if (url === '/api/auth/me') return sessionAlive ? jsonResponse({ user: asha }) : unauthenticated();
    sessionAlive = false;
    return unauthenticated();
  });
  const { router } = renderRoute('/dashboard/customer');

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe('?tab=login&redirectTo=%2Fdashboard%2Fcustomer');
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
});

test('signing in or out in another tab is followed here', async () => {
  mockFetch(memberApi({ user: asha }));
  renderRoute('/about');
  expect(await screen.findByRole('link', { name: 'Login' })).toBeDefined();

  act(() => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(asha));
    window.dispatchEvent(
      new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: JSON.stringify(asha) }),
    );
  });
  expect(await screen.findByRole('button', { name: 'Account menu for Asha Verma' })).toBeDefined();

  act(() => {
    window.localStorage.removeItem(USER_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: null }));
  });
  expect(await screen.findByRole('link', { name: 'Login' })).toBeDefined();
});

test('login keeps the user but not the token; logout forgets the user even when already signed out', async () => {
  const fetchMock = mockFetch((url) =>
    url === '/api/auth/login'
      ? jsonResponse({ success: true, token: 'secret-token', user: asha })
      : unauthenticated(),
  );
  const queryClient = new QueryClient();
  const { result } = renderHook(() => useAuth(), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    ),
  });

  await act(() => result.current.login('asha@example.in', 'correct horse'));
  expect(result.current.user).toEqual(asha);
  expect(JSON.stringify({ ...window.localStorage })).not.toContain('secret-token');

  // The logout answer is 401 here (the session had already ended): still a logout.
  await act(() => result.current.logout());
  expect(result.current.user).toBeNull();
  expect(result.current.loggedOut).toBe(true);
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/login', '/api/auth/logout']);
});

test('a logout the server could not record keeps the user signed in', async () => {
  rememberUser(asha);
  mockFetch((url) =>
    url === '/api/auth/me'
      ? jsonResponse({ user: asha })
      : jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
  );
  const queryClient = new QueryClient();
  const { result } = renderHook(() => useAuth(), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    ),
  });
  await waitFor(() => expect(result.current.verified).toBe(true));

  await expect(act(() => result.current.logout())).rejects.toThrow('Something went wrong. Please try again.');
  expect(result.current.user).toEqual(asha);
});

test('nothing of the page renders while the remembered user is being checked', () => {
  rememberUser(asha);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <p>Page content</p>
      </AuthProvider>
    </QueryClientProvider>,
  );

  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(screen.queryByText('Page content')).toBeNull();
});
