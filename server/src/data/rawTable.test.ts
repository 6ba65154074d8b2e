import { tableFromJson } from './rawTable';

describe('tableFromJson', () => {
  it('lists every key of every row as a header, in the order first met', () => {
    const rows = [{ a: 1, b: 2 }, { b: 3, a: 4 }, { a: 5, c: 6, b: 7 }, { d: 8 }, { a: 9, b: 10, c: 11, d: 12 }];
    const table = tableFromJson(JSON.stringify(rows));
    expect(table.headers).toEqual(['a', 'b', 'c', 'd']);
    expect(table.rows.map((row) => row.row)).toEqual([1, 2, 3, 4, 5]);
  });
});
