import type { Config } from '#src/config/env';
import type { TicketLimits } from '#src/modules/engagement/engagement.routes';
import { createAnonymousUploadCaps } from '#src/modules/uploads/upload-caps';
import type { RateLimiter, RateLimitStore } from './rate-limiter';

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
  /** Verification emails an account asks for again. */
  verificationEmailsPerAccount: RateLimiter;
}

const QUARTER_HOUR = 15 * 60_000;
const HOUR = 60 * 60_000;

/** The sign-in, registration and password limiters, with the allowances the configuration sets. */
export function createAuthLimits(store: RateLimitStore, config: Config): AuthLimits {
  const per = (name: string, limit: number, windowMs: number) => store.limiter(name, { limit, windowMs });
  return {
    loginPerAddress: per('login-address', config.LOGIN_ATTEMPTS_PER_ADDRESS, QUARTER_HOUR),
    loginPerAccountAndSource: per('login-source', config.LOGIN_ATTEMPTS_PER_ACCOUNT_ADDRESS, QUARTER_HOUR),
    loginPerAccount: per('login-account', config.LOGIN_ATTEMPTS_PER_ACCOUNT, QUARTER_HOUR),
    registerPerAddress: per('register-address', config.REGISTRATIONS_PER_ADDRESS, HOUR),
    registerPerEmail: per('register-email', config.REGISTRATIONS_PER_EMAIL, HOUR),
    resetPerAddress: per('reset-address', config.PASSWORD_RESETS_PER_ADDRESS, HOUR),
    resetPerEmail: per('reset-email', config.PASSWORD_RESETS_PER_EMAIL, HOUR),
    changePasswordPerAccount: per('password-change', config.PASSWORD_CHANGES_PER_ACCOUNT, QUARTER_HOUR),
    verificationEmailsPerAccount: per('verification-email', config.VERIFICATION_EMAILS_PER_ACCOUNT, HOUR),
  };
}

/** The support ticket limiters: tickets per address and per email, and anonymous attachment bytes. */
export function createTicketLimits(store: RateLimitStore, config: Config): TicketLimits {
  return {
    perAddress: store.limiter('ticket-address', { limit: config.TICKETS_PER_ADDRESS, windowMs: HOUR }),
    perEmail: store.limiter('ticket-email', { limit: config.TICKETS_PER_EMAIL, windowMs: HOUR }),
    anonymousUploads: createAnonymousUploadCaps(store, {
      perAddressMb: config.ANONYMOUS_UPLOAD_MB_PER_ADDRESS,
      totalMb: config.ANONYMOUS_UPLOAD_MB_PER_HOUR,
    }),
  };
}
