import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { POLICIES_LAST_UPDATED, type Policy } from './policy';

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  path: paths.privacyPolicy,
  intro: 'How we collect, use and protect your personal information.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${company.legalName} ("${company.name}", "we", "us") runs this website and sells A Grade Quality goods in bulk from ${company.location}. This policy explains what personal information we collect when you shop, register or contact us, why we collect it, who can see it and the choices you have.`,
        'It applies to this website and to the orders, registrations and support requests made through it. We handle personal information in line with Indian law, including the Information Technology Act, 2000 and the rules made under it, and the Digital Personal Data Protection Act, 2023.',
      ],
    },
    {
      id: 'checkout',
      heading: 'Information we collect at checkout',
      blocks: [
        'When you place an order we collect:',
        {
          items: [
            'your full name and email address;',
            'your delivery address: street address, city, state and PIN code;',
            'the products, quantities and amounts of your order, and the GST and freight charged on it;',
            'the payment and order references and the payment status that our payment gateway returns to us.',
          ],
        },
        'Card numbers, UPI PINs and net banking passwords are entered in the payment gateway’s own window. They never reach our servers and we never ask for them.',
      ],
    },
    {
      id: 'registration',
      heading: 'Information we collect at registration',
      blocks: [
        'What we ask for depends on the kind of account you open:',
        {
          items: [
            'Customers: name, email address and a password. The password is stored only as a one-way hash, so nobody at the company can read it.',
            'Suppliers: business name, contact person, email address, mobile number, product categories, business address, GST registration certificate, business logo (optional) and the signed Supplier Policy.',
            'Job seekers: full name, email address, mobile number, gender, date of birth, qualification, experience, city and state, resume, identity proof and the signed Job Seeker Policy.',
          ],
        },
        'For paid registrations we also record the payment: the Rs 99 supplier membership or the Rs 49 job seeker registration fee, with its payment and order references and the date.',
      ],
    },
    {
      id: 'messages',
      heading: 'Information you send us',
      blocks: [
        'When you raise a support ticket we keep your email address, phone number, the issue type, the subject, your message and any attachment, together with our reply. When you subscribe to our newsletter we keep your email address.',
        'If you chat with us through a messaging app, that app carries the conversation and its own privacy policy applies to it. We use what you tell us there only to answer you.',
      ],
    },
    {
      id: 'kyc',
      heading: 'KYC documents',
      blocks: [
        'KYC (know your customer) checks are required before recharges of Rs 49 or 99 or purchases. The identity and business documents you upload for them, such as GST certificates, identity proofs, resumes and signed policies, are used only to verify you and to run your account.',
        {
          items: [
            'KYC documents can be viewed only by authorised employees of the company who carry out verification and support, and by you through your own account.',
            'They are stored outside the public part of the website, under random file names, and are never listed, published or shown to other users.',
            'Every upload is checked by its content and size; we accept PDF, JPEG and PNG files only.',
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: 'How we use your information',
      blocks: [
        {
          items: [
            'to process, pack, ship and deliver your orders and to issue GST tax invoices;',
            'to verify registrations and activate accounts, which takes 24-48 hours after a successful registration;',
            'to send the emails our service needs: order confirmations, registration received, supplier approval or rejection, and password resets;',
            'to answer your support tickets and messages;',
            'to send our newsletter, only if you subscribed to it;',
            'to keep the site and your account secure, for example by limiting repeated sign-in attempts;',
            'to meet our obligations under tax and other Indian laws.',
          ],
        },
        'We do not sell or rent your personal information, and we do not use it to build advertising profiles.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'We store only what the site needs to work:',
        {
          items: [
            'Session: when you sign in, we set one cookie that keeps you signed in. Scripts on the page cannot read it, and it is removed when you log out or the session ends.',
            'Cart: your bulk cart is kept in your browser’s local storage, so it survives a page reload. It stays on your device until you empty the cart or clear your browser data.',
            'Account menu: your name, email address and role are kept in local storage so the page can show your account menu at once. Your password is never stored in the browser.',
            'Preferences: choices you make on the site, such as the display currency.',
          ],
        },
        'We use no third-party trackers, analytics services, advertising cookies or social media pixels. The visitor counter on the site is kept by our own server and does not identify you.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'We share the least information needed to complete your order or request:',
        {
          items: [
            'our shipping partner receives your name, delivery address and contact number to deliver your goods;',
            'our payment gateway processes your payment under its own security standards and privacy policy;',
            'our email provider delivers the service emails described above;',
            'government authorities receive information where Indian law requires it, for example invoice details in GST returns.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'Orders and invoices are kept for as long as Indian tax law requires. KYC documents are kept while your account or membership is active, and afterwards only as long as the law requires; then they are deleted. Support tickets are kept while they are open and for as long as we need a record of the answer. Newsletter addresses are deleted when you unsubscribe.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'Access to personal information is limited to the employees who need it for their work. Passwords are stored only as hashes made with a memory-hard algorithm, and repeated failed sign-in attempts are slowed down. No method of storage or transmission is completely secure, but we work to protect your information, and if a breach affects it we inform you and the authorities as the law requires.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      blocks: [
        {
          items: [
            'You can see and update your account details from your dashboard.',
            'You can ask us for a copy of the personal information we hold about you, and ask us to correct it.',
            'You can ask us to delete your account and information, except what the law requires us to keep.',
            'You can unsubscribe from the newsletter at any time.',
          ],
        },
        'To make a request, raise a ticket on our Contact page with the subject "Privacy". We may ask you to confirm your identity before we act on it.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'This site is meant for businesses and adults. We do not knowingly collect personal information from children under 18. If you believe a child has given us information, tell us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we publish the new version on this page with a new date. If a change affects how we use information we already hold, we tell registered users by email before it applies.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `For any question about this policy or your information, raise a ticket on our Contact page or write to our registered office: ${company.legalName}, ${company.location}.`,
      ],
    },
  ],
};
