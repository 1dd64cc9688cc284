import { profileSchema, type Profile, type ProfileUpdate } from '@bulk/domain/account';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export const profileQueryOptions = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => apiRequest('/account/profile', profileSchema, { signal }),
  staleTime: 0,
});

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest('/account/profile', profileSchema, { method: 'PATCH', body: JSON.stringify(update) });
}
