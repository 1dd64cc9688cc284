import { safeSum } from '../lib/integer-math';
import { apportion, splitGst } from '../tax';
import type { HsnSummaryRow } from './reports';

/** GST's unit quantity codes (UQC) of the store's selling units. */
const uqcByUnit: Readonly<Record<string, string>> = { kg: 'KGS', pieces: 'PCS', roll: 'ROL', dozen: 'DOZ' };

/** The UQC of a selling unit: `OTH` (others) for a unit the list does not name. */
export const uqcOf = (unit: string): string => uqcByUnit[unit] ?? 'OTH';

/** An invoiced line as the HSN summary reads it, with whether its shipment's GST is CGST + SGST or IGST. */
export interface HsnSummaryLine {
  shipmentId: string;
  sameState: boolean;
  hsn: string;
  /** The line's category, the summary's description. */
  description: string;
  unit: string;
  quantity: number;
  rateBps: number;
  taxablePaise: number;
  gstPaise: number;
}

/**
 * The HSN-wise summary of invoiced lines (GSTR-1 table 12): one row per HSN code, unit and rate. A
 * shipment's GST is split rate by rate as its invoice prints it (`splitGst`: CGST the lower half of an odd
 * paisa), and each rate's CGST is shared over that rate's lines by their tax (largest remainder), so the
 * rows add up exactly to the invoices' CGST, SGST and IGST. Rows by code, then rate, then unit.
 */
export function hsnSummary(lines: readonly HsnSummaryLine[]): HsnSummaryRow[] {
  const byInvoiceRate = new Map<string, HsnSummaryLine[]>();
  for (const line of lines) {
    const key = `${line.shipmentId}\u0000${line.rateBps}`;
    byInvoiceRate.set(key, [...(byInvoiceRate.get(key) ?? []), line]);
  }
  const rows = new Map<string, HsnSummaryRow & { descriptions: Set<string> }>();
  for (const group of byInvoiceRate.values()) {
    const { sameState } = group[0]!;
    const split = splitGst(
      safeSum(
        group.map((line) => line.gstPaise),
        'gstPaise',
      ),
      { sameState },
    );
    const cgstShares = apportion(
      split.cgstPaise,
      group.map((line) => line.gstPaise),
    );
    group.forEach((line, index) => {
      const uqc = uqcOf(line.unit);
      const key = `${line.hsn}\u0000${line.rateBps}\u0000${uqc}`;
      const row = rows.get(key) ?? {
        hsn: line.hsn,
        description: '',
        descriptions: new Set<string>(),
        uqc,
        quantity: 0,
        rateBps: line.rateBps,
        taxablePaise: 0,
        igstPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        totalPaise: 0,
      };
      const cgst = cgstShares[index]!;
      row.descriptions.add(line.description);
      row.quantity += line.quantity;
      row.taxablePaise += line.taxablePaise;
      row.igstPaise += sameState ? 0 : line.gstPaise;
      row.cgstPaise += cgst;
      row.sgstPaise += sameState ? line.gstPaise - cgst : 0;
      row.totalPaise += line.taxablePaise + line.gstPaise;
      rows.set(key, row);
    });
  }
  return [...rows.values()]
    .map(({ descriptions, ...row }) => ({ ...row, description: [...descriptions].sort().join(', ') }))
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBps - b.rateBps || a.uqc.localeCompare(b.uqc));
}
