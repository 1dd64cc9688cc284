import type { MailMessage } from '#src/modules/mail/outbox';

interface MailContext {
  storeName: string;
  publicUrl: string;
}

export type ListingDecision =
  | { approved: true; review: 'new' | 'change' }
  | { approved: false; review: 'new' | 'change'; reason: string };

/** The email telling a supplier an admin's decision on a listing or on a change to it. */
export function listingDecisionEmail(
  supplier: { name: string; email: string },
  listing: { id: number; name: string },
  decision: ListingDecision,
  { storeName, publicUrl }: MailContext,
): MailMessage {
  const what =
    decision.review === 'new' ? `your listing "${listing.name}"` : `your change to "${listing.name}"`;
  const outcome = decision.approved
    ? 'has been approved.'
    : decision.review === 'new'
      ? 'was not approved.'
      : 'was not approved; the listing stays on sale as it was.';
  return {
    to: supplier.email,
    subject: `${storeName}: ${decision.approved ? 'approved' : 'not approved'}: ${listing.name}`,
    kind: decision.approved ? 'listing_approved' : 'listing_rejected',
    text: [
      `Dear ${supplier.name},`,
      '',
      `${what[0]!.toUpperCase()}${what.slice(1)} ${outcome}`,
      ...(decision.approved
        ? []
        : ['', `Reason: ${decision.reason}`, '', 'You can correct it and submit it again.']),
      '',
      `Your listings: ${publicUrl}/dashboard/products`,
      '',
      storeName,
    ].join('\n'),
  };
}
