import { adminJobListSchema, adminJobSchema, jobseekerVerificationSchema } from '@bulk/domain/job-board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, useAdminMutation } from './admin-query';

// The review of suppliers' job openings (its queue, its count for the menu, the decisions) and the
// verification of job seekers.

export function adminJobReviewQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'jobs', 'submitted'],
    queryFn: ({ signal }) => apiRequest('/admin/jobs?status=submitted', adminJobListSchema, { signal }),
    staleTime: 0,
  });
}

/** The openings waiting for review; the menu's count reads the same answer's total. */
export function useAdminJobReview() {
  return useQuery(adminJobReviewQueryOptions());
}

export type OpeningDecision =
  { id: number; approved: true } | { id: number; approved: false; reason: string };

export function useDecideOpening() {
  return useAdminMutation((decision: OpeningDecision) =>
    apiRequest(`/admin/jobs/${decision.id}/${decision.approved ? 'approve' : 'reject'}`, adminJobSchema, {
      method: 'POST',
      body: JSON.stringify(decision.approved ? {} : { reason: decision.reason }),
    }),
  );
}

export type JobseekerDecision =
  { userId: number; approved: true } | { userId: number; approved: false; reason: string };

export function useVerifyJobseeker() {
  return useAdminMutation((decision: JobseekerDecision) =>
    apiRequest(
      `/admin/jobseekers/${decision.userId}/${decision.approved ? 'verify' : 'reject'}`,
      jobseekerVerificationSchema,
      { method: 'POST', body: JSON.stringify(decision.approved ? {} : { reason: decision.reason }) },
    ),
  );
}
