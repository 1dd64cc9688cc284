import {
  jobseekerProfileSchema,
  recommendationListSchema,
  seekerApplicationListSchema,
  seekerApplicationSchema,
  unsubscribeResponseSchema,
  type JobseekerProfileInput,
} from '@bulk/domain/job-board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

// The signed-in job seeker's side: profile, resume, applications and recommendations.

export const jobseekerQueryKey = ['jobseeker'] as const;

export const jobseekerProfileQueryOptions = queryOptions({
  queryKey: [...jobseekerQueryKey, 'profile'],
  queryFn: ({ signal }) => apiRequest('/jobseeker/profile', jobseekerProfileSchema, { signal }),
  staleTime: 0,
});

/** `enabled`: false for a visitor or another role, who have no job seeker profile. */
export function useJobseekerProfile(enabled = true) {
  return useQuery({ ...jobseekerProfileQueryOptions, enabled });
}

export function saveJobseekerProfile(input: JobseekerProfileInput) {
  return apiRequest('/jobseeker/profile', jobseekerProfileSchema, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

/** `PUT /api/jobseeker/profile/resume` as multipart: the new resume (a PDF, checked by content). */
export function replaceResume(file: File) {
  const body = new FormData();
  body.append('resume', file);
  return apiRequest('/jobseeker/profile/resume', jobseekerProfileSchema, { method: 'PUT', body });
}

export const applicationsQueryOptions = queryOptions({
  queryKey: [...jobseekerQueryKey, 'applications'],
  queryFn: ({ signal }) => apiRequest('/jobseeker/applications', seekerApplicationListSchema, { signal }),
  staleTime: 0,
});

export function useApplications(enabled = true) {
  return useQuery({ ...applicationsQueryOptions, enabled });
}

export function withdrawApplication(id: number) {
  return apiRequest(`/jobseeker/applications/${id}/withdraw`, seekerApplicationSchema, { method: 'POST' });
}

export function useRecommendations() {
  return useQuery({
    queryKey: [...jobseekerQueryKey, 'recommendations'],
    queryFn: ({ signal }) => apiRequest('/jobseeker/recommendations', recommendationListSchema, { signal }),
    staleTime: 0,
  });
}

/** `POST /api/job-alerts/unsubscribe`: the token of the daily alert's link stops those emails. */
export function unsubscribeFromAlerts(token: string) {
  return apiRequest('/job-alerts/unsubscribe', unsubscribeResponseSchema, {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
}
