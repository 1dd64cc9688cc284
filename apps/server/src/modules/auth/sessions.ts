import type { SessionUser } from '@bulk/domain/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import {
  findSessionUser,
  insertSession,
  revokeSessionByTokenHash,
  revokeUserSessions,
} from './sessions.repo';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;

export type AuthenticatedUser = SessionUser & { id: number; tokenHash: string };

export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await revokeSessionByTokenHash(db, tokenHash, new Date());
}

/** Ends every session of a user, or every one but the current (after a password change). */
export async function revokeSessions(db: Database, userId: number, exceptTokenHash?: string): Promise<void> {
  await revokeUserSessions(db, userId, new Date(), exceptTokenHash);
}

/** The session token of a request: the site's cookie, or an API client's `Authorization: Bearer`. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

const resolved = new WeakMap<FastifyRequest, Promise<AuthenticatedUser | undefined>>();

/** The signed-in user of a request, looked up once per request; undefined for visitors. */
export function currentUser(db: Database, request: FastifyRequest): Promise<AuthenticatedUser | undefined> {
  let lookup = resolved.get(request);
  if (!lookup) {
    lookup = findTokenUser(db, sessionToken(request));
    resolved.set(request, lookup);
  }
  return lookup;
}

async function findTokenUser(
  db: Database,
  token: string | undefined,
): Promise<AuthenticatedUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const row = await findSessionUser(db, tokenHash);
  if (!row) return undefined;
  return { ...row, tokenHash };
}

/** The signed-in user, or a 401; with `roles`, a 403 for any other role. */
export async function requireUser(
  db: Database,
  request: FastifyRequest,
  roles?: readonly AuthenticatedUser['role'][],
): Promise<AuthenticatedUser> {
  const user = await currentUser(db, request);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  if (roles && !roles.includes(user.role))
    throw new AppError('FORBIDDEN', 'You do not have access to this page.');
  return user;
}

/**
 * An `onRequest` hook that refuses visitors (401) and, with `roles`, other roles (403) before the body or
 * parameters are even read, so a refused caller learns nothing from validation messages.
 */
export function requireUserHook(db: Database, roles?: readonly AuthenticatedUser['role'][]) {
  return async (request: FastifyRequest) => {
    await requireUser(db, request, roles);
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
