import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from '#src/components/ui/toast/toaster';
import { AuthProvider } from '#src/features/auth/auth-provider';
import { createQueryClient } from '#src/lib/query-client';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so that no cache is shared between them. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {/* Restores the sign-in state; the pages wait for it, the toasts do not. */}
      <AuthProvider>{children}</AuthProvider>
      {/* The one toast outlet of the app, store and admin alike; `toast()` feeds it. */}
      <Toaster />
    </QueryClientProvider>
  );
}
