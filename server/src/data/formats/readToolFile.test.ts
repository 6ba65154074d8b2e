import ExcelJS from 'exceljs';
import { TOOL_FORMAT_NAMES, TOOL_FORMATS } from '../../../../contract/toolFiles';
import { FILE_COLUMN_ORDER } from '../import/columns';
import { mustRead, mustRefuse, testFile } from '../../testKit/toolFiles';

describe('which format a file is', () => {
  it.each([
    ['gaelic-stat-logger-match.json', 'gaelic-stat-logger', 'Sligo'],
    ['scorelect-game.csv', 'scorelect-csv', 'Clifden'],
    ['scorelect-saved-games.json', 'scorelect-json', 'Clifden'],
    ['shot-plotter-gaa.csv', 'shot-plotter-csv', 'Galway'],
  ])('finds %s to be %s from its content', async (file, format, team) => {
    const { format: found, report } = await mustRead(testFile(file), { team });
    expect(found).toBe(format);
    expect(report.formatName).toBe(TOOL_FORMAT_NAMES[found]);
    expect(report.evidence.length).toBeGreaterThan(0);
  });

  it("reads Scorelect's columns in any order and case, and a file saved as UTF-16 or by Excel on Windows", async () => {
    const text = 'X,Y,Action,PlayerName,Team\n100,44,point,Seán Ó Sé,Clifden\n';
    for (const bytes of [
      Buffer.from(text),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      Buffer.from(text, 'latin1'),
    ]) {
      const { format, bundle } = await mustRead(bytes, { team: 'Clifden' });
      expect(format).toBe('scorelect-csv');
      expect(bundle.players.map((player) => player.name)).toEqual(['Seán Ó Sé']);
    }
  });

  it('says which formats it reads when a file is none of them', async () => {
    for (const bytes of [
      Buffer.from('Minute,Who,What\n12,Seán,point\n'),
      Buffer.from('{"shots": []}'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      Buffer.alloc(0),
    ]) {
      const fault = await mustRefuse(bytes);
      expect(fault.code).toBe('unknown-format');
      expect(fault.formats).toEqual(TOOL_FORMATS.map((format) => TOOL_FORMAT_NAMES[format]));
    }
  });

  it('names the first row of a CSV it cannot place', async () => {
    const fault = await mustRefuse(Buffer.from('Minute,Who,What\n12,Seán,point\n'));
    expect(fault).toMatchObject({ place: 'row 1' });
    expect(fault.message).toMatch(/'Minute', 'Who', 'What'/);
  });

  it('sends our own championship file to the shot importer', async () => {
    const csv = `${FILE_COLUMN_ORDER.join(',')}\n1690675200000,Final,Kerry,Dublin,1st,3,point,1,Seán Ó Sé,14,forward,right,n,30,115,44,115,44\n`;
    expect(await mustRefuse(Buffer.from(csv))).toMatchObject({ code: 'championship-format' });
  });

  it('refuses a workbook with no sheet of a tool it reads, naming its sheets', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRow(['Who', 'What']);
    const fault = await mustRefuse(Buffer.from(await book.xlsx.writeBuffer()));
    expect(fault.code).toBe('unknown-format');
    expect(fault.message).toMatch(/'Notes' \('Who', 'What'\)/);
  });
});
