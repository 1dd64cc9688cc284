import { describe, expect, test } from 'vitest';
import { hsnSummary, supplierReportQuerySchema, uqcOf, type HsnSummaryLine } from './index';

const line = (overrides: Partial<HsnSummaryLine>): HsnSummaryLine => ({
  shipmentId: 'shp_1',
  sameState: true,
  hsn: '0713',
  description: 'Pulses',
  unit: 'kg',
  quantity: 100,
  rateBps: 500,
  taxablePaise: 42_000_00,
  gstPaise: 2_100_00,
  ...overrides,
});

describe('hsnSummary', () => {
  test('splits each invoice rate as the invoice does and adds the rows up to its CGST, SGST and IGST', () => {
    const rows = hsnSummary([
      // One invoice in the seller's state: 5% on two codes, 101 paise of GST in all, CGST takes 50.
      line({ hsn: '0713', taxablePaise: 1_000, gstPaise: 51 }),
      line({ hsn: '1101', description: 'Flour', taxablePaise: 1_000, gstPaise: 50 }),
      // Another invoice, to another state: IGST only.
      line({ shipmentId: 'shp_2', sameState: false, taxablePaise: 2_000, gstPaise: 100, quantity: 50 }),
      // Dry fruits at 12%, sold by the piece.
      line({
        shipmentId: 'shp_2',
        sameState: false,
        hsn: '0801',
        description: 'Dry Fruits',
        unit: 'pieces',
        rateBps: 1_200,
        taxablePaise: 500,
        gstPaise: 60,
        quantity: 3,
      }),
    ]);
    expect(rows).toEqual([
      {
        hsn: '0713',
        description: 'Pulses',
        uqc: 'KGS',
        quantity: 150,
        rateBps: 500,
        taxablePaise: 3_000,
        igstPaise: 100,
        cgstPaise: 25,
        sgstPaise: 26,
        totalPaise: 3_151,
      },
      {
        hsn: '0801',
        description: 'Dry Fruits',
        uqc: 'PCS',
        quantity: 3,
        rateBps: 1_200,
        taxablePaise: 500,
        igstPaise: 60,
        cgstPaise: 0,
        sgstPaise: 0,
        totalPaise: 560,
      },
      {
        hsn: '1101',
        description: 'Flour',
        uqc: 'KGS',
        quantity: 100,
        rateBps: 500,
        taxablePaise: 1_000,
        igstPaise: 0,
        cgstPaise: 25,
        sgstPaise: 25,
        totalPaise: 1_050,
      },
    ]);
    const cgst = rows.reduce((sum, row) => sum + row.cgstPaise, 0);
    const sgst = rows.reduce((sum, row) => sum + row.sgstPaise, 0);
    expect([cgst, sgst]).toEqual([50, 51]);
  });

  test('names every category sold under one code, and keeps units and rates apart', () => {
    const rows = hsnSummary([
      line({ description: 'Pulses' }),
      line({ shipmentId: 'shp_2', description: 'Dals' }),
      line({ shipmentId: 'shp_3', unit: 'dozen' }),
      line({ shipmentId: 'shp_4', rateBps: 1_200 }),
    ]);
    expect(rows.map((row) => [row.description, row.uqc, row.rateBps, row.quantity])).toEqual([
      ['Pulses', 'DOZ', 500, 100],
      ['Dals, Pulses', 'KGS', 500, 200],
      ['Pulses', 'KGS', 1_200, 100],
    ]);
    expect(uqcOf('roll')).toBe('ROL');
    expect(uqcOf('bale')).toBe('OTH');
  });

  test('no lines, no rows', () => {
    expect(hsnSummary([])).toEqual([]);
  });
});

describe('supplierReportQuerySchema', () => {
  test('takes India-time days and a grouping, and names the field of a bad range', () => {
    expect(supplierReportQuerySchema.parse({ from: '2026-04-01', to: '2026-04-30' })).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      group: 'day',
    });
    const backwards = supplierReportQuerySchema.safeParse({ from: '2026-04-30', to: '2026-04-01' });
    expect(backwards.error?.issues.map((issue) => issue.path)).toEqual([['to']]);
    const notADay = supplierReportQuerySchema.safeParse({ from: '2026-02-30', format: 'pdf' });
    expect(notADay.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['format', 'from']);
  });
});
