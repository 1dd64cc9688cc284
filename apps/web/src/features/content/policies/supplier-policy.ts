import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { POLICIES_LAST_UPDATED, type Policy } from './policy';

export const supplierPolicy: Policy = {
  title: 'Supplier Policy',
  path: paths.supplierPolicy,
  intro: 'The terms suppliers agree to when they register and list their products.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: 'Who this policy is for',
      blocks: [
        `This policy applies to every business that registers with ${company.legalName} as a supplier to list and sell its products through our platform. You sign it when you register, and it applies for as long as your membership lasts.`,
      ],
    },
    {
      id: 'membership',
      heading: 'Membership fee: Rs 99 a year',
      blocks: [
        'Supplier membership costs Rs 99 for one year, paid online when you register, by UPI or bank transfer. The membership runs for one year from activation; renew it before it ends to keep your listings live.',
        'The membership fee is not refundable once paid, including when a registration is not approved or a membership is suspended.',
      ],
    },
    {
      id: 'documents',
      heading: 'Registration and KYC documents',
      blocks: [
        'KYC is required before the Rs 99 recharge, so the registration form asks for:',
        {
          items: [
            'your business name, a contact person, an email address and a mobile number;',
            'the product categories you supply and your business address;',
            'your GST registration certificate;',
            'your business logo (optional);',
            'this Supplier Policy, signed by you or an authorised signatory of the business.',
          ],
        },
        'Uploads are accepted as PDF, JPEG or PNG files. We may ask for further documents, such as an FSSAI licence for food products, before approval.',
      ],
    },
    {
      id: 'approval',
      heading: 'Approval by an admin',
      blocks: [
        'Every supplier registration is reviewed and approved by an admin. After a successful registration your account is verified and activated within 24-48 hours, and we email you when it is approved, or tell you why it was not.',
        'Once approved, you can list products. Until then, no listing of yours is shown to buyers.',
      ],
    },
    {
      id: 'listings',
      heading: 'Listing products',
      blocks: [
        'Every listing must describe the goods truthfully and completely:',
        {
          items: [
            'the product name, category and grade, in the categories you registered for;',
            'the price per unit, the minimum order quantity, the step quantity and the packaging sizes;',
            'the weight per selling unit, which is used to work out freight;',
            'images of the goods you actually supply;',
            'stock that you can load, kept up to date.',
          ],
        },
      ],
    },
    {
      id: 'quality',
      heading: 'Quality and compliance',
      blocks: [
        {
          items: [
            'Supply A Grade Quality goods that match your listing and any sample you gave: cleaned, sorted and free of pests and foreign matter.',
            'Hold and keep valid the registrations and licences your goods need, such as GST registration and, for food products, FSSAI registration or licence.',
            'Pack and label goods as the law requires, in clean packing that is food-grade for food products.',
            'Do not list goods whose sale is banned or restricted in India.',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders and dispatch',
      blocks: [
        'Orders for your products follow our Payment Terms and Shipping Policy. Loading begins 24 hours after the buyer’s advance, so keep the goods of an accepted order ready to load by then, in the quantities and packaging sizes ordered, and tell us at once if you cannot supply them.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and removal',
      blocks: [
        'We may suspend or remove a supplier, and take down its listings, for false documents or information, goods that do not match their listing, repeated complaints from buyers, or any breach of this policy or our Terms & Conditions. We tell you the reason, and you can reply to it through the Contact page.',
      ],
    },
    {
      id: 'data',
      heading: 'Your documents and data',
      blocks: [
        'Your KYC documents can be viewed only by authorised employees of the company and are never shown to buyers or other suppliers. Our Privacy Policy explains how we keep and protect them.',
      ],
    },
    {
      id: 'signing',
      heading: 'How to sign and submit this policy',
      blocks: [
        {
          items: [
            'Download this policy as a PDF and print it.',
            'Fill in your name and business name, sign it and write the date.',
            'Scan or photograph the signed page as a PDF, JPEG or PNG file.',
            'Upload it in the supplier registration form, "Become a Verified Supplier".',
          ],
        },
      ],
    },
  ],
  signature: {
    declaration: `I have read and understood the Supplier Policy of ${company.legalName} and agree to follow it. The information and documents I have submitted are true and complete, and I am authorised to sign for the business named below.`,
    fields: ['Name', 'Business name', 'Signature', 'Date'],
  },
};
