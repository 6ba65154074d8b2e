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

/** A row whose every cell repeats an earlier row's: stored once, as that earlier row. */
export type Duplicate = { row: number; firstRow: number };

/** A lossless change of type (epoch time to a date, text to a number), counted per column. */
export type Conversion = { column: string; what: string; count: number; rows: number[] };

export type ReadSummary = {
  rowsRead: number;
  imported: number;
  /** Rows kept with at least one value set to unknown or corrected. */
  normalised: number;
  skipped: number;
  /** Rows not stored because an earlier row of the file has every cell the same. */
  duplicates: Duplicate[];
  issues: RowIssue[];
  conversions: Conversion[];
  /** Derivable columns the file did not have, worked out for every row. */
  derivedColumns: string[];
};

/**
 * Characters a terminal would act on rather than show: C0 and C1 controls (an escape sequence can
 * retitle the window, clear the screen or, in some terminals, write a file), DEL, line and
 * paragraph separators, and the bidirectional controls that can make text read differently from
 * what it holds.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds.
const UNPRINTABLE = /[\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from a file as the report prints it, with every character a terminal would act on written
 * as an escape (\x1b, \u202e) and backslashes doubled, so what is printed is unambiguous and
 * nothing in a file can do anything to the terminal.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const named = NAMED_ESCAPES[char];
    if (named !== undefined) return named;
    const code = char.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * A cell or name from a file, printable and in single quotes. No line of the report starts with
 * one, so a report pasted into a spreadsheet starts no formula either.
 */
export function quoted(text: string): string {
  return `'${printable(text)}'`;
}

export function describeCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return 'empty';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid date' : value.toISOString();
  if (typeof value === 'string') return quoted(value);
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

/**
 * One line per run of duplicates: a block pasted twice is one line ("rows 5-7 repeat rows 2-4"),
 * not one per row, while every dropped row is still named.
 */
export function formatDuplicates(duplicates: readonly Duplicate[]): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= duplicates.length; i += 1) {
    const previous = duplicates[i - 1];
    const current = duplicates[i];
    if (current && previous && current.row === previous.row + 1 && current.firstRow === previous.firstRow + 1) continue;
    const first = duplicates[start];
    if (first && previous) {
      lines.push(
        first === previous
          ? `row ${String(first.row).padStart(5)} repeats row ${first.firstRow}`
          : `rows ${first.row}-${previous.row} repeat rows ${first.firstRow}-${previous.firstRow}`,
      );
    }
    start = i;
  }
  return lines;
}

export function formatReadSummary(summary: ReadSummary): string[] {
  const lines = [
    `  rows read:   ${summary.rowsRead}`,
    `  imported:    ${summary.imported}`,
    `  normalised:  ${summary.normalised}`,
    `  skipped:     ${summary.skipped}`,
    `  duplicates:  ${summary.duplicates.length}`,
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
  if (summary.duplicates.length > 0) {
    lines.push('Duplicates (every cell the same as an earlier row; stored once):');
    for (const line of formatDuplicates(summary.duplicates)) lines.push(`  ${line}`);
    lines.push('  If any of these is a separate shot, add a column that tells them apart (a row number will do).');
  }
  return lines;
}
