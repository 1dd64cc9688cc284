import { formatMoney } from '@bulk/domain/currency';
import {
  salesGroupings,
  supplierReportFormats,
  supplierReportNames,
  type HsnReport,
  type PayoutsReport,
  type ProductsReport,
  type SalesReport,
  type SupplierReport,
} from '@bulk/domain/supplier-reports';
import { indianDate } from '@bulk/domain/tax';
import type { ParseKeys } from 'i18next';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '#src/components/ui/form-field';
import { TableHead } from '#src/components/ui/table-head';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import { errorMessage } from '#src/lib/api-client';
import {
  reportPageSchema,
  supplierReportFileUrl,
  useSupplierReport,
  type ReportChoice,
} from '../api/supplier-reports';
import { ScrollRegion } from '#src/components/ui/scroll-region';

const reportLabels = {
  sales: 'supplierReports.names.sales',
  products: 'supplierReports.names.products',
  hsn: 'supplierReports.names.hsn',
  payouts: 'supplierReports.names.payouts',
} as const satisfies Record<SupplierReport['report'], ParseKeys>;

const reportNotes = {
  sales: 'supplierReports.notes.sales',
  products: 'supplierReports.notes.products',
  hsn: 'supplierReports.notes.hsn',
  payouts: 'supplierReports.notes.payouts',
} as const satisfies Record<SupplierReport['report'], ParseKeys>;

const downloadLabels = {
  csv: 'supplierReports.downloadCsv',
  xlsx: 'supplierReports.downloadXlsx',
} as const satisfies Record<(typeof supplierReportFormats)[number], ParseKeys>;

const money = (paise: number) => formatMoney(paise, 'INR');
const maybeMoney = (paise: number | null) => (paise === null ? '' : money(paise));

type Cells = readonly ReactNode[];
type ReportTableData = {
  headers: readonly ParseKeys[];
  /** The columns of figures, aligned to the end. */
  numeric: readonly number[];
  rows: readonly { key: string; cells: Cells }[];
  totals: Cells;
};

function salesTable(report: SalesReport): ReportTableData {
  const figures = (row: SalesReport['totals']): Cells => [
    row.shipments,
    money(row.goodsPaise),
    money(row.freightPaise),
    money(row.gstPaise),
    money(row.totalPaise),
  ];
  return {
    headers: [
      report.group === 'day' ? 'supplierReports.columns.day' : 'supplierReports.columns.month',
      'supplierReports.columns.shipments',
      'supplierReports.columns.goods',
      'supplierReports.columns.freight',
      'supplierReports.columns.gst',
      'supplierReports.columns.total',
    ],
    numeric: [1, 2, 3, 4, 5],
    rows: report.rows.map((row) => ({ key: row.period, cells: [row.period, ...figures(row)] })),
    totals: figures(report.totals),
  };
}

function productsTable(report: ProductsReport): ReportTableData {
  return {
    headers: [
      'supplierReports.columns.product',
      'supplierReports.columns.hsn',
      'supplierReports.columns.quantity',
      'supplierReports.columns.goods',
      'supplierReports.columns.taxable',
      'supplierReports.columns.gst',
    ],
    numeric: [2, 3, 4, 5],
    rows: report.rows.map((row) => ({
      key: String(row.productId),
      cells: [
        row.name,
        row.hsn,
        `${row.quantity} ${row.unit}`,
        money(row.goodsPaise),
        money(row.taxablePaise),
        money(row.gstPaise),
      ],
    })),
    totals: [
      '',
      '',
      money(report.totals.goodsPaise),
      money(report.totals.taxablePaise),
      money(report.totals.gstPaise),
    ],
  };
}

function hsnTable(report: HsnReport): ReportTableData {
  const tax = (row: HsnReport['totals']): Cells => [
    money(row.igstPaise),
    money(row.cgstPaise),
    money(row.sgstPaise),
    money(row.totalPaise),
  ];
  return {
    headers: [
      'supplierReports.columns.hsn',
      'supplierReports.columns.description',
      'supplierReports.columns.uqc',
      'supplierReports.columns.quantity',
      'supplierReports.columns.taxable',
      'supplierReports.columns.rate',
      'supplierReports.columns.igst',
      'supplierReports.columns.cgst',
      'supplierReports.columns.sgst',
      'supplierReports.columns.totalValue',
    ],
    numeric: [3, 4, 5, 6, 7, 8, 9],
    rows: report.rows.map((row) => ({
      key: `${row.hsn}-${row.uqc}-${row.rateBps}`,
      cells: [
        row.hsn,
        row.description,
        row.uqc,
        row.quantity,
        money(row.taxablePaise),
        `${row.rateBps / 100}%`,
        ...tax(row),
      ],
    })),
    totals: ['', '', '', money(report.totals.taxablePaise), '', ...tax(report.totals)],
  };
}

function payoutsTable(
  report: PayoutsReport,
  entryLabel: (kind: 'settlement' | 'payout') => string,
): ReportTableData {
  return {
    headers: [
      'supplierReports.columns.date',
      'supplierReports.columns.entry',
      'supplierReports.columns.reference',
      'supplierReports.columns.order',
      'supplierReports.columns.shipmentTotal',
      'supplierReports.columns.commission',
      'supplierReports.columns.commissionGst',
      'supplierReports.columns.earned',
      'supplierReports.columns.paid',
    ],
    numeric: [4, 5, 6, 7, 8],
    rows: report.rows.map((row) => ({
      key: `${row.kind}-${row.reference}`,
      cells: [
        row.date,
        entryLabel(row.kind),
        row.reference,
        row.orderNumber ?? '',
        maybeMoney(row.shipmentTotalPaise),
        maybeMoney(row.commissionPaise),
        maybeMoney(row.commissionGstPaise),
        money(row.earnedPaise),
        money(row.paidPaise),
      ],
    })),
    totals: ['', '', '', '', '', '', money(report.totals.earnedPaise), money(report.totals.paidPaise)],
  };
}

