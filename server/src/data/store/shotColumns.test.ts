import { makeShot } from '../../testKit/shots';
import { SHOT_COLUMNS, SHOT_COLUMN_DEFINITIONS, shotFields, shotFromSqlValues, sqlValuesOf } from './shotColumns';

const shot = makeShot({
  team: 'Galway',
  opposition: 'Mayo',
  x: 120,
  y: 30,
  minute: null,
  playerName: null,
  position: null,
  foot: null,
  pressure: null,
});

describe('the stored shot columns', () => {
  it('store every field of a shot, each once', () => {
    const fields = SHOT_COLUMNS.map((column) => column.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(makeShot({ team: 'A', opposition: 'B' })).sort());
  });

  it('give back the same shot from the values they store, nulls and flags included', () => {
    const values = sqlValuesOf(shot);
    expect(values).not.toContain(true);
    expect(values).not.toContain(false);
    expect(shotFields(shotFromSqlValues(values))).toEqual(shotFields(shot));
  });

  it('refuse a stored value this build could not have written, naming the column', () => {
    const values = sqlValuesOf(shot);
    const outcome = SHOT_COLUMNS.findIndex((column) => column.field === 'outcome');
    values[outcome] = 'maybe';
    expect(() => shotFromSqlValues(values)).toThrow('Corrupt shot data: outcome = maybe');
  });

  it('make nullable SQL columns only of fields that may be unknown', () => {
    const nullable = SHOT_COLUMN_DEFINITIONS.filter((definition) => !definition.includes('NOT NULL'));
    expect(nullable).toEqual([
      'minute REAL',
      'player_name TEXT',
      'player_number INTEGER',
      'position TEXT',
      'foot TEXT',
      'pressure INTEGER',
      'touched INTEGER',
    ]);
  });
});
