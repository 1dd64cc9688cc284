import { formatMoney } from '@bulk/domain/currency';
import type { PayoutBalance } from '@bulk/domain/payouts';
import type { MailMessage } from '#src/modules/mail/outbox';

/** What a payout email needs: whether mail is sent, and the store's name and address. */
export type PayoutMailSettings = { smtp: boolean; storeName: string; publicUrl: string };

const rupees = (paise: number) => formatMoney(paise, 'INR');

/** Tells a supplier that a payout was sent: the amount, the bank's reference and date, and what is pending. */
export function payoutRecordedEmail(
  supplier: { email: string; name: string; businessName: string },
  payout: { amountPaise: number; utr: string; paidOn: string },
  balance: PayoutBalance,
  { storeName, publicUrl }: PayoutMailSettings,
): MailMessage {
  return {
    to: supplier.email,
    subject: `${storeName}: payout of ${rupees(payout.amountPaise)} sent`,
    kind: 'payout_recorded',
    text: [
      `Dear ${supplier.name},`,
      '',
      `We have sent ${rupees(payout.amountPaise)} to ${supplier.businessName}'s bank account on ${payout.paidOn}.`,
      `Bank reference (UTR): ${payout.utr}`,
      '',
      `Earned: ${rupees(balance.earnedPaise)}`,
      `Paid: ${rupees(balance.paidPaise)}`,
      `Pending: ${rupees(balance.pendingPaise)}`,
      '',
      `Your payouts: ${publicUrl}/dashboard/payouts`,
      '',
      storeName,
    ].join('\n'),
  };
}
