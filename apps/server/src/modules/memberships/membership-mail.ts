import type { MembershipKind } from '@bulk/domain/memberships';
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
