import { Outlet, ScrollRestoration } from 'react-router';
import { ChatButton } from './chat-button';
import { ChatMessageProvider } from './chat-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

type StoreLayoutProps = {
  /** Distinct products in the cart, for the header badge; the app passes it in (see `app/store-frame`). */
  cartCount?: number;
};

/** The frame of every store page: header, main content, footer and the floating chat button. */
export function StoreLayout({ cartCount = 0 }: StoreLayoutProps) {
  return (
    <ChatMessageProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader cartCount={cartCount} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <ChatButton />
        <ScrollRestoration />
      </div>
    </ChatMessageProvider>
  );
}
