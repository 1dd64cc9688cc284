import { LanguagePicker } from '#src/i18n/language-picker';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { TakeOverLater } from '#src/components/ui/take-over-later';
import { ChatButton } from './chat-button';
import { ChatMessageProvider } from './chat-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

type StoreLayoutProps = {
  /** Distinct products in the cart, for the header badge; the app passes it in (see `app/store-frame`). */
  cartCount?: number;
  /** The header's currency picker. */
  currencyPicker?: ReactNode;
  /** The visitor total of the header's 'Total Visitors' bar; undefined while unknown. */
  visitorTotal?: number;
  /** The footer's newsletter sign-up. */
  newsletter?: ReactNode;
  /** The header's search box (see `SiteHeader`). */
  search?: (onNavigate: () => void) => ReactNode;
};

/** The frame of every store page: header, main content, footer and the floating chat button. */
export function StoreLayout({
  cartCount = 0,
  currencyPicker,
  visitorTotal,
  newsletter,
  search,
}: StoreLayoutProps) {
  return (
    <ChatMessageProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <TakeOverLater>
          <SiteHeader
            cartCount={cartCount}
            currencyPicker={currencyPicker}
            languagePicker={<LanguagePicker />}
            visitorTotal={visitorTotal}
            search={search}
          />
        </TakeOverLater>
        <TakeOverLater>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
            <Outlet />
          </main>
        </TakeOverLater>
        <TakeOverLater>
          <SiteFooter newsletter={newsletter} />
        </TakeOverLater>
        <ChatButton />
        <ScrollRestoration />
      </div>
    </ChatMessageProvider>
  );
}
