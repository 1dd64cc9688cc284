import { registrationResponseSchema, type MembershipKind } from '@bulk/domain/memberships';
import { apiRequest } from '#src/lib/api-client';

/**
 * `POST /api/save-supplier` or `POST /api/save-jobseeker`: the paid registration's fields and files as
 * multipart; the server creates the account and signs it in (session cookie).
 */
export function saveRegistration(kind: MembershipKind, form: FormData) {
  return apiRequest(kind === 'supplier' ? '/save-supplier' : '/save-jobseeker', registrationResponseSchema, {
    method: 'POST',
    body: form,
  });
}
