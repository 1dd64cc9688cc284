import { z } from 'zod';

const DAY_MESSAGE = 'Use a real date like 2026-04-01.';

/** yyyy-MM-dd, a day of the calendar: no 30 February, no month 13, no year 0 (which the database refuses). */
export const isoDaySchema = z.iso
  .date({ error: DAY_MESSAGE })
  .refine((day) => !day.startsWith('0000'), DAY_MESSAGE);
