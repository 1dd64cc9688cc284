import type { ReactNode } from 'react';
import { TableHead } from '#src/components/ui/table-head';
import { ScrollRegion } from '#src/components/ui/scroll-region';

export type Column = { label: string; align?: 'right'; srOnly?: boolean };

type AdminTableProps = {
  /** Read by screen readers before the table: what its rows are. */
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
};

export const cellClass = 'px-4 py-3 align-top';

/** The admin area's table: a scrolling frame, a caption for screen readers and a header row. */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <ScrollRegion name={{ label: caption }} className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="bg-stone-50 text-stone-700"
          columns={columns.map((column) => ({
            label: column.srOnly ? <span className="sr-only">{column.label}</span> : column.label,
            className: `px-4 py-3 font-semibold whitespace-nowrap ${column.align === 'right' ? 'text-right' : ''}`,
          }))}
        />
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
