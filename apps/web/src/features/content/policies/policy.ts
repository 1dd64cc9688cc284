import type { ParseKeys } from 'i18next';
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
/** The policy pages in footer order; `titleKey` is the title's translation key (the texts stay English). */
export const policyLinks = [
  { title: 'Privacy Policy', titleKey: 'policies.privacyPolicy', path: paths.privacyPolicy },
  { title: 'Terms & Conditions', titleKey: 'policies.termsAndConditions', path: paths.termsAndConditions },
  { title: 'Payment Terms', titleKey: 'policies.paymentTerms', path: paths.paymentTerms },
  {
    title: 'Refund & Cancellation Policy',
    titleKey: 'policies.refundCancellationPolicy',
    path: paths.refundCancellationPolicy,
  },
  { title: 'Shipping Policy', titleKey: 'policies.shippingPolicy', path: paths.shippingPolicy },
  { title: 'Supplier Policy', titleKey: 'policies.supplierPolicy', path: paths.supplierPolicy },
  { title: 'Job Seeker Policy', titleKey: 'policies.jobSeekerPolicy', path: paths.jobSeekerPolicy },
] as const satisfies readonly { title: string; titleKey: ParseKeys; path: string }[];

/** The translation key of the title of the policy at `path`. */
export function policyTitleKey(path: string): ParseKeys {
  return policyLinks.find((link) => link.path === path)?.titleKey ?? 'documents.policies';
}

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
