import { paths } from '#src/config/paths';

export type NavItem = { to: string; label: string };

/** The header's main navigation, desktop and mobile alike. */
export const mainNavItems: readonly NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'Products' },
  { to: paths.certificates, label: 'Certificates' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.blog, label: 'Blog' },
];

/** Extra links of the mobile menu, after the main navigation. */
export const mobileExtraNavItems: readonly NavItem[] = [
  { to: paths.registerSupplier, label: 'Become a Supplier' },
  { to: paths.registerJob, label: 'Job Seeker Register @ ₹49' },
];

/** The footer's quick links, in the order of the specification. */
export const footerQuickLinks: readonly NavItem[] = [
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.registerSupplier, label: 'Become a Supplier' },
  { to: paths.certificates, label: 'Certificates' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsAndConditions, label: 'Terms & Conditions' },
  { to: paths.paymentTerms, label: 'Payment Terms' },
  { to: paths.refundCancellationPolicy, label: 'Refund & Cancellation Policy' },
  { to: paths.shippingPolicy, label: 'Shipping Policy' },
  { to: paths.supplierPolicy, label: 'Supplier Policy' },
  { to: paths.jobSeekerPolicy, label: 'Job Seeker Policy' },
];
