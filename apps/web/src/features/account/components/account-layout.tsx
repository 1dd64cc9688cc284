import { dashboardPathForRole, type SessionUser } from '@bulk/domain/auth';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { roleLabels } from '../labels';

type AccountNavItem = { to: string; label: string };

/** The customer's side panel links (specification, section 2, Customer dashboard). */
const customerLinks: readonly AccountNavItem[] = [
  { to: paths.customerDashboard, label: 'Dashboard' },
  { to: paths.accountOrders, label: 'My Orders' },
  { to: paths.accountInvoices, label: 'Invoices' },
  { to: paths.accountWishlist, label: 'Wishlist' },
  { to: paths.accountProfile, label: 'Profile' },
  { to: paths.accountChangePassword, label: 'Change Password' },
];

/** Other roles' own pages come with their issues; until then their panel links what exists. */
function linksFor(user: SessionUser): readonly AccountNavItem[] {
  if (user.role === 'customer') return customerLinks;
  return [
    { to: dashboardPathForRole(user.role), label: 'Dashboard' },
    { to: paths.accountProfile, label: 'Profile' },
    { to: paths.accountChangePassword, label: 'Change Password' },
  ];
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
              <p className="text-sm text-stone-700">{roleLabels[user.role]}</p>
            </div>
          </div>
          <nav aria-label="Account" className="mt-4 border-t border-stone-200 pt-4">
            <ul className="space-y-1">
              {linksFor(user).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClass}>
                    {item.label}
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
            Logout
          </button>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </Page>
  );
}
