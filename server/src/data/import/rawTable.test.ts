import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImportFault } from './importFault';
import { readRawTable, tableFromJson, type RawTable } from './rawTable';
import { cleanRows, COLUMN_ORDER, sheetCells, shotRow, toCsv, writeWorkbook } from '../../testKit/rows';

describe('tableFromJson', () => {
  it('lists every key of every row as a header, in the order first met', () => {
    const rows = [{ a: 1, b: 2 }, { b: 3, a: 4 }, { a: 5, c: 6, b: 7 }, { d: 8 }, { a: 9, b: 10, c: 11, d: 12 }];
    const table = tableFromJson(JSON.stringify(rows));
    expect(table.headers).toEqual(['a', 'b', 'c', 'd']);
    expect([...table.rows].map((row) => row.row)).toEqual([1, 2, 3, 4, 5]);
  });
});

const cellsOf = (table: RawTable, column: string) => [...table.rows].map((row) => row.cells[column]);

describe('readRawTable', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pairc-raw-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, content: string | Buffer): string => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const faultOf = async (promise: Promise<unknown>): Promise<ImportFault> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ImportFault) return error;
      throw error;
    }
    throw new Error('expected the file to be rejected');
  };

  describe('text encodings', () => {
    const names = 'PlayerName,Team\r\nÓ Sé,Ciarraí\r\nPáidí Ó Sé,Ciarraí\r\n';

    it('reads UTF-8 with or without a byte-order mark, and UTF-16 with one, to the same text', async () => {
      const files = [
        write('plain.csv', Buffer.from(names, 'utf8')),
        write('bom.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(names, 'utf8')])),
        write('le.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(names, 'utf16le')])),
        write('be.csv', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(names, 'utf16le').swap16()])),
      ];
      const tables = await Promise.all(files.map((file) => readRawTable(file)));
      for (const table of tables) {
        expect(table.headers).toEqual(['PlayerName', 'Team']);
        expect(cellsOf(table, 'PlayerName')).toEqual(['Ó Sé', 'Páidí Ó Sé']);
      }
      expect(tables.map((table) => table.source?.encoding)).toEqual(['UTF-8', 'UTF-8', 'UTF-16LE', 'UTF-16BE']);
    });

    it('reads a file that is not UTF-8 as Windows-1252 (Latin-1), as Excel on Windows saves a CSV, and says so', async () => {
      // 'O’Shea' has Windows-1252's curly apostrophe (0x92), which Latin-1 proper does not have.
      const bytes = Buffer.concat([Buffer.from(names, 'latin1'), Buffer.from([0x4f, 0x92, 0x53, 0x68, 0x65, 0x61])]);
      const table = await readRawTable(write('latin1.csv', bytes));
      expect(cellsOf(table, 'PlayerName')).toEqual(['Ó Sé', 'Páidí Ó Sé', 'O’Shea']);
      expect(table.source?.encoding).toBe('Windows-1252');
      expect(table.source?.decodedCharacters).toEqual(['Ó', 'é', 'í', 'á', '’']);
    });

    it('reads each character Windows-1252 has where Latin-1 has controls (0x80 to 0x9F)', async () => {
      const defined = [...Array(32).keys()]
        .map((i) => 0x80 + i)
        .filter((byte) => ![0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(byte));
      const table = await readRawTable(write('c1.csv', Buffer.concat([Buffer.from('Text\n'), Buffer.from(defined)])));
      expect(cellsOf(table, 'Text')).toEqual(['€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
    });

    it('rejects a file that is neither UTF-8 nor Windows-1252, naming both and the line', async () => {
      // 0x81 means nothing in Windows-1252, and a lone 0xE9 is not UTF-8.
      const bytes = Buffer.concat([Buffer.from('PlayerName,x\n\xe9,1\n', 'latin1'), Buffer.from([0x81, 0x2c, 0x32])]);
      const fault = await faultOf(readRawTable(write('other.csv', bytes)));
      expect(fault.message).toBe(
        'Unreadable CSV: the file is not UTF-8, and byte 0x81 on line 3 means nothing in Windows-1252 either; save it as CSV UTF-8',
      );
      expect(fault.row).toBe(3);
    });

    it('rejects UTF-16 without a byte-order mark rather than read it as text full of NUL characters', async () => {
      const fault = await faultOf(readRawTable(write('nobom.csv', Buffer.from(names, 'utf16le'))));
      expect(fault.message).toMatch(/NUL bytes.*UTF-16 without a byte-order mark/);
    });

    it('decodes JSON the same way', async () => {
      const json = JSON.stringify([{ PlayerName: 'Ó Sé' }]);
      const table = await readRawTable(write('latin1.json', Buffer.from(json, 'latin1')));
      expect(cellsOf(table, 'PlayerName')).toEqual(['Ó Sé']);
      expect(table.source?.encoding).toBe('Windows-1252');
    });
  });

  describe('header names', () => {
    it('rejects a CSV naming a column twice, with both positions', async () => {
      const columns = [...COLUMN_ORDER, 'x'];
      const fault = await faultOf(readRawTable(write('twice.csv', toCsv(cleanRows(), columns))));
      expect(fault.message).toBe("Row 1: column 'x' appears twice (columns 16 and 21)");
      expect(fault).toMatchObject({ row: 1, column: 'x' });
    });

    it('rejects a workbook naming a column three times, on the row its header is on', async () => {
      const cells = [[], ['Game', 'Date', 'x', 'Date', 'Date'], ['Final', 1, 2, 3, 4]];
      const fault = await faultOf(readRawTable(await workbook('thrice.xlsx', { shots: cells })));
      expect(fault.message).toBe("Sheet 'shots', row 2: column 'Date' appears 3 times (columns 2, 4 and 5)");
    });

    it('takes header cells left blank for columns without a name, not for one name given twice', async () => {
      const table = await readRawTable(write('blank.csv', toCsv(cleanRows(), [...COLUMN_ORDER, '', ''])));
      expect(table.headers.slice(-2)).toEqual(['', '']);
    });

    async function workbook(name: string, sheets: Parameters<typeof writeWorkbook>[1]): Promise<string> {
      const file = path.join(dir, name);
      await writeWorkbook(file, sheets);
      return file;
    }
  });

  describe('workbooks with several sheets', () => {
    const extra = [shotRow({ x: 100, y: 20 }), shotRow({ x: 101, y: 21 })];
    const sheets = {
      Notes: [
        ['Season', 2023],
        ['Made by', 'hand'],
      ],
      Empty: [],
      Shots: sheetCells(cleanRows()),
      Extra: sheetCells(extra),
    };
    const workbook = async (): Promise<string> => {
      const file = path.join(dir, 'season.xlsx');
      await writeWorkbook(file, sheets);
      return file;
    };

    it('reads the first sheet with the shot columns and lists the other sheets that hold data', async () => {
      const table = await readRawTable(await workbook());
      expect([...table.rows]).toHaveLength(6);
      expect(table.source?.sheet).toEqual({
        name: 'Shots',
        chosenBy: 'columns',
        others: [
          { name: 'Notes', rows: 2 },
          { name: 'Extra', rows: 3 },
        ],
      });
    });

    it('reads the sheet chosen by name instead', async () => {
      const table = await readRawTable(await workbook(), { sheet: 'Extra' });
      expect(cellsOf(table, 'x')).toEqual([100, 101]);
      expect(table.source?.sheet).toMatchObject({ name: 'Extra', chosenBy: 'option' });
    });

    it('rejects a sheet name the workbook does not have, listing the names it has', async () => {
      const fault = await faultOf(readRawTable(await workbook(), { sheet: 'shots' }));
      expect(fault.message).toBe(
        "No sheet named 'shots' in the workbook; its sheets are 'Notes', 'Empty', 'Shots', 'Extra'",
      );
    });

    it('rejects a workbook where no sheet has the shot columns, naming the closest and what it lacks', async () => {
      const file = path.join(dir, 'none.xlsx');
      await writeWorkbook(file, { Notes: sheets.Notes, Shots: sheetCells(cleanRows(), COLUMN_ORDER.slice(0, -5)) });
      const fault = await faultOf(readRawTable(file));
      expect(fault.message).toBe(
        "No sheet has every required column; the closest is 'Shots': Missing required columns 'x', 'y' in the header (row 1)",
      );
    });

    it('rejects a sheet option for a file that is not a workbook', async () => {
      const fault = await faultOf(readRawTable(write('shots.csv', toCsv(cleanRows())), { sheet: 'Shots' }));
      expect(fault.message).toBe('--sheet chooses a sheet of a workbook (XLSX); shots.csv is a CSV file');
    });
  });

  describe('formulas in workbooks', () => {
    it('takes the result Excel saved for a formula, never running it, and counts such cells by column', async () => {
      const file = path.join(dir, 'formulas.xlsx');
      const [header = [], first = [], ...rest] = sheetCells(cleanRows());
      const xAt = header.indexOf('x');
      const withFormula = [...first];
      withFormula[xAt] = { formula: 'SUM(100,20)', result: 120, date1904: false };
      await writeWorkbook(file, { shots: [header, withFormula, ...rest] });
      const table = await readRawTable(file);
      expect(cellsOf(table, 'x')[0]).toBe(120);
      expect(table.formulas).toEqual([{ header: 'x', count: 1, rows: [2], withoutResult: null }]);
    });
  });
});
