import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '#src/config/paths';
import { CartIcon, CloseIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { mainNavItems, mobileExtraNavItems } from './nav-links';

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-saffron-100 hover:text-saffron-900 ${
    isActive ? 'text-saffron-800 underline decoration-2 underline-offset-8' : 'text-ink'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium hover:bg-saffron-100 ${
    isActive ? 'bg-saffron-50 text-saffron-800' : 'text-ink'
  }`;

type SiteHeaderProps = {
  /** Distinct products in the cart; a badge shows it when above 0 (spec section 2, Header). */
  cartCount?: number;
};

export function SiteHeader({ cartCount = 0 }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-saffron-100 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-4">
          <Link
            to={paths.registerJob}
            className="hidden rounded-md bg-leaf-700 px-3 py-2 text-sm font-semibold text-white hover:bg-leaf-800 sm:inline-flex"
          >
            Job Seeker @ ₹49
          </Link>
          <Link
            to={paths.cart}
            // The name carries the count ('Cart, 3 items'); the badge itself is only seen.
            aria-label={
              cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : undefined
            }
            className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-saffron-100"
          >
            <CartIcon />
            <span>Cart</span>
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-saffron-700 px-1.5 text-xs leading-5 font-bold text-white"
              >
                {cartCount}
              </span>
            ) : null}
          </Link>
          <Link
            to={paths.login}
            className="rounded-md bg-saffron-700 px-3 py-2 text-sm font-semibold text-white hover:bg-saffron-800"
          >
            Login
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex items-center justify-center rounded-md p-2 text-ink hover:bg-saffron-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-saffron-100 bg-white lg:hidden"
      >
        <ul className="container-page space-y-1 py-3">
          {[...mainNavItems, ...mobileExtraNavItems].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === paths.home}
                className={mobileLinkClass}
                onClick={closeMenu}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
