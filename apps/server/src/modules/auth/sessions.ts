import type { SessionUser } from '@bulk/domain/auth';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#src/db/client';
import { orders, sessions, users } from '#src/db/schema/index';
import { AppError } from '#src/lib/app-error';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;

export type AuthenticatedUser = SessionUser & { id: number; tokenHash: string };

export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but the current (after a password change). */
export async function revokeSessions(db: Database, userId: number, exceptTokenHash?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}

/** A guest's orders placed with this email become the account's. */
export async function claimGuestOrders(db: Database, userId: number, email: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(sql`lower(${orders.email})`, email.toLowerCase())));
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
    lookup = findSessionUser(db, sessionToken(request));
    resolved.set(request, lookup);
  }
  return lookup;
}

async function findSessionUser(
  db: Database,
  token: string | undefined,
): Promise<AuthenticatedUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deactivatedAt),
      ),
    );
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
