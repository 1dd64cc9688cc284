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
import { enqueueMail } from '#src/modules/mail/outbox';
import { hashPassword, unknownUserHash, verifyPassword } from './password';
import type { RateLimiter } from './rate-limiter';
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

export interface AuthOptions {
  db: Database;
  secureCookies: boolean;
  publicUrl: string;
  storeName: string;
  smtp: boolean;
  limits: { loginPerAddress: RateLimiter; loginPerAccount: RateLimiter; resetPerAddress: RateLimiter };
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

function tooMany(reply: FastifyReply, waitMs: number): never {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  throw new AppError(
    'RATE_LIMITED',
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, limits } = options;
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
      const passwordHash = await hashPassword(password);
      const [created] = await db
        .insert(users)
        .values({ name, email, passwordHash, role: 'customer', address, city, state })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) {
        const message = 'An account with this email already exists. Please log in.';
        throw new AppError('CONFLICT', message, undefined, { success: false, error: message });
      }
      await claimGuestOrders(db, created.id, email);
      return reply.code(201).send({ success: true, message: 'Registration successful. Please log in.' });
    },
  );

  /** Signs in with the rate limits; `adminOnly` refuses every other role with the admin area's message. */
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
    const addressWait = await limits.loginPerAddress.hit(`login:${request.ip}`);
    if (addressWait) tooMany(reply, addressWait);
    const accountWait = await limits.loginPerAccount.hit(`login:${email}`);
    if (accountWait) tooMany(reply, accountWait);

    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    const genuine = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
    if (!user || !genuine || user.deactivatedAt !== null || (adminOnly && user.role !== 'admin')) {
      const message = adminOnly ? 'Invalid credentials. Please try again.' : INVALID_CREDENTIALS;
      throw new AppError('UNAUTHENTICATED', message, undefined, { success: false, error: message });
    }
    await limits.loginPerAccount.reset(`login:${email}`);
    // A new session id at every sign-in: nothing set before the sign-in survives it. The session cookie
    // this browser held until now is replaced, so it ends too rather than stay valid unseen.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous && previous.length <= 100) await revokeSession(db, hashToken(previous));
    const token = await createSession(db, user.id);
    await claimGuestOrders(db, user.id, user.email);
    setSessionCookie(reply, token, options.secureCookies);
    return { success: true as const, token, user: publicUser(user) };
  }

  const loginSchema = { body: loginRequestSchema, response: { 200: loginResponseSchema } };
  app.post('/auth/login', { schema: loginSchema }, (request, reply) => signIn(request, reply, false));
  app.post('/admin/login', { schema: loginSchema }, (request, reply) => signIn(request, reply, true));

  app.post('/auth/logout', async (request, reply) => {
    const user = await currentUser(db, request);
    if (user) await revokeSession(db, user.tokenHash);
    clearSessionCookie(reply, options.secureCookies);
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
      const wait = await limits.resetPerAddress.hit(`reset:${request.ip}`);
      if (wait) tooMany(reply, wait);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, request.body.email));
      if (user && user.deactivatedAt === null) {
        const token = newToken();
        await db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            tokenHash: hashToken(token),
            userId: user.id,
            expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
          });
          const link = new URL(`/reset-password/${token}`, options.publicUrl).toString();
          await enqueueMail(
            tx,
            {
              to: user.email,
              subject: `Reset your ${options.storeName} password`,
              kind: 'password_reset',
              text: [
                `Dear ${user.name},`,
                '',
                `Someone asked to reset the password of your ${options.storeName} account. To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes:`,
                '',
                link,
                '',
                'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
              ].join('\n'),
            },
            { smtp: options.smtp },
          );
        });
      }
      return { success: true as const, message: PASSWORD_RESET_SENT_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await db.transaction(async (tx) => {
        // Claiming the link and changing the password happen together: a link works once, even if raced.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(request.body.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!claimed) return undefined;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
        await endResetLinks(tx, claimed.userId);
        return claimed.userId;
      });
      if (userId === undefined) {
        throw new AppError('VALIDATION_FAILED', 'This reset link is invalid or has expired.', [
          { field: 'token', message: 'This reset link is invalid or has expired.' },
        ]);
      }
      await revokeSessions(db, userId);
      return { success: true as const, message: 'Your password has been changed. Please log in.' };
    },
  );

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
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
      return { success: true as const, message: 'Your password has been changed.' };
    },
  );
};
