import { csvCell, csvDocument } from './csv';

describe('csvCell', () => {
  it('quotes what would break a row, doubling quotes', () => {
    expect(csvCell('Ó Sé, Dara')).toBe('"Ó Sé, Dara"');
    expect(csvCell('the "Gooch"')).toBe('"the ""Gooch"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(['=1+1', '+353', '-cmd', '@SUM(A1)', '\tx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+353",
      "'-cmd",
      "'@SUM(A1)",
      "'\tx",
    ]);
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('leaves numbers, negative ones too, as numbers, and writes nothing for null', () => {
    expect([csvCell(-1.25), csvCell('-0.50'), csvCell(12), csvCell(null)]).toEqual(['-1.25', '-0.50', '12', '']);
  });
});

describe('csvDocument', () => {
  it('writes the header and the rows with CRLF line ends', () => {
    expect(
      csvDocument(
        ['Player Name', 'Scores'],
        [
          ['Seán', 3],
          ['Dara', '1'],
        ],
      ),
    ).toBe('Player Name,Scores\r\nSeán,3\r\nDara,1\r\n');
  });
});
