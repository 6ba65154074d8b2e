import { ImportFault } from './importFault';

/**
 * RFC 4180 CSV: comma-separated fields, records ended by CRLF or LF, fields in double quotes may
 * hold commas, line breaks and doubled quotes. Small enough to own rather than add a dependency.
 * A header written by European Excel with semicolons and no commas is read with ';' instead.
 */
export function parseCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = chooseDelimiter(body);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let quotedField = false;
  let line = 1;
  let quoteOpenedOnLine = 0;

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
    const char = body.charAt(i);
    if (inQuotes) {
      if (char === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i += 1;
        } else inQuotes = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '' && !quotedField) {
      inQuotes = true;
      quotedField = true;
      quoteOpenedOnLine = line;
    } else if (char === delimiter) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
    } else field += char;
  }
  if (inQuotes) {
    throw new ImportFault(`Unreadable CSV: a quoted field opened on line ${quoteOpenedOnLine} is never closed`, {
      row: records.length + 1,
    });
  }
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
