/** What the importer tells the user about a file: nothing is dropped silently (docs/behaviour.md#import-report). */

export type RowIssue = {
  row: number;
  column: string;
  /** The cell as the file had it, printable. */
  value: string;
  /** normalised: the shot is kept with this value unknown or corrected; skipped: not imported. */
  action: 'normalised' | 'skipped';
  reason: string;
};

/** A lossless change of type (epoch time to a date, text to a number), counted per column. */
export type Conversion = { column: string; what: string; count: number; rows: number[] };

export type ReadSummary = {
  rowsRead: number;
  imported: number;
  /** Rows kept with at least one value set to unknown or corrected. */
  normalised: number;
  skipped: number;
  issues: RowIssue[];
  conversions: Conversion[];
  /** Derivable columns the file did not have, worked out for every row. */
  derivedColumns: string[];
};

export function describeCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return 'empty';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid date' : value.toISOString();
  if (typeof value === 'string') return `'${value}'`;
  return String(value);
}

const MAX_ROWS_LISTED = 12;

export function formatConversion(conversion: Conversion): string {
  const listed = conversion.rows.slice(0, MAX_ROWS_LISTED).join(', ');
  const more = conversion.count > MAX_ROWS_LISTED ? `, ... (${conversion.count} in all)` : '';
  return `${conversion.column}: ${conversion.count} ${conversion.what} (rows ${listed}${more})`;
}

export function formatIssue(issue: RowIssue): string {
  return `row ${String(issue.row).padStart(5)}  ${issue.column.padEnd(13)} ${issue.value.padEnd(14)} ${issue.reason}`;
}

export function formatReadSummary(summary: ReadSummary): string[] {
  const lines = [
    `  rows read:   ${summary.rowsRead}`,
    `  imported:    ${summary.imported}`,
    `  normalised:  ${summary.normalised}`,
    `  skipped:     ${summary.skipped}`,
  ];
  if (summary.derivedColumns.length > 0) {
    lines.push(`Derived for every row (column absent): ${summary.derivedColumns.join(', ')}`);
  }
  if (summary.conversions.length > 0) {
    lines.push('Read as another type (nothing lost):');
    for (const conversion of summary.conversions) lines.push(`  ${formatConversion(conversion)}`);
  }
  for (const action of ['normalised', 'skipped'] as const) {
    const issues = summary.issues.filter((issue) => issue.action === action);
    if (issues.length === 0) continue;
    lines.push(action === 'normalised' ? 'Normalised (shot kept):' : 'Skipped (shot not imported):');
    for (const issue of issues) lines.push(`  ${formatIssue(issue)}`);
  }
  return lines;
}
