import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '#src/config/paths';
import { LogoMark } from './logo';
import { adminNavItems } from './nav-links';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-saffron-100 text-saffron-900' : 'text-leaf-50 hover:bg-leaf-800'
  }`;

/** The admin area's own frame: a side menu instead of the store header and footer. */
export function AdminLayout() {
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
            {adminNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.admin} className={sideLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
