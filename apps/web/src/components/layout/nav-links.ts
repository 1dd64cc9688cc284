import type { Role } from '@bulk/domain/auth/values';
import type { ParseKeys } from 'i18next';
import { paths } from '#src/config/paths';

/**
 * A link and the translation key of its text. `memberRole`: the link offers that membership, so it is not
 * shown to someone already signed in with that role.
 */
export type NavItem = { to: string; label: ParseKeys; memberRole?: Role };

/** The items to show to the signed-in `role` (none when signed out): no one is offered what they have. */
export function itemsFor(items: readonly NavItem[], role: Role | undefined): NavItem[] {
  return items.filter((item) => item.memberRole === undefined || item.memberRole !== role);
}

/** The header's main navigation, desktop and mobile alike. */
export const mainNavItems: readonly NavItem[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.products, label: 'nav.products' },
  { to: paths.jobs, label: 'nav.jobs' },
  { to: paths.certificates, label: 'nav.certificates' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.blog, label: 'nav.blog' },
];

/** Extra links of the mobile menu, after the main navigation. */
export const mobileExtraNavItems: readonly NavItem[] = [
  { to: paths.registerSupplier, label: 'nav.becomeSupplier', memberRole: 'supplier' },
  { to: paths.registerJob, label: 'nav.jobSeekerRegister', memberRole: 'jobseeker' },
];

/** The footer's quick links, in the order of the specification. */
export const footerQuickLinks: readonly NavItem[] = [
  { to: paths.about, label: 'nav.aboutUs' },
  { to: paths.contact, label: 'nav.contactUs' },
  { to: paths.registerSupplier, label: 'nav.becomeSupplier', memberRole: 'supplier' },
  { to: paths.certificates, label: 'nav.certificates' },
  { to: paths.privacyPolicy, label: 'policies.privacyPolicy' },
  { to: paths.termsAndConditions, label: 'policies.termsAndConditions' },
  { to: paths.paymentTerms, label: 'policies.paymentTerms' },
  { to: paths.refundCancellationPolicy, label: 'policies.refundCancellationPolicy' },
  { to: paths.shippingPolicy, label: 'policies.shippingPolicy' },
  { to: paths.supplierPolicy, label: 'policies.supplierPolicy' },
  { to: paths.jobSeekerPolicy, label: 'policies.jobSeekerPolicy' },
];
