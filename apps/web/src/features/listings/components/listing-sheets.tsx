import {
  LISTING_SHEET_MAX_ROWS,
  type ListingImport,
  type ListingImportRow,
  type ListingSheetFormat,
} from '@bulk/domain/listings';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '#src/components/ui/form-field';
import { toast } from '#src/components/ui/toast/toast-store';
import { translateFieldMessage, translateMessage } from '#src/i18n/messages';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { supplierListingsExportUrl } from '#src/config/paths';
import { confirmListingImport, listingsTemplateUrl, previewListingImport } from '../api/listing-sheets';
import { listingsQueryKey } from '../api/listings';
import { ScrollRegion } from '#src/components/ui/scroll-region';

const SHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const downloads: {
  key: ParseKeys;
  format: ListingSheetFormat;
  url: (format: ListingSheetFormat) => string;
}[] = [
  { key: 'listings.sheets.downloadExcel', format: 'xlsx', url: supplierListingsExportUrl },
  { key: 'listings.sheets.downloadCsv', format: 'csv', url: supplierListingsExportUrl },
  { key: 'listings.sheets.templateExcel', format: 'xlsx', url: listingsTemplateUrl },
  { key: 'listings.sheets.templateCsv', format: 'csv', url: listingsTemplateUrl },
];

type Busy = 'preview' | 'confirm' | null;

/**
 * The supplier's listings as spreadsheets: the export ('Download Excel') and the template, and the bulk
 * upload. A chosen file is checked first (every row with what it would do, the bad rows with their
 * reasons); only the supplier's confirmation imports the good rows.
 */
export function ListingSheets() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<ListingImport | null>(null);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState<Busy>(null);

  function reset() {
    setFile(null);
    setPreview(null);
    setNotice(undefined);
    setFileError(undefined);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  }

  async function check(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setFileError(t('listings.sheets.chooseFile'));
      fileInput.current?.focus();
      return;
    }
    setBusy('preview');
    setNotice(undefined);
    try {
      setPreview(await previewListingImport(file));
    } catch (error) {
      setPreview(null);
      setFileError(fileProblem(error));
    } finally {
      setBusy(null);
    }
  }

  async function confirm() {
    if (busy || !file || !preview) return;
    setBusy('confirm');
    try {
      const result = await confirmListingImport(file, preview.digest);
      toast({ title: t('listings.sheets.done'), description: t('listings.sheets.doneText', result.counts) });
      reset();
      await queryClient.invalidateQueries({ queryKey: listingsQueryKey });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // The file or the listings changed since the check: show what it would do now.
        setNotice(t('listings.sheets.changed'));
        setPreview(await previewListingImport(file).catch(() => null));
      } else {
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-leaf-800">
        {t('listings.sheets.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('listings.sheets.intro')}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('listings.sheets.downloads')}>
        {downloads.map((item) => (
          <li key={item.key}>
            <a href={item.url(item.format)} download className="btn-secondary inline-block">
              {t(item.key)}
            </a>
          </li>
        ))}
      </ul>
      <form className="mt-4 space-y-3" onSubmit={(event) => void check(event)} noValidate>
        <FileField
          id={`${id}-file`}
          label={t('listings.sheets.file')}
          hint={t('listings.sheets.fileHint', { rows: LISTING_SHEET_MAX_ROWS })}
          error={fileError}
          accept={SHEET_ACCEPT}
          registration={{
            name: 'file',
            ref: fileInput,
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(undefined);
              setPreview(null);
              setNotice(undefined);
            },
          }}
        />
        <button type="submit" className="btn-primary" aria-disabled={busy !== null}>
          {busy === 'preview' ? t('listings.sheets.checking') : t('listings.sheets.check')}
        </button>
      </form>
      {/* Present from the start, so that screen readers announce its changes; the table is not read out. */}
      <p role="status" className="sr-only">
        {busy === 'preview'
          ? t('listings.sheets.checking')
          : busy === 'confirm'
            ? t('listings.sheets.importing')
            : preview
              ? t('listings.sheets.counts', preview.counts)
              : ''}
      </p>
      {notice ? (
        <p role="alert" className="mt-3 rounded-lg bg-saffron-50 p-2 text-sm text-saffron-900">
          {notice}
        </p>
      ) : null}
      {preview ? (
        <ImportPreview preview={preview} busy={busy} onConfirm={() => void confirm()} onCancel={reset} />
      ) : null}
    </section>
  );
}

function ImportPreview({
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: ListingImport;
  busy: Busy;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const bad = preview.rows.filter((row) => row.action === 'invalid');
  const good = preview.counts.create + preview.counts.update;
  return (
    <div className="mt-4 space-y-4" aria-busy={busy === 'confirm'}>
      <p className="font-semibold">{t('listings.sheets.counts', preview.counts)}</p>
      {bad.length > 0 ? (
        <div className="rounded-lg bg-red-50 p-3 text-red-900">
          <h3 id={`${id}-problems`} className="font-semibold">
            {t('listings.sheets.problemsTitle', { number: bad.length })}
          </h3>
          <ul aria-labelledby={`${id}-problems`} className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {bad.flatMap((row) =>
              row.errors.map((issue, index) => (
                <li key={`${row.row}-${index}`}>
                  {t('listings.sheets.problem', {
                    row: row.row,
                    column: issue.column,
                    message: translateFieldMessage(issue.message),
                  })}
                </li>
              )),
            )}
          </ul>
        </div>
      ) : null}
      <ScrollRegion name={{ labelledBy: `${id}-rows` }}>
        <table className="w-full min-w-[32rem] text-start text-sm">
          <caption id={`${id}-rows`} className="mb-2 text-start font-semibold">
            {t('listings.sheets.rowsCaption')}
          </caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="p-2">
                {t('listings.sheets.columns.row')}
              </th>
              <th scope="col" className="p-2">
                {t('listings.sheets.columns.sku')}
              </th>
              <th scope="col" className="p-2">
                {t('listings.sheets.columns.name')}
              </th>
              <th scope="col" className="p-2">
                {t('listings.sheets.columns.result')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.row} className="border-b border-stone-100">
                <th scope="row" className="p-2 font-normal">
                  {row.row}
                </th>
                <td className="p-2">{row.sku}</td>
                <td className="p-2">{row.name}</td>
                <td className={`p-2 ${row.action === 'invalid' ? 'font-semibold text-red-800' : ''}`}>
                  {t(resultKey(row))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex flex-wrap gap-2">
        {good > 0 ? (
          <button type="button" className="btn-primary" aria-disabled={busy !== null} onClick={onConfirm}>
            {busy === 'confirm'
              ? t('listings.sheets.importing')
              : t('listings.sheets.confirm', { number: good })}
          </button>
        ) : (
          <p className="self-center">{t('listings.sheets.nothingToImport')}</p>
        )}
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('listings.sheets.cancel')}
        </button>
      </div>
    </div>
  );
}

function resultKey(row: ListingImportRow): ParseKeys {
  if (row.action === 'update' && row.reviewed) return 'listings.sheets.action.updateReviewed';
  return `listings.sheets.action.${row.action}` as const;
}

/** What is wrong with the file: the server names it under `file`, else the request's own error. */
function fileProblem(error: unknown): string {
  const issue = error instanceof ApiRequestError && error.issues.find((item) => item.field === 'file');
  return issue ? translateMessage(issue.message) : errorMessage(error);
}
