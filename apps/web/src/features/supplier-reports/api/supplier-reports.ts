import {
  salesGroupings,
  supplierReportNames,
  supplierReportSchema,
  type SalesGrouping,
  type SupplierReportFormat,
  type SupplierReportName,
} from '@bulk/domain/supplier-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#src/lib/api-client';

/** The reports page's choice in its URL (`?report=hsn&from=2026-04-01&to=2026-04-30`): the report and its days. */
export const reportPageSchema = z.object({
  report: z.enum(supplierReportNames).default('sales'),
  group: z.enum(salesGroupings).default('day'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ReportChoice = { report: SupplierReportName; group: SalesGrouping; from: string; to: string };

function reportPath({ report, ...days }: ReportChoice, format?: SupplierReportFormat): string {
  const search = new URLSearchParams({ from: days.from, to: days.to });
  if (report === 'sales') search.set('group', days.group);
  if (format) search.set('format', format);
  return `/supplier/reports/${report}?${search.toString()}`;
}

/** `GET /api/supplier/reports/:report`: the signed-in supplier's report as JSON, for the page. */
export function supplierReportQueryOptions(choice: ReportChoice) {
  return queryOptions({
    queryKey: ['supplier', 'reports', choice],
    queryFn: ({ signal }) => apiRequest(reportPath(choice), supplierReportSchema, { signal }),
    staleTime: 0,
  });
}

export function useSupplierReport(choice: ReportChoice) {
  return useQuery({ ...supplierReportQueryOptions(choice), placeholderData: keepPreviousData });
}

/** The report's file: a plain link, so the browser downloads it with the session cookie. */
export function supplierReportFileUrl(choice: ReportChoice, format: SupplierReportFormat): string {
  return `/api${reportPath(choice, format)}`;
}
