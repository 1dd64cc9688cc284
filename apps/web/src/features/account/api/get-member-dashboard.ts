import { jobseekerStatsSchema, memberProfileSchema } from '@bulk/domain/memberships';
import { supplierStatsSchema } from '@bulk/domain/supplier-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** `GET /api/members/me`: the signed-in supplier's or job seeker's registration, documents and payments. */
export const memberProfileQuery = queryOptions({
  queryKey: ['account', 'member-profile'],
  queryFn: ({ signal }) => apiRequest('/members/me', memberProfileSchema, { signal }),
  staleTime: 0,
});

export function useMemberProfile() {
  return useQuery(memberProfileQuery);
}

/** `GET /api/supplier/stats`, money in paise (the session cookie stands for the specification's bearer token). */
export function useSupplierStats() {
  return useQuery({
    queryKey: ['account', 'supplier-stats'],
    queryFn: ({ signal }) => apiRequest('/supplier/stats', supplierStatsSchema, { signal }),
    staleTime: 0,
  });
}

/** `GET /api/jobseeker/stats`. */
export function useJobseekerStats() {
  return useQuery({
    queryKey: ['account', 'jobseeker-stats'],
    queryFn: ({ signal }) => apiRequest('/jobseeker/stats', jobseekerStatsSchema, { signal }),
    staleTime: 0,
  });
}
