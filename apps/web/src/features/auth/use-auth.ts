import type { SessionUser } from '@bulk/domain/auth';
import { createContext, useContext } from 'react';

export type AuthContextValue = {
  /** The signed-in user (name, email, role, status), or null for a visitor. Never a secret. */
  user: SessionUser | null;
  /** True once `GET /api/auth/me` has answered during this page view. */
  verified: boolean;
  /** True after `logout()` until the next sign-in: a guarded page then leaves for home, not for login. */
  loggedOut: boolean;
  /** Signs in (the server sets the session cookie) and resolves with the user; rejects with `ApiRequestError`. */
  login: (email: string, password: string) => Promise<SessionUser>;
  /** Ends the session on the server, then forgets the user and every cached query. */
  logout: () => Promise<void>;
  /** Asks the server who is signed in; a 401 signs the browser out. Resolves with the user or null. */
  refresh: () => Promise<SessionUser | null>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The sign-in state of the app. Throws outside `AuthProvider` (specification, section 8). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
