import {
  adminJobseekerListSchema,
  adminSupplierListSchema,
  supplierDecisionResponseSchema,
} from '@bulk/domain/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, useAdminMutation } from './admin-query';

// The paid suppliers and job seekers, and the approval of a supplier.

export function adminSuppliersQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'suppliers'],
    queryFn: ({ signal }) => apiRequest('/admin/suppliers', adminSupplierListSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminSuppliers() {
  return useQuery(adminSuppliersQueryOptions());
}

export function adminJobseekersQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'jobseekers'],
    queryFn: ({ signal }) => apiRequest('/admin/jobseekers', adminJobseekerListSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminJobseekers() {
  return useQuery(adminJobseekersQueryOptions());
}

export type SupplierDecision =
  { userId: number; approved: true } | { userId: number; approved: false; reason: string };

export function useDecideSupplier() {
  return useAdminMutation((decision: SupplierDecision) =>
    apiRequest(
      `/admin/suppliers/${decision.userId}/${decision.approved ? 'approve' : 'reject'}`,
      supplierDecisionResponseSchema,
      { method: 'POST', body: JSON.stringify(decision.approved ? {} : { reason: decision.reason }) },
    ),
  );
}
