import { company } from '#src/config/company';
import { paths } from '#src/config/paths';
import { POLICIES_LAST_UPDATED, type Policy } from './policy';

export const jobSeekerPolicy: Policy = {
  title: 'Job Seeker Policy',
  path: paths.jobSeekerPolicy,
  intro: 'The terms job seekers agree to when they register with us.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'scope',
      heading: 'Who this policy is for',
      blocks: [
        `This policy applies to everyone who registers with ${company.legalName} as a job seeker. You sign it when you register.`,
      ],
    },
    {
      id: 'fee',
      heading: 'Registration fee: Rs 49, one time',
      blocks: [
        'Registration costs a one-time fee of Rs 49, paid online when you register, by UPI or bank transfer. It is the only fee we charge a job seeker, and it is not refundable once paid.',
        'We never ask for money for an interview, a test or a job offer. If anyone asks you for such a payment in our name, do not pay, and tell us through the Contact page.',
      ],
    },
    {
      id: 'documents',
      heading: 'Registration and KYC documents',
      blocks: [
        'KYC is required before the Rs 49 recharge, so the registration form asks for:',
        {
          items: [
            'your full name, email address and phone number;',
            'your date of birth and gender;',
            'your qualification, experience, and city and state;',
            'your resume;',
            'an identity proof;',
            'this Job Seeker Policy, signed by you.',
          ],
        },
        'Uploads are accepted as PDF, JPEG or PNG files. Your documents must be your own and genuine.',
      ],
    },
    {
      id: 'verification',
      heading: 'Verification within 24-48 hours',
      blocks: [
        'After a successful registration your account is verified and activated within 24-48 hours. If something is missing or unclear, we tell you what to correct.',
        'Once your account is active, your dashboard shows your applications, the date of your last application and how complete your profile is.',
      ],
    },
    {
      id: 'what-you-get',
      heading: 'What registration gives you',
      blocks: [
        'Registration makes your profile and resume available to our hiring team, who consider them for suitable openings. It does not guarantee an interview or a job: every selection depends on the opening and on your qualification and experience.',
      ],
    },
    {
      id: 'responsibilities',
      heading: 'Your responsibilities',
      blocks: [
        {
          items: [
            'Give true and complete information, and keep your profile and resume up to date.',
            'Upload only your own, genuine documents.',
            'Keep your password secret and do not share your account.',
            'Tell us if you no longer want to be considered for openings.',
          ],
        },
        'We may suspend or close a registration that gives false information or documents, without refund of the fee.',
      ],
    },
    {
      id: 'data',
      heading: 'Your documents and data',
      blocks: [
        'Your resume, identity proof and signed policy can be viewed only by authorised employees of the company. We use them only to verify you and consider you for openings. Our Privacy Policy explains how we keep and protect them.',
      ],
    },
    {
      id: 'signing',
      heading: 'How to sign and submit this policy',
      blocks: [
        {
          items: [
            'Download this policy as a PDF and print it.',
            'Fill in your name, sign it and write the date.',
            'Scan or photograph the signed page as a PDF, JPEG or PNG file.',
            'Upload it in the job seeker registration form.',
          ],
        },
      ],
    },
  ],
  signature: {
    declaration: `I have read and understood the Job Seeker Policy of ${company.legalName} and agree to follow it. The information and documents I have submitted are true, complete and my own.`,
    fields: ['Name', 'Signature', 'Date'],
  },
};
