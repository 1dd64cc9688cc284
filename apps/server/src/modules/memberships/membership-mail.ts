import { MEMBERSHIP_FEE_PAISE, type MembershipKind } from '@bulk/domain/memberships';
import type { MailMessage } from '#src/modules/mail/outbox';

interface MailContext {
  storeName: string;
  publicUrl: string;
}

export function registrationReceivedEmail(
  member: { name: string; email: string; kind: MembershipKind },
  { storeName, publicUrl }: MailContext,
): MailMessage {
  const what = member.kind === 'supplier' ? 'supplier membership (one year)' : 'job seeker registration';
  return {
    to: member.email,
    subject: `${storeName}: registration received`,
    kind: 'registration_received',
    text: [
      `Dear ${member.name},`,
      '',
      `We have received your payment and your ${what}.`,
      'Your account will be verified and activated within 24-48 hours.',
      member.kind === 'supplier'
        ? 'Once approved, you can list your products. We will write to you when an admin has decided.'
        : 'You can already sign in and complete your profile.',
      '',
      `Your dashboard and GST invoice: ${publicUrl}/login`,
      '',
      storeName,
    ].join('\n'),
  };
}

export function supplierDecisionEmail(
  supplier: { name: string; email: string; businessName: string },
  decision: { approved: true } | { approved: false; reason: string },
  { storeName, publicUrl }: MailContext,
): MailMessage {
  return decision.approved
    ? {
        to: supplier.email,
        subject: `${storeName}: your supplier registration is approved`,
        kind: 'supplier_approved',
        text: [
          `Dear ${supplier.name},`,
          '',
          `${supplier.businessName} is now a verified supplier. You can list your products from your dashboard:`,
          `${publicUrl}/dashboard/supplier`,
          '',
          storeName,
        ].join('\n'),
      }
    : {
        to: supplier.email,
        subject: `${storeName}: your supplier registration was not approved`,
        kind: 'supplier_rejected',
        text: [
          `Dear ${supplier.name},`,
          '',
          `We could not approve the supplier registration of ${supplier.businessName}.`,
          `Reason: ${decision.reason}`,
          '',
          `Reply to this email or raise a ticket at ${publicUrl}/contact to correct your documents.`,
          '',
          storeName,
        ].join('\n'),
      };
}

interface SupplierAddressee {
  name: string;
  email: string;
  businessName: string;
}

const RENEWAL_FEE = `Rs ${MEMBERSHIP_FEE_PAISE.supplier / 100}`;

/** A date as the member reads it, in India: 26 November 2026. */
const longDate = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

export function membershipReminderEmail(
  supplier: SupplierAddressee,
  membership: { validUntil: Date; daysBefore: number; graceEndsAt: Date },
  { storeName, publicUrl }: MailContext,
): MailMessage {
  const days = membership.daysBefore === 1 ? '1 day' : `${membership.daysBefore} days`;
  return {
    to: supplier.email,
    subject: `${storeName}: your supplier membership ends in ${days}`,
    kind: 'membership_reminder',
    text: [
      `Dear ${supplier.name},`,
      '',
      `The supplier membership of ${supplier.businessName} ends on ${longDate(membership.validUntil)}.`,
      `Renew it for ${RENEWAL_FEE} from your dashboard; the new year starts where this one ends:`,
      `${publicUrl}/dashboard/supplier`,
      '',
      `After the end your listings stay visible until ${longDate(membership.graceEndsAt)}, but nothing new can be`,
      'published; then they are paused until you renew.',
      '',
      storeName,
    ].join('\n'),
  };
}

export function membershipLapsedEmail(
  supplier: SupplierAddressee,
  paused: number,
  { storeName, publicUrl }: MailContext,
): MailMessage {
  return {
    to: supplier.email,
    subject: `${storeName}: your listings are paused`,
    kind: 'membership_lapsed',
    text: [
      `Dear ${supplier.name},`,
      '',
      `The supplier membership of ${supplier.businessName} has ended and its 15 days of grace are over.`,
      paused === 1
        ? '1 listing has been paused; it is kept, not deleted.'
        : `${paused} listings have been paused; they are kept, not deleted.`,
      `Renew for ${RENEWAL_FEE} from your dashboard and they come back without a new review:`,
      `${publicUrl}/dashboard/supplier`,
      '',
      storeName,
    ].join('\n'),
  };
}

export function membershipRenewedEmail(
  supplier: SupplierAddressee,
  validUntil: Date,
  { storeName, publicUrl }: MailContext,
): MailMessage {
  return {
    to: supplier.email,
    subject: `${storeName}: your supplier membership is renewed`,
    kind: 'membership_renewed',
    text: [
      `Dear ${supplier.name},`,
      '',
      `Thank you: the supplier membership of ${supplier.businessName} now runs until ${longDate(validUntil)}.`,
      `Your dashboard and GST invoice: ${publicUrl}/dashboard/supplier`,
      '',
      storeName,
    ].join('\n'),
  };
}
