import { MessageChannel } from 'node:worker_threads';
import type { Shot } from '../../analytics/shot';
import { makeShot } from '../../testKit/shots';
import {
  columnsOf,
  compactShots,
  GrowingShotTable,
  ShotTableBuilder,
  shotsOf,
  transferablesOf,
  type ShotColumns,
} from './shotTable';
import { SHOT_COLUMNS, shotFields } from './shotColumns';

/** Every field a shot has, read through its getters, so a test compares values and not representations. */
const fieldsOf = (shot: Shot) => Object.fromEntries(SHOT_COLUMNS.map(({ field }) => [field, shot[field]]));

const varied: Shot[] = [
  makeShot({ team: 'Galway', opposition: 'Mayo', x: 120.25, y: 40.5 }),
  makeShot({
    team: "Ó Fearghail's & Co",
    opposition: 'Dún na nGall',
    x: 20,
    y: 60,
    half: 2,
    minute: null,
    outcome: 'miss',
    value: 0,
    action: 'free wide',
    shotType: 'free',
    playerName: null,
    playerNumber: null,
    position: null,
    foot: null,
    pressure: null,
  }),
  makeShot({
    team: 'Mayo',
    opposition: 'Galway',
    x: 135,
    y: 44,
    minute: 0,
    value: 3,
    action: 'goal',
    shotType: 'penalty',
    goalAttempt: true,
    playerNumber: 0,
    position: 'goalkeeper',
    foot: 'hand',
    pressure: true,
  }),
  makeShot({ team: 'Kerry', opposition: 'Dublin', x: 100, y: 10, shotType: '45', position: 'back', foot: 'left' }),
  makeShot({ team: 'Kerry', opposition: 'Dublin', x: 101, y: 11, shotType: 'mark', position: 'midfielder' }),
];

describe('compactShots', () => {
  it('gives back every field of every shot, nulls and non-ASCII names included', () => {
    const compact = compactShots(varied);
    expect(compact.map(fieldsOf)).toEqual(varied.map(fieldsOf));
    expect(compact.map(shotFields)).toEqual(varied.map(shotFields));
  });

  it('keeps the order it was given', () => {
    const reversed = [...varied].reverse();
    expect(compactShots(reversed).map((shot) => shot.team)).toEqual(reversed.map((shot) => shot.team));
  });

  it('is empty for no shots', () => {
    expect(compactShots([])).toEqual([]);
  });
});

describe('ShotTableBuilder', () => {
  it('refuses more shots than it was sized for', () => {
    const builder = new ShotTableBuilder(1);
    builder.add(varied[0] as Shot);
    expect(() => builder.add(varied[1] as Shot)).toThrow('A shot table of 1 shots is full');
  });

  it('refuses to finish short of the count it was sized for', () => {
    const builder = new ShotTableBuilder(2);
    builder.add(varied[0] as Shot);
    expect(() => builder.finish()).toThrow('A shot table of 2 shots got 1');
  });

  it('refuses a category it cannot hold', () => {
    const builder = new ShotTableBuilder(1);
    expect(() => builder.add({ ...(varied[0] as Shot), foot: 'knee' as Shot['foot'] })).toThrow(
      'Not a known category: knee',
    );
  });
});

describe('GrowingShotTable', () => {
  it('gives back every shot it was given, in order, past the size of its first blocks', () => {
    const many = Array.from({ length: 5000 }, (_, i) => varied[i % varied.length] as Shot);
    const table = new GrowingShotTable();
    for (const shot of many) table.add(shot);
    expect(table.finish().map(fieldsOf)).toEqual(many.map(fieldsOf));
    expect(new GrowingShotTable().finish()).toEqual([]);
  });
});

describe('shot columns between threads', () => {
  /** Posts the columns over a message port, as the dataset loader's worker thread does. */
  function sendAcross(columns: ShotColumns): Promise<ShotColumns> {
    const { port1, port2 } = new MessageChannel();
    return new Promise((resolve) => {
      port2.once('message', (received: ShotColumns) => {
        port1.close();
        resolve(received);
      });
      port1.postMessage(columns, transferablesOf(columns));
    });
  }

  it('arrive as the same shots, their typed arrays moved rather than copied', async () => {
    const table = compactShots(varied);
    const columns = columnsOf(table);
    const received = await sendAcross(columns);
    expect((await shotsOf(received)).map(fieldsOf)).toEqual(varied.map(fieldsOf));
    // Moved: the sender's buffers are detached, so nothing was copied and nothing is held twice.
    expect(columns.x.byteLength).toBe(0);
  });

  it('are the table itself for its rows in order, and a new table for any other list of shots', async () => {
    const table = compactShots(varied);
    expect(columnsOf(table).x).toBe(columnsOf(table).x);
    const reversed = [...table].reverse();
    expect((await shotsOf(columnsOf(reversed))).map(fieldsOf)).toEqual(reversed.map(fieldsOf));
    expect((await shotsOf(columnsOf(varied))).map(fieldsOf)).toEqual(varied.map(fieldsOf));
    expect(await shotsOf(columnsOf([]))).toEqual([]);
  });

  it('become shots a slice at a time, all of them in order', async () => {
    const many = compactShots(Array.from({ length: 40_000 }, (_, i) => varied[i % varied.length] as Shot));
    const shots = await shotsOf(columnsOf(many));
    expect(shots).toHaveLength(40_000);
    expect(shots.map(fieldsOf)).toEqual(many.map(fieldsOf));
  });

  it('are refused when a column is not as long as the others', async () => {
    const columns = columnsOf(compactShots(varied));
    await expect(shotsOf({ ...columns, distance: columns.distance.subarray(1) })).rejects.toThrow(
      'Corrupt shot table: column distance is not 5 long',
    );
  });
});
