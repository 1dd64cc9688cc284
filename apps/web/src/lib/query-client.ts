import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#src/lib/api-client';

const MAX_RETRIES = 2;

/** A client error (4xx) will fail the same way again; anything else may be transient. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
