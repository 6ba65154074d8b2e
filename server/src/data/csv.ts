import { ImportFault } from './importFault';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * RFC 4180 CSV: comma-separated fields, records ended by CRLF or LF, fields in double quotes may
 * hold commas, line breaks and doubled quotes. Small enough to own rather than add a dependency.
 * A header written by European Excel with semicolons and no commas is read with ';' instead.
 */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = chooseDelimiter(body).charCodeAt(0);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  // Plain characters are taken as one slice of the text when something else comes: adding them one
  // at a time made a string per character, and collecting those was most of reading a large file.
  let runStart = 0;
  let inQuotes = false;
  let quotedField = false;
  let line = 1;
  let quoteOpenedOnLine = 0;

  const takeRun = (end: number): void => {
    if (end > runStart) field += body.slice(runStart, end);
  };
  const endField = (): void => {
    record.push(field);
    field = '';
    quotedField = false;
  };
  const endRecord = (): void => {
    endField();
    records.push(record);
    record = [];
  };

  for (let i = 0; i < body.length; i += 1) {
    const char = body.charCodeAt(i);
    if (inQuotes) {
      if (char === QUOTE) {
        takeRun(i);
        if (body.charCodeAt(i + 1) === QUOTE) {
          field += '"';
          i += 1;
        } else inQuotes = false;
        runStart = i + 1;
      } else if (char === LF) line += 1;
    } else if (char === QUOTE && field === '' && runStart === i && !quotedField) {
      inQuotes = true;
      quotedField = true;
      quoteOpenedOnLine = line;
      runStart = i + 1;
    } else if (char === delimiter) {
      takeRun(i);
      endField();
      runStart = i + 1;
    } else if (char === LF || char === CR) {
      takeRun(i);
      if (char === CR && body.charCodeAt(i + 1) === LF) i += 1;
      endRecord();
      line += 1;
      runStart = i + 1;
    }
  }
  if (inQuotes) {
    throw new ImportFault(`Unreadable CSV: a quoted field opened on line ${quoteOpenedOnLine} is never closed`, {
      row: records.length + 1,
    });
  }
  takeRun(body.length);
  // A final line break does not start another record.
  if (field !== '' || record.length > 0 || quotedField) endRecord();
  return records;
}

function chooseDelimiter(body: string): ',' | ';' {
  const newline = body.search(/\r|\n/);
  const header = newline === -1 ? body : body.slice(0, newline);
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

/** Quotes a value when it needs it; the inverse of parseCsv for one field. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
