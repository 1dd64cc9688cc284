/** India Standard Time is UTC+5:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const APRIL = 3; // months count from 0

/** The calendar date and time of `date` in India, read with the UTC getters of the returned Date. */
function inIndia(date: Date): Date {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date.');
  const shifted = new Date(time + IST_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  // Four-digit years only: the invoice number carries the year as two digits per half.
  if (year < 1000 || year > 9998) throw new RangeError(`Year ${year} is out of range.`);
  return shifted;
}

/**
 * The Indian financial year (1 April to 31 March, India Standard Time) that `date` falls in, as
 * 'YYYY-YY': 2026-03-31T18:29Z (23:59 IST on 31 March) -> '2025-26', 2026-03-31T18:30Z (midnight IST on
 * 1 April) -> '2026-27'. Invoice numbers restart every financial year (CGST Rules, rule 46(b)).
 */
export function financialYear(date: Date): string {
  const india = inIndia(date);
  const startYear = india.getUTCMonth() >= APRIL ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** `date` as an Indian calendar date, dd/MM/yyyy in India Standard Time: 2026-03-31T18:30Z -> '01/04/2026'. */
export function formatInvoiceDate(date: Date): string {
  const india = inIndia(date);
  const day = String(india.getUTCDate()).padStart(2, '0');
  const month = String(india.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${india.getUTCFullYear()}`;
}
