import {
  jobDetailSchema,
  jobListSchema,
  liveJobCountSchema,
  seekerApplicationSchema,
  type JobListQuery,
} from '@bulk/domain/job-board';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

// The public job board: `GET /api/jobs`, `GET /api/jobs/:id`, the live count, and applying.

export const jobsQueryKey = ['jobs'] as const;

/** The API query of a filter set: empty values are left out, and the first page has no `page`. */
export function jobListSearch(query: Partial<JobListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function jobListQueryOptions(query: Partial<JobListQuery>) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'list', query],
    queryFn: ({ signal }) => apiRequest(`/jobs${jobListSearch(query)}`, jobListSchema, { signal }),
  });
}

export function useJobList(query: Partial<JobListQuery>) {
  // The previous page stays on screen while a new filter's answer comes.
  return useQuery({ ...jobListQueryOptions(query), placeholderData: (previous) => previous });
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...jobsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/jobs/${id}`, jobDetailSchema, { signal }),
  });
}

export function useJob(id: number) {
  return useQuery(jobQueryOptions(id));
}

/** How many openings are live: /register-job shows it before the seeker pays. */
export function useLiveJobCount() {
  return useQuery({
    queryKey: [...jobsQueryKey, 'live-count'],
    queryFn: ({ signal }) => apiRequest('/jobs/live-count', liveJobCountSchema, { signal }),
  });
}

/** `POST /api/jobs/:id/apply`: the stored resume goes with it, and the note when there is one. */
export function applyToJob(id: number, note: string) {
  return apiRequest(`/jobs/${id}/apply`, seekerApplicationSchema, {
    method: 'POST',
    body: JSON.stringify(note.trim() ? { note: note.trim() } : {}),
  });
}
