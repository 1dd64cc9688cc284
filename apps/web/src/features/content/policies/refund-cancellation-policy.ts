import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { POLICIES_LAST_UPDATED, type Policy } from './policy';

export const refundCancellationPolicy: Policy = {
  title: 'Refund & Cancellation Policy',
  path: paths.refundCancellationPolicy,
  intro: 'When an order can be cancelled and how refunds are handled.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      blocks: [
        {
          items: [
            'You can cancel an order only before loading begins.',
            'There is no cancellation after loading.',
            'There are no refunds after payment, and no refunds after delivery.',
            'Registration fees (the Rs 99 supplier membership and the Rs 49 job seeker registration) are not refundable.',
          ],
        },
        `This policy applies to orders placed with ${company.legalName} through this site, by chat, by email or in person.`,
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancelling an order before loading',
      blocks: [
        'For orders on our payment terms, loading begins 24 hours after we receive the 50% advance. For online shopping, paid 100% at checkout, loading begins 24 hours after the payment. Until loading begins you can cancel the order.',
        'To cancel, raise a ticket on our Contact page with the issue type "Order" and your order number, or message us on chat. A cancellation takes effect when we confirm it in writing; please do not assume an order is cancelled until you have our confirmation.',
        'Cancellation stops the loading and dispatch of the order. Because payments are not refundable, it does not return money already paid.',
      ],
    },
    {
      id: 'after-loading',
      heading: 'After loading begins',
      blocks: [
        'Once loading has begun, your goods have been weighed, packed and set aside for your consignment, and the order can no longer be cancelled. It is dispatched as ordered, and the remaining payment falls due as the Payment Terms describe.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'No refunds are made after payment or after delivery. This covers advances, the balance paid on the bill copy, online payments and registration fees.',
        'Two situations are not refunds in this sense:',
        {
          items: [
            'If your bank account is debited but the payment fails, or no order or registration is created, the payment is not received by us. Your bank or the payment gateway reverses such a debit, usually within a few working days; if it does not, send us the payment reference and we will help you trace it.',
            'If we cannot supply goods of an order we have accepted, we tell you, and we return what you paid for the goods we cannot supply to the account it came from.',
          ],
        },
      ],
    },
    {
      id: 'damage',
      heading: 'Damaged, short or wrong goods',
      blocks: [
        'Check the number of packages and their condition when the goods arrive, and write any damage or shortage on the shipping partner’s delivery receipt before you sign it. Then raise a ticket on the day of delivery with your order number, photographs of the packages and labels, and a description of the problem.',
        'We take the matter up with the shipping partner and tell you the outcome. A confirmed transit damage, shortage or wrong item is put right by sending the affected quantity again, not by a refund.',
      ],
    },
    {
      id: 'registration-fees',
      heading: 'Registration fees',
      blocks: [
        'The Rs 99 yearly supplier membership and the Rs 49 one-time job seeker registration fee are not refundable once paid. If your documents are incomplete when we verify your registration, we tell you what is missing so that you can complete them.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `For a cancellation or a question about a payment, raise a ticket on our Contact page or write to ${company.legalName}, ${company.location}. Please quote your order number or payment reference.`,
      ],
    },
  ],
};
