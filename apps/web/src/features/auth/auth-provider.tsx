import type { SessionUser } from '@bulk/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiRequestError } from '#src/lib/api-client';
import { getMe, loginRequest, logoutRequest } from './api/auth-api';
import { parseStoredUser, readStoredUser, USER_STORAGE_KEY, writeStoredUser } from './auth-storage';
import { AuthContext, type AuthContextValue } from './use-auth';

type AuthState = { user: SessionUser | null; verified: boolean; loggedOut: boolean };

function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/**
 * Holds who is signed in. On start, a user remembered by this browser is confirmed with `GET /api/auth/me`
 * before anything renders (the specification's "nothing renders until this check finishes"); a 401 signs
 * the browser out. A visitor with no remembered user is shown the site at once, without that call; a
 * guarded page asks the server itself (see `RequireAuth`).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initialUser] = useState(readStoredUser);
  const [state, setState] = useState<AuthState>({ user: initialUser, verified: false, loggedOut: false });
  const [checking, setChecking] = useState(initialUser !== null);
  // The latest user for callbacks, and the one `GET /api/auth/me` in flight, shared by all who ask.
  const userRef = useRef(initialUser);
  const pendingCheck = useRef<Promise<SessionUser | null> | null>(null);

  const setUser = useCallback((user: SessionUser | null, changes: Partial<AuthState> = {}) => {
    userRef.current = user;
    writeStoredUser(user);
    setState((previous) => ({
      ...previous,
      ...changes,
      user,
      loggedOut: user ? false : (changes.loggedOut ?? previous.loggedOut),
    }));
  }, []);

  const refresh = useCallback((): Promise<SessionUser | null> => {
    pendingCheck.current ??= (async () => {
      try {
        const user = await getMe();
        setUser(user, { verified: true });
        return user;
      } catch (error) {
        if (isUnauthenticated(error)) {
          const hadUser = userRef.current !== null;
          setUser(null, { verified: true });
          if (hadUser) queryClient.clear();
          return null;
        }
        // The server could not answer: keep what this browser knows. Every protected call is checked anyway.
        setState((previous) => ({ ...previous, verified: true }));
        return userRef.current;
      } finally {
        pendingCheck.current = null;
      }
    })();
    return pendingCheck.current;
  }, [queryClient, setUser]);

  const login = useCallback(
    async (email: string, password: string) => {
      const user = await loginRequest(email, password);
      setUser(user, { verified: true });
      return user;
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      // An already ended session is what the visitor asked for; any other failure keeps them signed in.
      if (!isUnauthenticated(error)) throw error;
    }
    setUser(null, { loggedOut: true });
    // Orders, stats and profile data of this account must not outlive the session in a shared browser.
    queryClient.clear();
  }, [queryClient, setUser]);

  useEffect(() => {
    if (!checking) return;
    let active = true;
    void refresh().finally(() => {
      if (active) setChecking(false);
    });
    return () => {
      active = false;
    };
  }, [checking, refresh]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== USER_STORAGE_KEY) return;
      const user = parseStoredUser(event.key === null ? null : event.newValue);
      userRef.current = user;
      setState((previous) => ({ ...previous, user }));
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Any API read refused with 401 means the session ended on the server (expired, or ended by a password
  // change elsewhere): confirm with the server, which signs the browser out, and guarded pages go to login.
  const signedIn = state.user !== null;
  useEffect(() => {
    if (!signedIn) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isUnauthenticated(event.action.error)
      ) {
        void refresh();
      }
    });
  }, [queryClient, refresh, signedIn]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, refresh }),
    [state, login, logout, refresh],
  );

  if (checking) {
    return (
      <p role="status" className="container-page py-12 text-stone-700">
        Loading...
      </p>
    );
  }
  return <AuthContext value={value}>{children}</AuthContext>;
}
