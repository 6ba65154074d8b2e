import fs from 'node:fs';
import path from 'node:path';
import { NO_FILTER } from '../../../contract/filters';
import { HAND_MATCH, handMatchEvents, squadFigures } from '../testKit/handMatch';
import { restartsAnswer, seasonGlanceAnswer, type MatchEvents } from './restartsRoutes';

/** The hand-worked match's answers, which the app's tests read (src/testKit/handRestarts.json). */

const { state, analytics } = squadFigures(HAND_MATCH);
const events: MatchEvents = { version: '', events: (matchId, teams) => handMatchEvents(state, matchId, teams) };
const resolved = analytics.resolve(NO_FILTER, 'Clifden');
if ('param' in resolved) throw new Error('An empty filter names nothing unknown');

describe("the app's tests' restarts", () => {
  it('are these answers as the API gives them, so the screen tests read what the server makes', () => {
    const file = path.join(__dirname, '..', '..', '..', 'src', 'testKit', 'handRestarts.json');
    const answers = {
      restarts: restartsAnswer(analytics, 'Clifden', resolved, events),
      seasonGlance: seasonGlanceAnswer(analytics, 'Clifden', resolved, events),
    };
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(answers);
  });

  it('draw the landings and where the ball was won, each team named', () => {
    const { kickouts, turnovers } = restartsAnswer(analytics, 'Clifden', resolved, events);
    expect(kickouts?.map).toContain('Kickout landings: Clifden v Oughterard</title>');
    expect(kickouts?.map).toContain('Clifden: 2 of 3 kept. Oughterard: 0 of 1 kept.');
    expect(turnovers?.map).toContain('Clifden won the ball once, Oughterard 2 times.');
  });
});
