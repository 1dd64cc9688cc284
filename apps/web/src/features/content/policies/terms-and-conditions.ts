import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { POLICIES_LAST_UPDATED, type Policy } from './policy';

export const termsAndConditions: Policy = {
  title: 'Terms & Conditions',
  path: paths.termsAndConditions,
  intro: 'The terms that apply when you use this site and place orders.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      blocks: [
        `These terms apply to everyone who uses this website, registers an account or places an order with ${company.legalName} ("${company.name}", "we", "us"). By doing so you accept them, together with the policies they refer to: the Privacy Policy, Payment Terms, Refund & Cancellation Policy, Shipping Policy, Supplier Policy and Job Seeker Policy. If you do not accept them, please do not use the site.`,
      ],
    },
    {
      id: 'about-us',
      heading: 'About us',
      blocks: [
        `${company.legalName} was founded in ${company.foundedYear} and is based in ${company.location}. We sell A Grade Quality goods in bulk: flours, aprons, Indian spices, pulses, Indian rice, papers, metal coils, herbal products and dry fruits, to buyers in India and abroad.`,
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      blocks: [
        {
          items: [
            'You can open a customer, supplier or job seeker account. The information you give must be true, complete and kept up to date.',
            'After a successful registration, accounts are verified and activated within 24-48 hours.',
            'Keep your password secret. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
            'We may refuse, suspend or close an account that gives false information or documents, or that breaks these terms.',
          ],
        },
      ],
    },
    {
      id: 'kyc',
      heading: 'KYC',
      blocks: [
        'KYC is required before recharges of Rs 49 or 99 or purchases. We may ask for further documents to confirm who you are or the business you represent, and we may hold an order or a registration until the documents are complete.',
      ],
    },
    {
      id: 'products',
      heading: 'Products and quality',
      blocks: [
        'We sell A Grade Quality goods. Spices, pulses, rice, herbal products and dry fruits are natural products: their colour, size and aroma vary a little from crop to crop and season to season while staying within the grade. Product images show the kind of goods, not the exact lot you will receive.',
        'If you need a specification or a sample before you place a bulk order, ask us through the Contact page before ordering.',
      ],
    },
    {
      id: 'quantities',
      heading: 'Minimum order quantities',
      blocks: [
        'Every product has a minimum order quantity and a step quantity, shown on its page and in your cart. Goods sold by the kilogram usually have a minimum of 500 kg in steps of 100 kg; aprons and papers a minimum of 10 pieces in steps of 10. If you enter a quantity that does not fit, the cart adjusts it to one that does.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices, taxes and currency',
      blocks: [
        {
          items: [
            'Prices are in Indian rupees (INR) per unit. They may change without notice; the price shown when your order is confirmed is the one you pay.',
            'GST is added at checkout on the subtotal: 12% when any item of the order is a dry fruit, otherwise 5%. Our tax invoice shows CGST and SGST for delivery within Madhya Pradesh and IGST for delivery to other states.',
            'Freight is charged by zone from the origin of dispatch, as the Shipping Policy explains, once you choose the delivery state.',
            'Prices shown in other currencies are converted for your information only. Every payment is made in Indian rupees.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders and payment',
      blocks: [
        'An order is accepted when we confirm it and receive the payment due. For orders we take a 50% advance; loading begins 24 hours after the advance, and the remaining 50% is paid on receipt of the bill copy. Online shopping is paid 100% at checkout. Payments are made by bank transfer or UPI only, and late fees apply to late payments. The Payment Terms give the details.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation and refunds',
      blocks: [
        'An order can be cancelled only before loading begins. No refunds are made after payment or after delivery. The Refund & Cancellation Policy gives the details.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Shipping and delivery',
      blocks: [
        'Goods are delivered by an outside shipping partner. Domestic deliveries usually take 3-5 days and can take up to 15-20 days; international deliveries usually take 7-10 days and can take up to 30-45 days. Delivery times are estimates, not guarantees. Check your goods when they arrive and note any damage on the delivery receipt. The Shipping Policy gives the details.',
      ],
    },
    {
      id: 'suppliers',
      heading: 'Suppliers',
      blocks: [
        'Suppliers pay a membership of Rs 99 for one year. Every supplier registration is approved by an admin before the supplier can list products, and listings must describe the goods truthfully. The Supplier Policy gives the details.',
      ],
    },
    {
      id: 'job-seekers',
      heading: 'Job seekers',
      blocks: [
        'Job seekers pay a one-time registration fee of Rs 49. Registration makes your profile available to our hiring team; it does not guarantee an interview or a job. The Job Seeker Policy gives the details.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        'When you use this site you must not:',
        {
          items: [
            'give false information, or upload documents that are not yours or not genuine;',
            'pretend to be another person or business;',
            'try to reach another user’s account, the admin area or data you are not entitled to see;',
            'upload harmful files, or disrupt or overload the site, including by automated scraping;',
            'use the site for anything unlawful.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        `The ${company.name} name and logo, and the text, illustrations and documents on this site belong to ${company.legalName}. You may view, download and print them for dealing with us; you may not copy, publish or sell them without our written permission.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'As far as the law allows, our liability for an order is limited to the amount you paid for that order. We are not liable for indirect losses such as lost profits or lost business, or for delays or failures caused by events beyond our control, such as floods, strikes, transport disruptions or actions of government.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of India. If a dispute arises, raise a ticket first and we will try to settle it with you. Disputes we cannot settle are subject to the jurisdiction of the courts of Madhya Pradesh, India.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. The version on this page, with its date, applies to orders and registrations made from that date; an order already confirmed stays under the terms that applied when it was confirmed.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Questions about these terms: raise a ticket on our Contact page or write to ${company.legalName}, ${company.location}.`,
      ],
    },
  ],
};
