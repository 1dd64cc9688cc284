import type { ReactNode } from 'react';

export type TableColumn = {
  /** The heading as shown, already translated; a visually hidden one wraps itself in `sr-only`. */
  label: ReactNode;
  className: string;
};

type TableHeadProps = {
  columns: readonly TableColumn[];
  className?: string;
};

/** A table's header row: a column heading (`scope="col"`) for each column, in order. */
export function TableHead({ columns, className }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => (
          // The columns are a fixed list: their place is their identity.
          <th key={index} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
