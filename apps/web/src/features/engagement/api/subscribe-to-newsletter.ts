import { newsletterResponseSchema, type newsletterRequestSchema } from '@bulk/domain/engagement';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#src/lib/api-client';

export type NewsletterRequest = z.output<typeof newsletterRequestSchema>;
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** `POST /api/newsletter`: a repeated email is welcome and answers `alreadySubscribed: true`. */
export function subscribeToNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return apiRequest('/newsletter', newsletterResponseSchema, {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
