import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { dashboardPathForRole, type Role, type SessionUser } from '@bulk/domain/auth';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { roleLabels } from '../labels';

/** A link of the side panel: its label is a translation key. */
type AccountNavItem = { to: string; label: ParseKeys };

const profile: AccountNavItem = { to: paths.accountProfile, label: 'account.profile' };
const changePassword: AccountNavItem = { to: paths.accountChangePassword, label: 'account.changePassword' };

/**
 * Each role's side panel links after its dashboard (specification, section 2: the Customer, Supplier and
 * Job seeker dashboards).
 */
const roleLinks: Record<Role, readonly AccountNavItem[]> = {
  customer: [
    { to: paths.accountOrders, label: 'account.myOrders' },
    { to: paths.accountInvoices, label: 'account.invoices' },
    { to: paths.accountWishlist, label: 'account.wishlist' },
    profile,
    changePassword,
  ],
  supplier: [
    { to: paths.accountOrders, label: 'account.links.orders' },
    { to: paths.supplierProducts, label: 'account.links.products' },
    { to: paths.supplierPayments, label: 'account.links.payments' },
    { to: paths.supplierPayouts, label: 'account.links.payouts' },
    { to: paths.supplierReports, label: 'account.links.reports' },
    { to: paths.supplierInvoiceDetails, label: 'account.links.invoiceDetails' },
    { to: paths.supplierSettings, label: 'account.links.settings' },
    { to: paths.employerOpenings, label: 'account.links.openings' },
    profile,
  ],
  jobseeker: [
    profile,
    { to: paths.jobseekerPaymentStatus, label: 'account.links.paymentStatus' },
    { to: paths.jobseekerJobs, label: 'account.links.jobs' },
    { to: paths.jobseekerRecommendations, label: 'account.links.recommendations' },
    { to: paths.jobseekerSupport, label: 'account.links.support' },
    changePassword,
  ],
  admin: [profile, changePassword],
};

function linksFor(user: SessionUser): readonly AccountNavItem[] {
  return [{ to: dashboardPathForRole(user.role), label: 'header.dashboard' }, ...roleLinks[user.role]];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-saffron-100 text-saffron-900' : 'text-ink hover:bg-saffron-50'
  }`;

type AccountLayoutProps = {
  user: SessionUser;
  title: string;
  intro?: ReactNode;
  onLogout: () => void;
  children: ReactNode;
};

/** A member page: the side panel (avatar initial, name, role, links, Logout) beside the page's content. */
export function AccountLayout({ user, title, intro, onLogout, children }: AccountLayoutProps) {
  const { t } = useTranslation();
  const initial = Array.from(user.name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Page title={title} intro={intro}>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <div className="self-start rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-xl font-bold text-white"
            >
              {initial}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="text-sm text-stone-700">{t(roleLabels[user.role])}</p>
            </div>
          </div>
          <nav aria-label={t('account.nav')} className="mt-4 border-t border-stone-200 pt-4">
            <ul className="space-y-1">
              {linksFor(user).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClass}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            onClick={onLogout}
            className="mt-4 w-full rounded-md border border-stone-300 px-3 py-2 text-sm font-semibold text-ink hover:bg-stone-100"
          >
            {t('header.logout')}
          </button>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </Page>
  );
}
