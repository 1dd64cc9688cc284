import type { MailMessage } from '#src/modules/mail/outbox';

export interface StoreMailContext {
  storeName: string;
  publicUrl: string;
}

const pageLink = (path: string, { publicUrl }: StoreMailContext) => new URL(path, publicUrl).toString();

export function passwordResetEmail(
  user: { name: string; email: string },
  link: string,
  minutes: number,
  store: StoreMailContext,
): MailMessage {
  return {
    to: user.email,
    subject: `Reset your ${store.storeName} password`,
    kind: 'password_reset',
    text: [
      `Dear ${user.name},`,
      '',
      `Someone asked to reset the password of your ${store.storeName} account. To choose a new password, open this link within ${minutes} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * The link that proves the address is the account holder's. It says what the link does, so that someone
 * who did not make the account does not hand its maker the orders placed with the address.
 */
export function emailVerificationEmail(
  user: { name: string; email: string },
  link: string,
  hours: number,
  store: StoreMailContext,
): MailMessage {
  return {
    to: user.email,
    subject: `Verify your email address for ${store.storeName}`,
    kind: 'email_verification',
    text: [
      `Dear ${user.name},`,
      '',
      `An account was made at ${store.storeName} with this email address. To confirm that it is yours, open this link within ${hours} hours:`,
      '',
      link,
      '',
      'Once it is verified, the orders you placed with this address without signing in appear in the account. The link works once.',
      '',
      'If you did not make this account, do not open the link: ignore this email, and the account will see none of your orders.',
    ].join('\n'),
  };
}

/**
 * Sent when a reset is asked for an address no active account uses, so that answering and working alike
 * for every address tells a stranger nothing, while the one who asked learns what happened.
 */
export function noAccountEmail(email: string, store: StoreMailContext): MailMessage {
  return {
    to: email,
    subject: `Your ${store.storeName} password reset`,
    kind: 'password_reset_no_account',
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of a ${store.storeName} account with this email address, but no active account uses it, so no link was made.`,
      '',
      `If it was you, perhaps you signed up with another address. You can also create an account: ${pageLink('/login?tab=signup-customer', store)}`,
      '',
      'If you did not ask for it, ignore this email.',
    ].join('\n'),
  };
}

/**
 * Sent to an account's owner instead of telling a stranger that the address is taken: registration
 * answers alike whether or not an account exists.
 */
export function registrationAttemptEmail(
  owner: { name: string; email: string },
  attempted: string,
  store: StoreMailContext,
  note?: string,
): MailMessage {
  return {
    to: owner.email,
    subject: `Someone tried to register with your email at ${store.storeName}`,
    kind: 'registration_attempt',
    text: [
      `Dear ${owner.name},`,
      '',
      `Someone just tried to create ${attempted} with this email address, which already has a ${store.storeName} account. No second account was made and yours is unchanged.`,
      ...(note ? ['', note] : []),
      '',
      `If it was you, sign in: ${pageLink('/login', store)}`,
      `Forgotten your password? Choose a new one: ${pageLink('/forgot-password', store)}`,
      '',
      'If it was not you, you need do nothing.',
    ].join('\n'),
  };
}
