import { emailVerificationSchema, messageResponseSchema } from '@bulk/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** `GET /api/auth/email-verification`: whether the signed-in account's email address is verified. */
export const emailVerificationQueryOptions = queryOptions({
  queryKey: ['account', 'email-verification'],
  queryFn: ({ signal }) => apiRequest('/auth/email-verification', emailVerificationSchema, { signal }),
  // The owner may open the link in another tab: a dashboard visit asks again.
  staleTime: 0,
});

export function useEmailVerification() {
  return useQuery(emailVerificationQueryOptions);
}

/** `POST /api/auth/resend-verification`: a new link to the account's address (429 when asked too often). */
export function resendVerificationEmail(): Promise<{ message: string }> {
  return apiRequest('/auth/resend-verification', messageResponseSchema, { method: 'POST' });
}
