import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';
export type Sort<Key extends string> = { column: Key; direction: SortDirection } | null;

export type Column<Row, Key extends string> = {
  key: Key;
  label: string;
  numeric: boolean;
  render: (row: Row) => ReactNode;
};

type SortableTableProps<Row, Key extends string> = {
  caption: string;
  columns: ReadonlyArray<Column<Row, Key>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: Sort<Key>;
  onSort: (column: Key) => void;
};

/** A table whose column headers are buttons; the sorted column says so through `aria-sort`. */
export function SortableTable<Row, Key extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: SortableTableProps<Row, Key>) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.column === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction ?? 'none'}
                  className={column.numeric ? 'table__numeric' : undefined}
                >
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
                    {column.render(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.numeric ? 'table__numeric' : undefined}>
                    {column.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Clicking a column sorts it ascending; each further click on it flips the direction (docs/behaviour.md#sorting). */
export function nextSort<Key extends string>(current: Sort<Key>, column: Key): Sort<Key> {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
