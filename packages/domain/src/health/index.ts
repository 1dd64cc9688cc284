import { z } from 'zod';

/** Body of `GET /api/health`: 200 when the database answers, 503 (with the error fields) when it does not. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nonnegative().optional(),
  }),
  code: z.literal('SERVICE_UNAVAILABLE').optional(),
  message: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
