import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { BrowserOnly } from '#src/components/ui/browser-only';
import { AuthProvider } from '#src/features/auth/auth-provider';
import { createQueryClient } from '#src/lib/query-client';
import { browserRenderContext, RenderContextProvider, type RenderContext } from '#src/lib/render-context';
import { WishlistSync } from './wishlist-sync';

// Radix Toast is no part of the first paint: its code loads right after, and a toast asked for before it
// arrives waits in the toast store and shows once it has.
const Toaster = lazy(() =>
  import('#src/components/ui/toast/toaster').then((module) => ({ default: module.Toaster })),
);

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so that no cache is shared between them. */
  queryClient?: QueryClient;
  /** Where this render runs: the server's renderer and the browser's app pass their own. */
  renderContext?: RenderContext;
};

export function AppProviders({
  children,
  queryClient,
  renderContext = browserRenderContext,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <RenderContextProvider value={renderContext}>
      <QueryClientProvider client={client}>
        {/* Restores the sign-in state; the pages wait for it, the toasts do not. */}
        <AuthProvider>
          {children}
          <WishlistSync />
        </AuthProvider>
        {/* The one toast outlet of the app, store and admin alike; `toast()` feeds it. */}
        <BrowserOnly fallback={null}>
          <Toaster />
        </BrowserOnly>
      </QueryClientProvider>
    </RenderContextProvider>
  );
}
