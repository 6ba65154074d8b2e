/**
 * CSV both sides write: RFC 4180 quoting, and text a spreadsheet would run as a formula (a cell
 * starting with =, +, -, @, a tab or a carriage return) kept as text by a leading apostrophe, as
 * OWASP advises against CSV injection. Plain numbers are left alone, so -1.25 and a difference such as +1.6 stay numbers (+353, a dialling code, is text).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$|^\+\d+\.\d+$/;

/** A value quoted as RFC 4180 asks when it holds a quote, a comma or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return csvField(FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);
}

/** A header row and the rows, CRLF between lines as RFC 4180 writes them. */
export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
