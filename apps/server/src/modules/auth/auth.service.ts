import { EMAIL_VERIFICATION_MESSAGES, type EmailVerification, type SessionUser } from '@bulk/domain/auth';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import { enqueueMail, enqueueMailWithSecret, WITHHELD_LINK } from '#src/modules/mail/outbox';
import type { AppServices } from '#src/services';
import {
  emailVerificationEmail,
  noAccountEmail,
  passwordResetEmail,
  registrationAttemptEmail,
} from './account-mail';
import {
  claimEmailVerification,
  claimGuestOrders,
  claimPasswordReset,
  endPasswordResets,
  findEmailVerification,
  findEmailVerifiedAt,
  findOpenPasswordReset,
  findPasswordHash,
  findUserByEmail,
  insertCustomer,
  insertEmailVerification,
  insertPasswordReset,
  markEmailVerified,
  setPasswordHash,
} from './auth.repo';
import { knownDeviceId, type DeviceOwner } from './known-devices';
import { hashPassword, unknownUserHash, verifyPassword } from './password';
import { enforceLimits } from './rate-limiter';
import { createSession, revokeSession, revokeSessions, type AuthenticatedUser } from './sessions';
import { hashToken, newToken } from './tokens';

/** What the account endpoints use of the shared services. */
export type AuthServices = Pick<AppServices, 'db' | 'authLimits' | 'mail' | 'mailDelivery' | 'clock'>;

/** Who is asking: the address the limits count. */
export interface Caller {
  ip: string;
}

const RESET_LINK_MINUTES = 60;
const VERIFICATION_LINK_HOURS = 24;
const INVALID_CREDENTIALS = 'Invalid email or password.';

/** What a user may see of their own account. */
export function publicUser(user: SessionUser): SessionUser {
  return { name: user.name, email: user.email, role: user.role, status: user.status };
}

/** The key of one account's sign-ins from one source: a known device of it, else the address. */
function sourceKey(email: string, address: string, device: string | undefined): string {
  return device ? `${email}|device:${device}` : `${email}|address:${address}`;
}

/**
 * Public sign-up of a customer. A taken address gets the answer of a new registration, and its owner
 * is told by email instead.
 */
export async function registerCustomer(
  services: AuthServices,
  caller: Caller,
  registration: {
    name: string;
    email: string;
    password: string;
    address?: string;
    city?: string;
    state?: string;
  },
): Promise<void> {
  const { db, authLimits: limits, mail, mailDelivery } = services;
  const { name, email, password, address, city, state } = registration;
  await enforceLimits([limits.registerPerAddress, caller.ip], [limits.registerPerEmail, email]);
  const passwordHash = await hashPassword(password);
  // The new account holds no guest order of the address until its owner opens the verification link.
  await db.transaction(async (tx) => {
    const inserted = await insertCustomer(tx, { name, email, passwordHash, address, city, state });
    if (inserted) {
      await queueVerificationEmail(tx, services, { id: inserted.id, name, email });
      return;
    }
    const owner = await findUserByEmail(tx, email);
    if (owner) await enqueueMail(tx, registrationAttemptEmail(owner, 'an account', mail), mail);
  });
  mailDelivery?.sendSoon();
}

/**
 * Makes a single-use verification link for the account's address and queues the mail carrying it, in the
 * caller's transaction (sign-up, a member's registration, a resend); like a reset link, the link reaches
 * the owner only, never the outbox (decision 008).
 */
export async function queueVerificationEmail(
  tx: Database,
  { mail, mailDelivery, clock }: Pick<AuthServices, 'mail' | 'mailDelivery' | 'clock'>,
  user: { id: number; name: string; email: string },
): Promise<void> {
  const token = newToken();
  const createdAt = clock.now();
  const expiresAt = new Date(createdAt.getTime() + VERIFICATION_LINK_HOURS * 3600_000);
  await insertEmailVerification(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    createdAt,
    expiresAt,
  });
  const link = new URL(`/verify-email/${token}`, mail.publicUrl).toString();
  await enqueueMailWithSecret(
    tx,
    emailVerificationEmail(user, WITHHELD_LINK, VERIFICATION_LINK_HOURS, mail),
    { link, expiresAt },
    mailDelivery,
  );
}

