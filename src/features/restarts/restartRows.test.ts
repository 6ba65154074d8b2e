import { HAND_RESTARTS } from '../../testKit/handRestarts';
import { keptColumns, keptText, lengthRows, zoneRows } from './restartRows';

const kickouts = HAND_RESTARTS.kickouts;
if (!kickouts) throw new Error('The hand-worked match records kickouts');

describe("the Restarts view's rows", () => {
  it('puts each kind of kickout beside both teams: all, short, long, clean and broken', () => {
    const columns = keptColumns('Kickouts', ['Clifden', 'Oughterard']);
    expect(columns.map((column) => column.label)).toEqual(['Kickouts', 'Clifden kept', 'Oughterard kept']);
    expect(lengthRows(kickouts).map((row) => columns.map((column) => column.text(row)))).toEqual([
      ['All kickouts', '2 of 3 (67%)', '0 of 1 (0%)'],
      ['Short', '2 of 2 (100%)', '0 of 0 (–)'],
      ['Long', '0 of 1 (0%)', '0 of 1 (0%)'],
      ['Won clean', '2 of 2 (100%)', '0 of 0 (–)'],
      ['Broken ball', '0 of 1 (0%)', '0 of 1 (0%)'],
    ]);
  });

  it('lists only the zones a kickout landed in, shallowest first, named by the lines and the wings', () => {
    expect(zoneRows(kickouts).map((row) => [row.label, keptText(row.teams[0]), keptText(row.teams[1])])).toEqual([
      ['Inside the 45, right wing', '2 of 2 (100%)', '0 of 0 (–)'],
      ['Beyond the 65, left wing', '0 of 1 (0%)', '0 of 0 (–)'],
      ['Beyond the 65, centre', '0 of 0 (–)', '0 of 1 (0%)'],
    ]);
  });
});
