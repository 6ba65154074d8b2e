import { csvCell, csvField } from '../../../../contract/csv';
import { CsvParser, parseCsv } from './csv';
import { ImportFault } from './importFault';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('accepts LF line ends, a byte-order mark and a missing final line break', () => {
    expect(parseCsv('\ufeffa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields, including a quoted empty one at the end', () => {
    expect(parseCsv('a,b,c\n1,,""\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', ''],
    ]);
  });

  it('reads a semicolon file written by European Excel', () => {
    expect(parseCsv('a;b\n1,5;2\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('takes a quote inside a plain field as text, and text after a closing quote as more of the field', () => {
    expect(parseCsv('a"b,"c"d,""""\r1,2,3')).toEqual([
      ['a"b', 'cd', '"'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps long plain fields whole, with any non-ASCII text in them', () => {
    const name = 'Gearóid Ó Súilleabháin '.repeat(20).trim();
    expect(parseCsv(`PlayerName,x\n${name},120.5\n"${name}",1`)).toEqual([
      ['PlayerName', 'x'],
      [name, '120.5'],
      [name, '1'],
    ]);
  });

  it('rejects a quote that is never closed, naming where it opened', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(ImportFault);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(/line 2/);
    // Line breaks inside an earlier quoted field still count.
    expect(() => parseCsv('x,"two\nlines"\n"open')).toThrow(/line 3/);
  });
});

describe('CsvParser', () => {
  it('reads the same records however the text is split into pieces', () => {
    const text = 'a,"b ""q"""\r\n"x\r\ny",Ó Sé\r\n"",\r\nlast,"""",\n';
    const whole = parseCsv(text);
    for (let cut = 0; cut <= text.length; cut += 1) {
      const parser = new CsvParser();
      const records = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut)), ...parser.end()];
      expect(records).toEqual(whole);
    }
    const byChar = new CsvParser();
    const records: string[][] = [];
    for (let i = 0; i < text.length; i += 1) records.push(...byChar.push(text.charAt(i)));
    expect([...records, ...byChar.end()]).toEqual(whole);
  });

  it('chooses the delimiter from the whole header line, even when it arrives in pieces', () => {
    const parser = new CsvParser();
    const records = [...parser.push('a;b;c'), ...parser.push(',d\n1;2;3,5\n'), ...parser.end()];
    expect(records).toEqual([
      ['a;b;c', 'd'],
      ['1;2;3', '5'],
    ]);
  });
});

describe('CSV written for a spreadsheet (contract/csv.ts), read back by our parser', () => {
  it('quotes only what needs quoting and round-trips', () => {
    const values = ['plain', "O'Dea", 'a,b', 'say "x"', 'two\r\nlines'];
    expect(csvField('plain')).toBe('plain');
    expect(parseCsv(values.map(csvField).join(','))).toEqual([values]);
  });

  it('prefixes a quote to text a spreadsheet would run as a formula, so it opens as the same text', () => {
    const risky = [
      '=1+2',
      '+353 87 123 4567',
      '-Ó Sé',
      '@SUM(A1:A9)',
      '\t=1+2',
      '\r=1+2',
      '=HYPERLINK("http://x","y")',
    ];
    expect(risky.map(csvCell)).toEqual([
      "'=1+2",
      "'+353 87 123 4567",
      "'-Ó Sé",
      "'@SUM(A1:A9)",
      "'\t=1+2",
      '"\'\r=1+2"',
      '"\'=HYPERLINK(""http://x"",""y"")"',
    ]);
    expect(parseCsv(risky.map(csvCell).join(','))).toEqual([risky.map((value) => `'${value}`)]);
  });

  it('leaves other text, numbers (as text too) and empty cells alone', () => {
    expect(['Ó Sé', 'a,b', "O'Dea", '1-0', '-3.50'].map(csvCell)).toEqual(['Ó Sé', '"a,b"', "O'Dea", '1-0', '-3.50']);
    expect([-3.5, 0, 12].map(csvCell)).toEqual(['-3.5', '0', '12']);
    expect(csvCell(null)).toBe('');
  });
});
