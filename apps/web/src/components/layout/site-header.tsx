import type { Role } from '@bulk/domain/auth/values';
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '#src/config/paths';
import { AnnouncementBar } from './announcement-bar';
import { BellIcon, CartIcon, CloseIcon, MenuIcon } from './icons';
import { TakeOverLater } from '#src/components/ui/take-over-later';
import { Logo } from './logo';
import { itemsFor, mainNavItems, mobileExtraNavItems } from './nav-links';
import { VisitorCounter } from './visitor-counter';

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-saffron-100 hover:text-saffron-900 xl:px-3 ${
    isActive ? 'text-saffron-800 underline decoration-2 underline-offset-8' : 'text-ink'
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium hover:bg-saffron-100 ${
    isActive ? 'bg-saffron-50 text-saffron-800' : 'text-ink'
  }`;

/** The signed-in account the header shows instead of the Login link; the app provides it (`app/store-frame`). */
export type HeaderAccount = {
  name: string;
  /** Whose account it is: a member is not offered the membership they have. */
  role: Role;
  /** Where 'My Account' and 'Dashboard' lead: the role's dashboard. */
  dashboardPath: string;
  onLogout: () => void;
};

export const HeaderAccountContext = createContext<HeaderAccount | null>(null);

// White text on each of these meets WCAG AA (at least 5.4:1).
const avatarColours = [
  'bg-saffron-800',
  'bg-leaf-700',
  'bg-blue-700',
  'bg-purple-700',
  'bg-rose-700',
  'bg-teal-700',
  'bg-indigo-700',
] as const;

/** One or two letters for an avatar: the first letters of the first and last words ('Asha Devi Verma' -> 'AV'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firstLetter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const initials = firstLetter(words[0]) + (words.length > 1 ? firstLetter(words.at(-1)) : '');
  return initials.toLocaleUpperCase() || '?';
}

function avatarColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return avatarColours[hash % avatarColours.length] ?? avatarColours[0];
}

/** The user's initials on a colour picked from their name, drawn here: no image service sees the name. */
function InitialsAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-9 items-center justify-center rounded-full text-sm font-bold text-white ${avatarColour(name)}`}
    >
      {initialsOf(name)}
    </span>
  );
}

// Both lead to the role's dashboard, as the specification's header has them.
const accountLinkLabels = ['header.myAccount', 'header.dashboard'] as const;

type AccountItemsProps = {
  account: HeaderAccount;
  /** Sets the first item off from what comes before it in the list. */
  firstItemClass?: string;
  linkClass: string;
  buttonClass: string;
  /** Closes the menu the items are in. */
  onChoose: () => void;
};

/** The signed-in list items, in the avatar menu and in the mobile menu: My Account, Dashboard and Logout. */
function AccountItems({ account, firstItemClass, linkClass, buttonClass, onChoose }: AccountItemsProps) {
  const { t } = useTranslation();
  return (
    <>
      {accountLinkLabels.map((label, index) => (
        <li key={label} className={index === 0 ? firstItemClass : undefined}>
          <Link to={account.dashboardPath} className={linkClass} onClick={onChoose}>
            {t(label)}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            onChoose();
            account.onLogout();
          }}
        >
          {t('header.logout')}
        </button>
      </li>
    </>
  );
}

const accountItemClass =
  'block w-full rounded-md px-3 py-2 text-start text-sm font-medium text-ink hover:bg-saffron-100 focus-visible:bg-saffron-100';

/**
 * The avatar button and its menu, a disclosure: the button toggles a list of links and a Logout button.
 * Escape closes it and returns focus to the button; a click or focus outside closes it.
 */
function AccountMenu({ account }: { account: HeaderAccount }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the menu closes it; a click that moves focus nowhere is left to pointerdown.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { name: account.name })}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex rounded-full p-0.5 hover:ring-2 hover:ring-saffron-300"
      >
        <InitialsAvatar name={account.name} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute end-0 z-50 mt-2 w-48 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
      >
        <p className="truncate border-b border-stone-100 px-3 py-2 text-sm font-semibold">{account.name}</p>
        <ul className="pt-1">
          <AccountItems
            account={account}
            linkClass={accountItemClass}
            buttonClass={accountItemClass}
            onChoose={close}
          />
        </ul>
      </div>
    </div>
  );
}

