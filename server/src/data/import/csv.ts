import { ImportFault } from './importFault';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * RFC 4180 CSV: comma-separated fields, records ended by CRLF or LF, fields in double quotes may
 * hold commas, line breaks and doubled quotes. Small enough to own rather than add a dependency.
 * A header written by European Excel with semicolons and no commas is read with ';' instead.
 *
 * The text may come in pieces of any size (`push` each, then `end`), so a large file is read a
 * piece at a time and only the records of one piece are ever held: the importer turns them into
 * shots before it reads on.
 */
export class CsvParser {
  private delimiter = -1;
  /** Text not yet parsed: the header line until it is whole, or a quote or CR whose meaning the next piece decides. */
  private carry = '';
  private record: string[] = [];
  private field = '';
  private inQuotes = false;
  private quotedField = false;
  private line = 1;
  private quoteOpenedOnLine = 0;
  private recordsEnded = 0;
  private started = false;

  /** Parses the next piece of the text; returns the records it completed. */
  push(piece: string): string[][] {
    let body = this.carry + piece;
    this.carry = '';
    if (!this.started) {
      if (body.length === 0) return [];
      body = body.charCodeAt(0) === 0xfeff ? body.slice(1) : body;
      this.started = true;
    }
    if (this.delimiter < 0) {
      // The delimiter is chosen on the whole header line, so wait for its end.
      if (!/[\r\n]/.test(body)) {
        this.carry = body;
        return [];
      }
      this.delimiter = chooseDelimiter(body);
    }
    return this.parse(body, false);
  }

  /** Ends the text; returns the last record, if the text did not end with a line break. */
  end(): string[][] {
    const body = this.carry;
    this.carry = '';
    if (this.delimiter < 0) this.delimiter = chooseDelimiter(body);
    const records = this.parse(body, true);
    if (this.inQuotes) {
      throw new ImportFault(`Unreadable CSV: a quoted field opened on line ${this.quoteOpenedOnLine} is never closed`, {
        row: this.recordsEnded + 1,
      });
    }
    // A final line break does not start another record.
    if (this.field !== '' || this.record.length > 0 || this.quotedField) {
      this.record.push(this.field);
      records.push(this.record);
      this.field = '';
      this.record = [];
    }
    return records;
  }

  private parse(body: string, last: boolean): string[][] {
    const delimiter = this.delimiter;
    const records: string[][] = [];
    // The state lives in locals while the loop runs: fields of `this` cost a look-up per character.
    let { record, field, inQuotes, quotedField, line, quoteOpenedOnLine } = this;
    // Plain characters are taken as one slice of the text when something else comes: adding them one
    // at a time made a string per character, and collecting those was most of reading a large file.
    let runStart = 0;
    let end = body.length;
    const takeRun = (until: number): void => {
      if (until > runStart) field += body.slice(runStart, until);
    };
    const endField = (): void => {
      record.push(field);
      field = '';
      quotedField = false;
    };
    for (let i = 0; i < end; i += 1) {
      const char = body.charCodeAt(i);
      // A quote inside quotes, or a CR, at the end of a piece: only the next piece tells what it is.
      if (!last && i === end - 1 && ((inQuotes && char === QUOTE) || (!inQuotes && char === CR))) {
        end = i;
        break;
      }
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
        endField();
        records.push(record);
        record = [];
        line += 1;
        runStart = i + 1;
      }
    }
    takeRun(end);
    this.carry = body.slice(end);
    this.recordsEnded += records.length;
    Object.assign(this, { record, field, inQuotes, quotedField, line, quoteOpenedOnLine });
    return records;
  }
}

/** Every record of a whole text. */
export function parseCsv(text: string): string[][] {
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()];
}

function chooseDelimiter(body: string): number {
  const newline = body.search(/\r|\n/);
  const header = newline === -1 ? body : body.slice(0, newline);
  return (!header.includes(',') && header.includes(';') ? ';' : ',').charCodeAt(0);
}
