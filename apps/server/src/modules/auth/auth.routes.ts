import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  type SessionUser,
} from '@bulk/domain/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/client';
import { passwordResets, users } from '#src/db/schema/index';
import { AppError } from '#src/lib/app-error';
import { enqueueMail, enqueueMailWithSecret, WITHHELD_LINK } from '#src/modules/mail/outbox';
import { noAccountEmail, passwordResetEmail, registrationAttemptEmail } from './account-mail';
import { hashPassword, unknownUserHash, verifyPassword } from './password';
import { DEVICE_COOKIE, knownDeviceId, setDeviceCookie } from './known-devices';
import { enforceLimits, type RateLimiter } from './rate-limiter';
import {
  claimGuestOrders,
  clearSessionCookie,
  createSession,
  currentUser,
  requireUser,
  revokeSession,
  SESSION_COOKIE,
  revokeSessions,
  setSessionCookie,
} from './sessions';
import { hashToken, newToken } from './tokens';

/** The limiters of the sign-in, registration and password endpoints (see decision 007). */
export interface AuthLimits {
  /** Password guesses from one address: sign-ins of any account and current-password checks. */
  loginPerAddress: RateLimiter;
  /** Sign-ins of one account from one address, or from one known device of it. */
  loginPerAccountAndSource: RateLimiter;
  /** Failed sign-ins of one account from every browser that is not a known device of it. */
  loginPerAccount: RateLimiter;
  registerPerAddress: RateLimiter;
  registerPerEmail: RateLimiter;
  /** Reset requests and reset links used, from one address. */
  resetPerAddress: RateLimiter;
  resetPerEmail: RateLimiter;
  changePasswordPerAccount: RateLimiter;
}

const RESET_LINK_MINUTES = 60;