type SiteHeaderProps = {
  /** Distinct products in the cart; a badge shows it when above 0 (spec section 2, Header). */
  cartCount?: number;
  /** The currency picker, which the app provides (`app/store-frame`). */
  currencyPicker?: ReactNode;
  /** The language picker, which the app provides; beside the navigation from large screens, else in the menu. */
  languagePicker?: ReactNode;
  /** The visitor total for the 'Total Visitors' bar; undefined while unknown. */
  visitorTotal?: number;
  /**
   * The search box, which the app provides: under the bar from large screens, else at the top of the menu.
   * It calls `onNavigate` when it leads somewhere, which closes the menu.
   */
  search?: (onNavigate: () => void) => ReactNode;
};

/**
 * The header: the announcement and visitor bars, which scroll away, then the sticky bar of logo,
 * navigation, currency, cart and account, with the search box under it (in the menu on small screens).
 */
export function SiteHeader({
  cartCount = 0,
  currencyPicker,
  languagePicker,
  visitorTotal,
  search,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const account = useContext(HeaderAccountContext);
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
    <>
      <TakeOverLater>
        <aside aria-label={t('header.announcements')}>
          <AnnouncementBar />
          <VisitorCounter total={visitorTotal} />
        </aside>
      </TakeOverLater>
      <header className="sticky top-0 z-40 border-b border-saffron-100 bg-white">
        {/* From large screens the bar holds the search box and the controls, the row under it the navigation
            and the language: all of it in one bar was wider than a laptop's screen in the longer languages
            (Malayalam, Tamil, Spanish), and the navigation wraps rather than overflow. On small screens the
            search, the navigation and the language are in the menu. */}
        <div className="container-page flex h-16 items-center gap-3 xl:gap-4">
          <Logo />

          {search ? (
            <div className="hidden max-w-xl min-w-40 flex-1 lg:block">{search(closeMenu)}</div>
          ) : null}

          <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
            {currencyPicker}
            {/* Inert, as in the specification: there are no notifications to open yet. */}
            <span className="hidden p-1 text-stone-600 xl:inline-flex">
              <BellIcon />
            </span>
            {account?.role === 'jobseeker' ? null : (
              <Link
                to={paths.registerJob}
                className="hidden rounded-md bg-leaf-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-leaf-800 lg:inline-flex"
              >
                {t('header.jobSeekerButton')}
              </Link>
            )}
            <Link
              to={paths.cart}
              // The name carries the count ('Cart, 3 items'); the badge itself is only seen.
              aria-label={cartCount > 0 ? t('header.cartWithCount', { count: cartCount }) : undefined}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-saffron-100 xl:px-3"
            >
              <CartIcon />
              <span className="max-xl:sr-only">{t('header.cart')}</span>
              {cartCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-5 items-center justify-center rounded-full bg-saffron-700 px-1.5 text-xs leading-5 font-bold text-white"
                >
                  {cartCount}
                </span>
              ) : null}
            </Link>
            {account ? (
              <AccountMenu account={account} />
            ) : (
              <Link
                to={paths.login}
                className="rounded-md bg-saffron-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-saffron-800"
              >
                {t('header.login')}
              </Link>
            )}
            <button
              ref={menuButton}
              type="button"
              className="inline-flex items-center justify-center rounded-md p-2 text-ink hover:bg-saffron-100 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
          </div>
        </div>

        <div className="container-page hidden items-center gap-4 pb-1.5 lg:flex">
          <nav aria-label={t('nav.main')} className="min-w-0">
            <ul className="-ms-2 flex flex-wrap items-center gap-x-1 xl:-ms-3">
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === paths.home} className={desktopLinkClass}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {languagePicker ? <div className="ms-auto shrink-0">{languagePicker}</div> : null}
        </div>

        <nav
          id={menuId}
          aria-label={t('nav.mobile')}
          hidden={!menuOpen}
          className="border-t border-saffron-100 bg-white lg:hidden"
        >
          <ul className="container-page space-y-1 py-3">
            {search ? <li className="px-3 pb-2">{search(closeMenu)}</li> : null}
            {[...mainNavItems, ...itemsFor(mobileExtraNavItems, account?.role)].map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className={mobileLinkClass}
                  onClick={closeMenu}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {languagePicker ? <li className="px-3 py-2">{languagePicker}</li> : null}
            {account ? (
              <AccountItems
                account={account}
                firstItemClass="border-t border-saffron-100 pt-2"
                linkClass={mobileLinkClass({ isActive: false })}
                buttonClass={`${mobileLinkClass({ isActive: false })} w-full text-start`}
                onChoose={closeMenu}
              />
            ) : null}
          </ul>
        </nav>
      </header>
    </>
  );
}
