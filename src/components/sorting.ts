/** How a table is sorted, apart from the table itself: the store keeps it from the first page on. */
export type SortDirection = 'ascending' | 'descending';
export type Sort<Key extends string> = { column: Key; direction: SortDirection } | null;

/** Clicking a column sorts it ascending; clicking it again flips the direction (docs/behaviour.md#sorting). */
export function nextSort<Key extends string>(current: Sort<Key>, column: Key): Sort<Key> {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