/** Whether the signed-in account's address is verified. */
export async function getEmailVerification(db: Database, userId: number): Promise<EmailVerification> {
  return { verified: (await findEmailVerifiedAt(db, userId)) != null };
}

/** Sends the signed-in account a new verification link, a few times an hour at most. */
export async function resendVerificationEmail(
  services: AuthServices,
  user: AuthenticatedUser,
): Promise<void> {
  const { db, authLimits: limits, mailDelivery } = services;
  if ((await findEmailVerifiedAt(db, user.id)) != null) {
    throw new AppError('CONFLICT', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  }
  await enforceLimits([limits.verificationEmailsPerAccount, String(user.id)]);
  await db.transaction((tx) => queueVerificationEmail(tx, services, user));
  mailDelivery?.sendSoon();
}

/**
 * Opens a verification link: the account's address is verified and, in the same transaction, the orders
 * placed as a guest with it join the account. A link works once, even if raced, and for a day.
 */
export async function verifyEmail({ db, clock }: AuthServices, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  const now = clock.now();
  const invalid = () => new AppError('NOT_FOUND', EMAIL_VERIFICATION_MESSAGES.invalid);
  const verified = await db.transaction(async (tx) => {
    const claimed = await claimEmailVerification(tx, tokenHash, now);
    if (!claimed) return false;
    const owner = await markEmailVerified(tx, claimed.userId, claimed.email, now);
    // The account no longer has the address the link was sent to: the link proves nothing of it.
    if (!owner) throw invalid();
    await claimGuestOrders(tx, owner.id, owner.email);
    return true;
  });
  if (verified) return;
  const link = await findEmailVerification(db, tokenHash);
  if (!link) throw invalid();
  if (link.usedAt) throw new AppError('CONFLICT', EMAIL_VERIFICATION_MESSAGES.used);
  throw new AppError('GONE', EMAIL_VERIFICATION_MESSAGES.expired);
}

/**
 * Signs in with the rate limits; `adminOnly` refuses every other role with the admin area's message.
 * Attempts count per address and per account and address (or known device); failures also per account
 * from browsers that are not known devices of it. A known device has an allowance of its own, so
 * strangers guessing from anywhere cannot lock the owner out.
 */
export async function signIn(
  { db, authLimits: limits }: AuthServices,
  caller: Caller,
  credentials: { email: string; password: string },
  cookies: { device: string | undefined; session: string | undefined },
  adminOnly: boolean,
): Promise<{ token: string; user: SessionUser; deviceOwner: DeviceOwner }> {
  const { email, password } = credentials;
  await enforceLimits([limits.loginPerAddress, caller.ip]);
  const user = await findUserByEmail(db, email);
  const device = knownDeviceId(cookies.device, user);
  const source = sourceKey(email, caller.ip, device);
  // The account's failures are looked at (a cost of 0 counts nothing) and counted only when this one fails.
  if (device) await enforceLimits([limits.loginPerAccountAndSource, source]);
  else await enforceLimits([limits.loginPerAccountAndSource, source], [limits.loginPerAccount, email, 0]);

  const genuine = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
  if (!user || !genuine || user.deactivatedAt !== null || (adminOnly && user.role !== 'admin')) {
    if (!device) await limits.loginPerAccount.hit(email);
    const message = adminOnly ? 'Invalid credentials. Please try again.' : INVALID_CREDENTIALS;
    throw new AppError('UNAUTHENTICATED', message, undefined, { success: false, error: message });
  }
  await limits.loginPerAccountAndSource.reset(source);
  // A new session id at every sign-in: nothing set before the sign-in survives it. The session cookie
  // this browser held until now is replaced, so it ends too rather than stay valid unseen.
  const previous = cookies.session;
  if (previous && previous.length <= 100) await revokeSession(db, hashToken(previous));
  const token = await createSession(db, user.id);
  // Orders placed as a guest since the last sign-in join only an account whose owner proved the address.
  if (user.emailVerifiedAt) await claimGuestOrders(db, user.id, user.email);
  return { token, user: publicUser(user), deviceOwner: { id: user.id, passwordHash: user.passwordHash } };
}

/** Ends the session of a signed-in user; a visitor has none to end. */
export async function signOut(db: Database, user: AuthenticatedUser | undefined): Promise<void> {
  if (user) await revokeSession(db, user.tokenHash);
}

/**
 * Every address gets the same answer after the same work, one email queued in one transaction: a link
 * for an account, a note that there is none otherwise. Timing tells a stranger nothing.
 */
export async function requestPasswordReset(
  { db, authLimits: limits, mail, mailDelivery }: AuthServices,
  caller: Caller,
  email: string,
): Promise<void> {
  await enforceLimits([limits.resetPerAddress, `request:${caller.ip}`], [limits.resetPerEmail, email]);
  const user = await findUserByEmail(db, email);
  await db.transaction(async (tx) => {
    if (!user || user.deactivatedAt !== null) {
      await enqueueMail(tx, noAccountEmail(email, mail), mail);
      return;
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
    await insertPasswordReset(tx, { tokenHash: hashToken(token), userId: user.id, expiresAt });
    // The outbox keeps the mail without its link: only the mail sent to the owner carries it.
    const link = new URL(`/reset-password/${token}`, mail.publicUrl).toString();
    await enqueueMailWithSecret(
      tx,
      passwordResetEmail(user, WITHHELD_LINK, RESET_LINK_MINUTES, mail),
      { link, expiresAt },
      mailDelivery,
    );
  });
  mailDelivery?.sendSoon();
}

/**
 * Sets a new password through a reset link, which works once, and ends every session of the account.
 * Returns the owner, whose browser becomes a known device of the account.
 */
export async function resetPassword(
  { db, authLimits: limits }: AuthServices,
  caller: Caller,
  reset: { token: string; password: string },
): Promise<DeviceOwner> {
  await enforceLimits([limits.resetPerAddress, `link:${caller.ip}`]);
  const tokenHash = hashToken(reset.token);
  const invalidLink = () =>
    new AppError('VALIDATION_FAILED', 'This reset link is invalid or has expired.', [
      { field: 'token', message: 'This reset link is invalid or has expired.' },
    ]);
  // The link is checked before the costly hash, so made-up links cost the server nothing.
  const link = await findOpenPasswordReset(db, tokenHash);
  if (!link) throw invalidLink();
  const passwordHash = await hashPassword(reset.password);
  const owner = await db.transaction(async (tx) => {
    // Claiming the link and changing the password happen together: a link works once, even if raced.
    const claimed = await claimPasswordReset(tx, tokenHash);
    if (!claimed) return undefined;
    const user = await setPasswordHash(tx, claimed.userId, passwordHash);
    // A new password ends every reset link still open for the account: each link was for the old one.
    await endPasswordResets(tx, claimed.userId);
    return user;
  });
  if (!owner) throw invalidLink();
  await revokeSessions(db, owner.id);
  // The owner is back in: the account's sign-in counts start again, and this browser is now a known
  // device, so guesses made by others while the link was on its way do not keep the owner out.
  const email = owner.email.toLowerCase();
  await limits.loginPerAccount.reset(email);
  await limits.loginPerAccountAndSource.reset(sourceKey(email, caller.ip, undefined));
  return owner;
}

/**
 * Changes the signed-in user's password after checking the current one, and ends every other session.
 * Returns the account with its new password, to which this browser stays a known device.
 */
export async function changePassword(
  { db, authLimits: limits }: AuthServices,
  caller: Caller,
  user: AuthenticatedUser,
  change: { currentPassword: string; newPassword: string },
): Promise<DeviceOwner> {
  await enforceLimits(
    [limits.loginPerAddress, caller.ip],
    [limits.changePasswordPerAccount, String(user.id)],
  );
  const currentHash = await findPasswordHash(db, user.id);
  if (!currentHash || !(await verifyPassword(change.currentPassword, currentHash))) {
    throw new AppError('VALIDATION_FAILED', 'Your current password is not correct.', [
      { field: 'currentPassword', message: 'Your current password is not correct.' },
    ]);
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    // A new password ends every reset link still open for the account: each link was for the old one.
    await endPasswordResets(tx, user.id);
  });
  await revokeSessions(db, user.id, user.tokenHash);
  await limits.changePasswordPerAccount.reset(String(user.id));
  // The new password ends every device token made with the old one; this browser stays known.
  return { id: user.id, passwordHash };
}
