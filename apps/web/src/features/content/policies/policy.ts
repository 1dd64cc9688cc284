import { paths } from '#src/config/paths';

/**
 * A paragraph, or a bulleted list. Plain text only, since the same text is typeset into the PDF
 * documents by `scripts/content/generate-documents.ts`: write 'Rs 99', not the rupee sign, which the PDF's
 * standard fonts cannot show.
 */
export type PolicyBlock = string | { readonly items: readonly string[] };

export type PolicySection = {
  /** The section's anchor on the page. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly PolicyBlock[];
};

/** A policy page's text, written once for the page and, for signed policies, its PDF. */
export type Policy = {
  readonly title: string;
  readonly path: string;
  readonly intro: string;
  /** ISO date, yyyy-MM-dd. */
  readonly lastUpdated: string;
  readonly sections: readonly PolicySection[];
  /** Policies that applicants sign and upload end with a declaration and a signature block. */
  readonly signature?: {
    readonly declaration: string;
    /** The blanks the applicant fills in, in order. */
    readonly fields: readonly string[];
  };
};

/** A policy document to download: the PDF and its first page as an image. */
export type PolicyDocument = {
  readonly pdfUrl: string;
  readonly previewUrl: string;
  /** The preview's size in CSS pixels (an A4 page at 72 dpi). */
  readonly previewWidth: number;
  readonly previewHeight: number;
};

export const POLICIES_LAST_UPDATED = '2026-11-01';

/** The seven policy pages, in the footer's order. */
export const policyLinks: readonly { readonly title: string; readonly path: string }[] = [
  { title: 'Privacy Policy', path: paths.privacyPolicy },
  { title: 'Terms & Conditions', path: paths.termsAndConditions },
  { title: 'Payment Terms', path: paths.paymentTerms },
  { title: 'Refund & Cancellation Policy', path: paths.refundCancellationPolicy },
  { title: 'Shipping Policy', path: paths.shippingPolicy },
  { title: 'Supplier Policy', path: paths.supplierPolicy },
  { title: 'Job Seeker Policy', path: paths.jobSeekerPolicy },
];

/** The signed policies' documents, made by `scripts/content/generate-documents.ts`. */
export const policyDocuments = {
  supplier: {
    pdfUrl: '/documents/supplier-policy.pdf',
    previewUrl: '/documents/supplier-policy.svg',
    previewWidth: 595,
    previewHeight: 842,
  },
  jobSeeker: {
    pdfUrl: '/documents/job-seeker-policy.pdf',
    previewUrl: '/documents/job-seeker-policy.svg',
    previewWidth: 595,
    previewHeight: 842,
  },
} as const satisfies Record<string, PolicyDocument>;
