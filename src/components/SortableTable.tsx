import type { ReactNode } from 'react';
import { csvDocument } from '../../contract/csv';
import { downloadText } from './download';
import { ScrollRegion } from './ScrollRegion';
import type { Sort } from './sorting';

export type Column<Row, Key extends string> = {
  key: Key;
  label: string;
  numeric: boolean;
  /** The cell as text: what the table shows unless `render` draws more, and what the CSV holds. */
  text: (row: Row) => string;
  render?: (row: Row) => ReactNode;
};

type SortableTableProps<Row, Key extends string> = {
  caption: string;
  columns: ReadonlyArray<Column<Row, Key>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** How the rows are sorted and what a click on a header does; without it headers are plain. */
  sorting?: { sort: Sort<Key>; onSort: (column: Key) => void };
  /** The name of the CSV file the table downloads as (without `.csv`). */
  csvName: string;
};

/** The rows as shown, in the order shown, as CSV text. */
export function tableCsv<Row, Key extends string>(
  columns: ReadonlyArray<Column<Row, Key>>,
  rows: readonly Row[],
): string {
  return csvDocument(
    columns.map((column) => column.label),
    rows.map((row) => columns.map((column) => column.text(row))),
  );
}

/** A button that saves the rows as shown, filtered and sorted, as a CSV file. */
export function CsvButton({ label, onDownload }: { label: string; onDownload: () => void }) {
  return (
    <button type="button" className="button button--small" onClick={onDownload} aria-label={label}>
      Download CSV
    </button>
  );
}

/**
 * A table of rows that downloads as CSV; when sortable its column headers are buttons and the
 * sorted column says so through `aria-sort`.
 */
export function SortableTable<Row, Key extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  csvName,
}: SortableTableProps<Row, Key>) {
  return (
    <div className="table-block">
      <div className="table-block__tools">
        <CsvButton
          label={`Download CSV: ${caption}`}
          // The byte-order mark tells Excel the file is UTF-8, so names keep their fadas.
          onDownload={() =>
            downloadText(`${csvName}.csv`, `\uFEFF${tableCsv(columns, rows)}`, 'text/csv;charset=utf-8')
          }
        />
      </div>
      <ScrollRegion label={caption}>
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const numeric = column.numeric ? 'table__numeric' : undefined;
                if (!sorting) {
                  return (
                    <th key={column.key} scope="col" className={numeric}>
                      {column.label}
                    </th>
                  );
                }
                const { sort, onSort } = sorting;
                const direction = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={direction ?? 'none'} className={numeric}>
                    <button type="button" className="table__sort" onClick={() => onSort(column.key)}>
                      {column.label}
                      <span className="table__sort-mark" aria-hidden="true">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.key === columns[0]?.key ? (
                    <th key={column.key} scope="row">
                      {column.render ? column.render(row) : column.text(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.numeric ? 'table__numeric' : undefined}>
                      {column.render ? column.render(row) : column.text(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