const cellClass = 'px-3 py-2 whitespace-nowrap';

/** The report as a table: its columns, a row per line, and the totals in the foot. */
function ReportTable({ report }: { report: SupplierReport }) {
  const { t } = useTranslation();
  const table =
    report.report === 'sales'
      ? salesTable(report)
      : report.report === 'products'
        ? productsTable(report)
        : report.report === 'hsn'
          ? hsnTable(report)
          : payoutsTable(report, (kind) => t(`supplierReports.entries.${kind}`));
  const align = (index: number) => (table.numeric.includes(index) ? 'text-end' : 'text-start');
  return (
    <ScrollRegion name={{ labelledBy: 'report-caption' }}>
      <table className="min-w-full divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white text-sm">
        <caption id="report-caption" className="p-3 text-start font-semibold text-leaf-800">
          {t('supplierReports.caption', {
            report: t(reportLabels[report.report]),
            from: report.from,
            to: report.to,
          })}
        </caption>
        <TableHead
          className="bg-stone-50"
          columns={table.headers.map((header, index) => ({
            label: t(header),
            className: `${cellClass} font-semibold ${align(index)}`,
          }))}
        />
        <tbody className="divide-y divide-stone-100">
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                // The columns are a fixed list: their place is their identity.
                <td key={index} className={`${cellClass} ${align(index)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-stone-50 font-semibold">
          <tr>
            <th scope="row" className={`${cellClass} text-start`}>
              {t('supplierReports.columns.totals')}
            </th>
            {table.totals.map((cell, index) => (
              <td key={index} className={`${cellClass} ${align(index + 1)}`}>
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

/** The report and days in the URL, this month so far (India time) until the supplier picks others. */
function useReportChoice() {
  const { values, set } = useSearchParamsState(reportPageSchema);
  const today = indianDate(new Date());
  const choice: ReportChoice = {
    report: values.report,
    group: values.group,
    from: values.from ?? `${today.slice(0, 7)}-01`,
    to: values.to ?? today,
  };
  return { choice, set };
}

function ReportForm({
  choice,
  onChoose,
}: {
  choice: ReportChoice;
  onChoose: (choice: ReportChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [report, setReport] = useState(choice.report);
  const [rangeError, setRangeError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const next = {
      ...choice,
      report,
      group: value('group') || choice.group,
      from: value('from'),
      to: value('to'),
    };
    if (!next.from || !next.to || next.from > next.to) {
      setRangeError(t('supplierReports.badRange'));
      return;
    }
    setRangeError(undefined);
    onChoose(next as ReportChoice);
  }

  return (
    <form
      aria-label={t('supplierReports.formLabel')}
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <SelectField
        id={`${id}-report`}
        label={t('supplierReports.report')}
        options={supplierReportNames}
        optionLabel={(name) => t(reportLabels[name])}
        registration={{
          name: 'report',
          value: report,
          onChange: (event: ChangeEvent<HTMLSelectElement>) =>
            setReport(event.currentTarget.value as ReportChoice['report']),
        }}
      />
      {report === 'sales' ? (
        <SelectField
          id={`${id}-group`}
          label={t('supplierReports.group')}
          options={salesGroupings}
          optionLabel={(group) => t(`supplierReports.groups.${group}`)}
          registration={{ name: 'group', defaultValue: choice.group }}
        />
      ) : (
        <span aria-hidden="true" className="hidden lg:block" />
      )}
      <TextField
        id={`${id}-from`}
        label={t('supplierReports.from')}
        type="date"
        registration={{ name: 'from', defaultValue: choice.from }}
      />
      <TextField
        id={`${id}-to`}
        label={t('supplierReports.to')}
        type="date"
        error={rangeError}
        registration={{ name: 'to', defaultValue: choice.to }}
      />
      <button type="submit" className="btn-primary py-2">
        {t('supplierReports.show')}
      </button>
    </form>
  );
}

function ReportResult({ choice }: { choice: ReportChoice }) {
  const { t } = useTranslation();
  const report = useSupplierReport(choice);
  if (report.isPending) return <p role="status">{t('supplierReports.loading')}</p>;
  if (report.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p className="font-semibold">{t('supplierReports.failed')}</p>
        <p>{errorMessage(report.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void report.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { data } = report;
  return (
    <div
      className={`space-y-3 ${report.isPlaceholderData ? 'opacity-60' : ''}`}
      aria-busy={report.isFetching}
    >
      <p className="text-sm text-stone-700">{t(reportNotes[data.report])}</p>
      {data.rows.length === 0 ? (
        <p role="status" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          {t('supplierReports.empty', { from: data.from, to: data.to })}
        </p>
      ) : (
        <ReportTable report={data} />
      )}
    </div>
  );
}

/**
 * The supplier's reports: sales by day or month, sales by product, the HSN summary its GST return needs,
 * and payouts, over the days it picks, as a table and as CSV or Excel downloads of the same figures.
 */
export function SupplierReportsView() {
  const { t } = useTranslation();
  const { choice, set } = useReportChoice();
  return (
    <div className="space-y-6">
      <ReportForm key={JSON.stringify(choice)} choice={choice} onChoose={(next) => set(next)} />
      <div className="flex flex-wrap gap-3">
        {supplierReportFormats.map((format) => (
          <a key={format} href={supplierReportFileUrl(choice, format)} download className="btn-secondary">
            {t(downloadLabels[format])}
          </a>
        ))}
      </div>
      <ReportResult choice={choice} />
    </div>
  );
}
