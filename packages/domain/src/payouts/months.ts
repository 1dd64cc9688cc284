/** India Standard Time is UTC+5:30 all year, so a month's bounds are fixed instants. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A calendar month as 'YYYY-MM', the period of a commission invoice. */
export const COMMISSION_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month `at` falls in, in India: 2026-11-30T18:30Z (midnight IST on 1 December) -> '2026-12'. */
export function indiaMonth(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The first instant of `month` in India: '2026-12' -> 2026-11-30T18:30:00Z. */
export function monthStart(month: string): Date {
  if (!COMMISSION_MONTH_PATTERN.test(month)) throw new RangeError(`"${month}" is not a month like 2026-11.`);
  return new Date(Date.parse(`${month}-01T00:00:00Z`) - IST_OFFSET_MS);
}

/** The month after `month`: '2026-12' -> '2027-01'. */
export function nextMonth(month: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() + 1);
  return start.toISOString().slice(0, 7);
}

/** The month before `month`: '2027-01' -> '2026-12'. */
export function previousMonth(month: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start.toISOString().slice(0, 7);
}

/** 'November 2026': how invoices and pages name a month. */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
