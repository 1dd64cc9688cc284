import { Outlet, ScrollRestoration } from 'react-router';
import { ChatButton } from './chat-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The frame of every store page: header, main content, footer and the floating chat button. */
export function StoreLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
      <ScrollRestoration />
    </div>
  );
}
