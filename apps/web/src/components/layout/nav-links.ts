import type { ParseKeys } from 'i18next';
import { paths } from '#src/config/paths';

/** A link and the translation key of its text. */
export type NavItem = { to: string; label: ParseKeys };

/** The header's main navigation, desktop and mobile alike. */
export const mainNavItems: readonly NavItem[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.products, label: 'nav.products' },
  { to: paths.certificates, label: 'nav.certificates' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.blog, label: 'nav.blog' },
];

/** Extra links of the mobile menu, after the main navigation. */
export const mobileExtraNavItems: readonly NavItem[] = [
  { to: paths.registerSupplier, label: 'nav.becomeSupplier' },
  { to: paths.registerJob, label: 'nav.jobSeekerRegister' },
];

/** The footer's quick links, in the order of the specification. */
export const footerQuickLinks: readonly NavItem[] = [
  { to: paths.about, label: 'nav.aboutUs' },
  { to: paths.contact, label: 'nav.contactUs' },
  { to: paths.registerSupplier, label: 'nav.becomeSupplier' },
  { to: paths.certificates, label: 'nav.certificates' },
  { to: paths.privacyPolicy, label: 'policies.privacyPolicy' },
  { to: paths.termsAndConditions, label: 'policies.termsAndConditions' },
  { to: paths.paymentTerms, label: 'policies.paymentTerms' },
  { to: paths.refundCancellationPolicy, label: 'policies.refundCancellationPolicy' },
  { to: paths.shippingPolicy, label: 'policies.shippingPolicy' },
  { to: paths.supplierPolicy, label: 'policies.supplierPolicy' },
  { to: paths.jobSeekerPolicy, label: 'policies.jobSeekerPolicy' },
];
