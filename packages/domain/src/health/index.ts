import { z } from 'zod';

/** Body of `GET /api/health`: 200 when the database answers, 503 (with the error fields) when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nonnegative().optional(),
  }),
  /** Where login rate limits are counted; Redis being down degrades them to per instance (still 200). */
  rateLimits: z.object({ store: z.enum(['memory', 'redis']), status: z.enum(['up', 'down']) }).optional(),
  /** Where uploaded files are kept: this machine's folder, or an S3-compatible bucket shared by instances. */
  uploads: z.object({ store: z.enum(['folder', 's3']) }).optional(),
  code: z.literal('SERVICE_UNAVAILABLE').optional(),
  message: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
