import { paths } from '#src/config/paths';

/** The tabs of /login, chosen by `?tab=` (specification, section 2, Login); `login` is the default. */
export const authTabs = ['login', 'signup-customer', 'signup-supplier', 'register-jobseeker'] as const;
export type AuthTab = (typeof authTabs)[number];

export function parseAuthTab(value: string | null): AuthTab {
  return authTabs.find((tab) => tab === value) ?? 'login';
}

/** /login, on a tab and with the page to return to after signing in. */
export function loginPath({ tab, redirectTo }: { tab?: AuthTab; redirectTo?: string } = {}): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (redirectTo) params.set('redirectTo', redirectTo);
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}

/**
 * A `redirectTo` value that is safe to follow: a path on this site. Anything else (another origin,
 * `//host`, a backslash trick, the login page itself) is refused, so the link cannot send a visitor away.
 */
export function safeRedirectPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value === paths.login || value.startsWith(`${paths.login}?`)) return null;
  return value;
}
