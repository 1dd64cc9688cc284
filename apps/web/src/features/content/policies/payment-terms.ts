import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { POLICIES_LAST_UPDATED, type Policy } from './policy';

export const paymentTerms: Policy = {
  title: 'Payment Terms',
  path: paths.paymentTerms,
  intro: 'How and when payments for orders and registrations are made.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      blocks: [
        {
          items: [
            'Orders: 50% advance. Loading begins 24 hours after the advance. The remaining 50% is paid on receipt of the bill copy.',
            'Online shopping is paid 100% at checkout.',
            'Payments are made by bank transfer or UPI only.',
            'Late fees apply to late payments.',
            'KYC is required before recharges of Rs 49 or 99 or purchases.',
          ],
        },
        `These terms apply to every payment made to ${company.legalName} for goods, freight and registrations.`,
      ],
    },
    {
      id: 'orders',
      heading: 'Orders: 50% advance, 50% on the bill copy',
      blocks: [
        'An order is confirmed when we receive an advance of 50% of the order value. Loading begins 24 hours after the advance is received.',
        'When the goods are loaded we send you the bill copy. The remaining 50% is paid on receipt of the bill copy. Please pay it promptly: the consignment and its documents are released against the full payment.',
      ],
    },
    {
      id: 'online',
      heading: 'Online shopping: paid 100%',
      blocks: [
        'Orders placed through the cart and checkout on this site are paid 100% at checkout: the goods, the freight for your delivery state and the GST. Your order is placed when the payment succeeds, and you can download the invoice from the thank-you page.',
      ],
    },
    {
      id: 'methods',
      heading: 'How to pay',
      blocks: [
        'We accept payments by bank transfer (NEFT, RTGS or IMPS) or UPI only. We do not accept cash or cheques.',
        {
          items: [
            'At online checkout, pay by UPI or net banking in the secure payment window.',
            'For an advance or a balance, pay into the bank account or UPI ID given on our order confirmation or bill copy, and quote your order number in the payment reference.',
            'Only pay into an account in the name of our company. If you are ever asked to pay into a different account, check with us through the Contact page before you pay.',
          ],
        },
      ],
    },
    {
      id: 'late-payment',
      heading: 'Late payment',
      blocks: [
        'Late fees apply when a payment is not made by its due date. The late fee is shown on the bill copy. Until an overdue amount and its late fee are paid, we may hold the consignment, its documents and any further orders.',
      ],
    },
    {
      id: 'kyc',
      heading: 'KYC before recharges and purchases',
      blocks: [
        'KYC is required before recharges of Rs 49 or 99 or purchases. The recharges are the Rs 49 one-time job seeker registration fee and the Rs 99 yearly supplier membership. KYC means confirming who you are, and for a business its registration, with the documents asked for in the registration form or at checkout. Payments cannot be taken until the KYC details are complete.',
      ],
    },
    {
      id: 'taxes',
      heading: 'Taxes and invoices',
      blocks: [
        'GST is charged on the subtotal of every order: 12% when any item is a dry fruit, otherwise 5%. Our tax invoice shows CGST and SGST for delivery within Madhya Pradesh and IGST for delivery to other states. All amounts are charged in Indian rupees.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds and cancellation',
      blocks: [
        'Payments are not refunded after they are made, and orders can be cancelled only before loading begins. The Refund & Cancellation Policy explains the details and the exceptions.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `For a question about a payment, raise a ticket on our Contact page with your order number or payment reference, or write to ${company.legalName}, ${company.location}.`,
      ],
    },
  ],
};
