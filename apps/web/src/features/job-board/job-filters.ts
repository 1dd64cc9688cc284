import {
  jobTypes,
  MAX_EXPERIENCE_YEARS,
  MAX_MONTHLY_SALARY_RUPEES,
  qualifications,
  type JobListQuery,
} from '@bulk/domain/job-board';
import { z } from 'zod';

/**
 * The filters of /jobs as they stand in its URL (`?city=Indore&type=walk-in&experience=2&page=2`).
 * A value the API would refuse reads as no filter, so an old or hand-edited link still opens the board.
 */
export const jobSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  city: z.string().trim().max(60).optional(),
  type: z.enum(jobTypes).optional(),
  qualification: z.enum(qualifications).optional(),
  experience: z.coerce.number().int().min(0).max(MAX_EXPERIENCE_YEARS).optional(),
  salary: z.coerce.number().int().min(0).max(MAX_MONTHLY_SALARY_RUPEES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type JobSearch = z.output<typeof jobSearchSchema>;

/** The API query of the board's URL values. */
export function jobListQueryOf(search: JobSearch): Partial<JobListQuery> {
  return { ...search };
}

/** True when any filter or search narrows the board. */
export function hasJobFilters(search: JobSearch): boolean {
  return Object.entries(search).some(([key, value]) => key !== 'page' && value !== undefined);
}
