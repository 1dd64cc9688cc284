import {
  applicantListSchema,
  applicantSchema,
  employerJobListSchema,
  employerJobSchema,
  type ApplicationUpdate,
  type OpeningInput,
} from '@bulk/domain/job-board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

// An employer's openings and applicants: an approved supplier's, or the company's (any admin).

export const employerQueryKey = ['employer', 'jobs'] as const;

export const employerJobsQueryOptions = queryOptions({
  queryKey: employerQueryKey,
  queryFn: ({ signal }) => apiRequest('/employer/jobs', employerJobListSchema, { signal }),
  staleTime: 0,
});

export function useEmployerJobs() {
  return useQuery(employerJobsQueryOptions);
}

/** One opening of the employer's, to edit: read from their list, which holds every field. */
export function useEmployerJob(id: number) {
  return useQuery({
    ...employerJobsQueryOptions,
    select: (data) => data.jobs.find((job) => job.id === id) ?? null,
  });
}

export function createOpening(input: OpeningInput) {
  return apiRequest('/employer/jobs', employerJobSchema, { method: 'POST', body: JSON.stringify(input) });
}

export function updateOpening(id: number, input: OpeningInput) {
  return apiRequest(`/employer/jobs/${id}`, employerJobSchema, {
    method: 'PATCH',
    body: JSON.stringify(input),
  });
}

export function closeOpening(id: number) {
  return apiRequest(`/employer/jobs/${id}/close`, employerJobSchema, { method: 'POST' });
}

export function useApplicants(jobId: number) {
  return useQuery({
    queryKey: [...employerQueryKey, jobId, 'applicants'],
    queryFn: ({ signal }) =>
      apiRequest(`/employer/jobs/${jobId}/applicants`, applicantListSchema, { signal }),
    staleTime: 0,
  });
}

export function updateApplication(id: number, update: ApplicationUpdate) {
  return apiRequest(`/employer/applications/${id}`, applicantSchema, {
    method: 'PATCH',
    body: JSON.stringify(update),
  });
}
