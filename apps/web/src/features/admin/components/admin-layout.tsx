import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '#src/config/paths';
import { LogoMark } from '#src/components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '#src/components/layout/skip-link';
import { AdminNotifications } from './admin-notifications';
import { AdminSearch } from './admin-search';
import { useAdminJobReview } from '../api/jobs';
import { useListingReviewCount } from '../api/listings';
import { useStockConflictCount } from '../api/shipments';

/** How many listings and changes wait for review, beside the menu's Listings. */
function ListingReviewCount() {
  return <ReviewCount count={useListingReviewCount().data?.count ?? 0} />;
}

/** How many suppliers' job openings wait for review, beside the menu's Jobs. */
function JobReviewCount() {
  return <ReviewCount count={useAdminJobReview().data?.total ?? 0} />;
}

/** How many paid shipments ran out of stock and wait for an admin to cancel and refund them. */
function StockConflictCount() {
  return <ReviewCount count={useStockConflictCount().data ?? 0} waiting="stock conflicts to resolve" />;
}

function ReviewCount({ count, waiting = 'waiting for review' }: { count: number; waiting?: string }) {
  if (count === 0) return null;
  return (
    <span className="ms-2 rounded-full bg-saffron-500 px-2 text-xs font-bold text-stone-950">
      {count}
      <span className="sr-only"> {waiting}</span>
    </span>
  );
}

type AdminNavItem = { to: string; label: string };

/** The side menu: the specification's five pages with the listings' and job openings' review, then orders, shipments, tickets, outbox and audit log. */
export const adminMenuItems: readonly AdminNavItem[] = [
  { to: paths.admin, label: 'Dashboard' },
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminJobseekers, label: 'Jobseekers' },
  { to: paths.adminSuppliers, label: 'Suppliers' },
  { to: paths.adminListings, label: 'Listings' },
  { to: paths.adminJobs, label: 'Jobs' },
  { to: paths.adminPayments, label: 'Payments' },
  { to: paths.adminPayouts, label: 'Payouts' },
  { to: paths.adminCommission, label: 'Commission' },
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminInstalments, label: 'Advance orders' },
  { to: paths.adminShipments, label: 'Shipments' },
  { to: paths.adminTickets, label: 'Tickets' },
  { to: paths.adminOutbox, label: 'Outbox' },
  { to: paths.adminAudit, label: 'Audit log' },
];

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-saffron-100 text-saffron-900' : 'text-leaf-50 hover:bg-leaf-800'
  }`;

type AdminLayoutProps = {
  /** The signed-in admin's name, shown in the top bar. */
  adminName: string;
  onLogout: () => void;
  /** True while the logout is on its way: the button says so and ignores further clicks. */
  loggingOut?: boolean;
};

/** The admin area's own frame: a side menu and a top bar (search, notifications, admin name, Logout). */
export function AdminLayout({ adminName, onLogout, loggingOut = false }: AdminLayoutProps) {
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_1fr]">
      <SkipLink />
      <aside className="bg-leaf-900 text-leaf-50 md:min-h-dvh">
        <div className="flex items-center gap-2 px-4 py-4 font-bold">
          <LogoMark className="size-8" />
          <span>Admin</span>
        </div>
        <nav aria-label="Admin" className="px-2 pb-4">
          <ul className="flex gap-1 overflow-x-auto md:block md:space-y-1">
            {adminMenuItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.admin} className={sideLinkClass}>
                  {item.label}
                  {item.to === paths.adminListings ? <ListingReviewCount /> : null}
                  {item.to === paths.adminJobs ? <JobReviewCount /> : null}
                  {item.to === paths.adminShipments ? <StockConflictCount /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-stone-200 bg-white px-4 py-3 sm:px-6">
          <AdminSearch />
          <div className="flex items-center gap-3 text-sm">
            <AdminNotifications />
            <p>
              <span className="sr-only">Signed in as </span>
              <span className="font-semibold">{adminName}</span>
            </p>
            <button
              type="button"
              onClick={() => {
                if (!loggingOut) onLogout();
              }}
              aria-disabled={loggingOut}
              className="rounded-md border-2 border-leaf-700 px-3 py-1 font-semibold text-leaf-800 hover:bg-leaf-50 aria-disabled:opacity-60"
            >
              {loggingOut ? 'Logging out...' : 'Logout'}
            </button>
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