/** A new password ends every reset link still open for the account: each link was for the old one. */
async function endResetLinks(db: Pick<Database, 'update'>, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
const INVALID_CREDENTIALS = 'Invalid email or password.';

/** The key of one account's sign-ins from one source: a known device of it, else the address. */
function sourceKey(email: string, address: string, device: string | undefined): string {
  return device ? `${email}|device:${device}` : `${email}|address:${address}`;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, authLimits: limits, secureCookies, mailDelivery } = app.services;
  const { mail } = app.services;
  const { publicUrl } = mail;
  const publicUser = (user: SessionUser): SessionUser => ({
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
  });

  app.post(
    '/auth/register',
    { schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      const { name, email, password, address, city, state } = request.body;
      await enforceLimits(reply, [limits.registerPerAddress, request.ip], [limits.registerPerEmail, email]);
      const passwordHash = await hashPassword(password);
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({ name, email, passwordHash, role: 'customer', address, city, state })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (inserted) return inserted;
        // The address is taken: the answer stays that of a new registration, and the owner is told.
        const [owner] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email));
        if (owner) await enqueueMail(tx, registrationAttemptEmail(owner, 'an account', mail), mail);
        return undefined;
      });
      if (created) await claimGuestOrders(db, created.id, email);
      return reply.code(201).send({ success: true, message: 'Registration successful. Please log in.' });
    },
  );

  /**
   * Signs in with the rate limits; `adminOnly` refuses every other role with the admin area's message.
   * Attempts count per address and per account and address (or known device); failures also per account
   * from browsers that are not known devices of it. A known device has an allowance of its own, so
   * strangers guessing from anywhere cannot lock the owner out.
   */
  async function signIn(
    request: {
      ip: string;
      body: { email: string; password: string };
      cookies: Record<string, string | undefined>;
    },
    reply: FastifyReply,
    adminOnly: boolean,
  ) {
    const { email, password } = request.body;
    await enforceLimits(reply, [limits.loginPerAddress, request.ip]);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    const device = knownDeviceId(request.cookies[DEVICE_COOKIE], user);
    const source = sourceKey(email, request.ip, device);
    // The account's failures are looked at (a cost of 0 counts nothing) and counted only when this one fails.
    if (device) await enforceLimits(reply, [limits.loginPerAccountAndSource, source]);
    else
      await enforceLimits(
        reply,
        [limits.loginPerAccountAndSource, source],
        [limits.loginPerAccount, email, 0],
      );

    const genuine = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
    if (!user || !genuine || user.deactivatedAt !== null || (adminOnly && user.role !== 'admin')) {
      if (!device) await limits.loginPerAccount.hit(email);
      const message = adminOnly ? 'Invalid credentials. Please try again.' : INVALID_CREDENTIALS;
      throw new AppError('UNAUTHENTICATED', message, undefined, { success: false, error: message });
    }
    await limits.loginPerAccountAndSource.reset(source);
    // A new session id at every sign-in: nothing set before the sign-in survives it. The session cookie
    // this browser held until now is replaced, so it ends too rather than stay valid unseen.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous && previous.length <= 100) await revokeSession(db, hashToken(previous));
    const token = await createSession(db, user.id);
    await claimGuestOrders(db, user.id, user.email);
    setSessionCookie(reply, token, secureCookies);
    setDeviceCookie(reply, user, secureCookies);
    return { success: true as const, token, user: publicUser(user) };
  }

  const loginSchema = { body: loginRequestSchema, response: { 200: loginResponseSchema } };
  app.post('/auth/login', { schema: loginSchema }, (request, reply) => signIn(request, reply, false));
  app.post('/admin/login', { schema: loginSchema }, (request, reply) => signIn(request, reply, true));

  app.post('/auth/logout', async (request, reply) => {
    const user = await currentUser(db, request);
    if (user) await revokeSession(db, user.tokenHash);
    clearSessionCookie(reply, secureCookies);
    return { success: true };
  });

  app.get('/auth/me', { schema: { response: { 200: meResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { user: publicUser(await requireUser(db, request)) };
  });

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      await enforceLimits(
        reply,
        [limits.resetPerAddress, `request:${request.ip}`],
        [limits.resetPerEmail, email],
      );
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      // Every address gets the same answer after the same work, one email queued in one transaction: a
      // link for an account, a note that there is none otherwise. Timing tells a stranger nothing.
      await db.transaction(async (tx) => {
        if (!user || user.deactivatedAt !== null) {
          await enqueueMail(tx, noAccountEmail(email, mail), mail);
          return;
        }
        const token = newToken();
        const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
        await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, expiresAt });
        // The outbox keeps the mail without its link: only the mail sent to the owner carries it.
        const link = new URL(`/reset-password/${token}`, publicUrl).toString();
        await enqueueMailWithSecret(
          tx,
          passwordResetEmail(user, WITHHELD_LINK, RESET_LINK_MINUTES, mail),
          { link, expiresAt },
          mailDelivery,
        );
      });
      mailDelivery?.sendSoon();
      return { success: true as const, message: PASSWORD_RESET_SENT_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await enforceLimits(reply, [limits.resetPerAddress, `link:${request.ip}`]);
      const tokenHash = hashToken(request.body.token);
      const open = and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      );
      const invalidLink = () =>
        new AppError('VALIDATION_FAILED', 'This reset link is invalid or has expired.', [
          { field: 'token', message: 'This reset link is invalid or has expired.' },
        ]);
      // The link is checked before the costly hash, so made-up links cost the server nothing.
      const [link] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(open);
      if (!link) throw invalidLink();
      const passwordHash = await hashPassword(request.body.password);
      const owner = await db.transaction(async (tx) => {
        // Claiming the link and changing the password happen together: a link works once, even if raced.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(open)
          .returning({ userId: passwordResets.userId });
        if (!claimed) return undefined;
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, claimed.userId))
          .returning({ id: users.id, email: users.email, passwordHash: users.passwordHash });
        await endResetLinks(tx, claimed.userId);
        return user;
      });
      if (!owner) throw invalidLink();
      await revokeSessions(db, owner.id);
      // The owner is back in: the account's sign-in counts start again, and this browser is now a known
      // device, so guesses made by others while the link was on its way do not keep the owner out.
      const email = owner.email.toLowerCase();
      await limits.loginPerAccount.reset(email);
      await limits.loginPerAccountAndSource.reset(sourceKey(email, request.ip, undefined));
      setDeviceCookie(reply, owner, secureCookies);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  );

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(db, request);
      await enforceLimits(
        reply,
        [limits.loginPerAddress, request.ip],
        [limits.changePasswordPerAccount, String(user.id)],
      );
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(request.body.currentPassword, row.passwordHash))) {
        throw new AppError('VALIDATION_FAILED', 'Your current password is not correct.', [
          { field: 'currentPassword', message: 'Your current password is not correct.' },
        ]);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await endResetLinks(tx, user.id);
      });
      await revokeSessions(db, user.id, user.tokenHash);
      await limits.changePasswordPerAccount.reset(String(user.id));
      // The new password ends every device token made with the old one; this browser stays known.
      setDeviceCookie(reply, { id: user.id, passwordHash }, secureCookies);
      return { success: true as const, message: 'Your password has been changed.' };
    },
  );
};
