import { createSelector } from '@reduxjs/toolkit';
import { shotEventValue } from '../../../contract/scoring';
import type { Person, Side } from '../../../contract/squad';
import type { Listened } from '../../app/listenedCollection';
import { eventsAdapter, type EventEntry } from './captureEndpoints';

/** The score and the counts the capture screen shows, from the match's events (docs/behaviour.md#capture-scores). */

export type TeamTally = {
  goals: number;
  /** Points scored, two-pointers counted as two. */
  points: number;
  total: number;
  wides: number;
  /** Kickouts whose ball this team won: its own kept and the other team's broken or turned over. */
  kickoutsWon: number;
  turnoversWon: number;
  frees: number;
  cards: number;
};

export type Tally = Readonly<Record<Side, TeamTally>>;

const empty = (): TeamTally => ({
  goals: 0,
  points: 0,
  total: 0,
  wides: 0,
  kickoutsWon: 0,
  turnoversWon: 0,
  frees: 0,
  cards: 0,
});

const { selectAll } = eventsAdapter.getSelectors();
const NONE: readonly EventEntry[] = [];

/** The events in match order; none before they arrive. */
export const selectEventList = createSelector([(events: Listened<EventEntry> | undefined) => events], (events) =>
  events ? selectAll(events) : NONE,
);

/** Each team's score and counts, in the match of `date`. */
export const selectTally = createSelector(
  [(events: readonly EventEntry[]) => events, (_events: readonly EventEntry[], date: string) => date],
  (events, date): Tally => {
    const tally = { us: empty(), them: empty() };
    for (const event of events) {
      const team = tally[event.side];
      if (event.kind === 'shot') {
        const value = shotEventValue(event, date);
        if (event.outcome === 'goal') team.goals += 1;
        else team.points += value;
        team.total += value;
        if (event.outcome === 'wide') team.wides += 1;
      } else if (event.kind === 'kickout') {
        tally[event.won ? event.side : event.side === 'us' ? 'them' : 'us'].kickoutsWon += 1;
      } else if (event.kind === 'turnover') team.turnoversWon += 1;
      else if (event.kind === 'free') team.frees += 1;
      else team.cards += 1;
    }
    return tally;
  },
);

/** `1-05 (8)`: goals, points, and the total, as a scoreboard shows it. */
export const scoreText = (team: TeamTally): string =>
  `${team.goals}-${String(team.points).padStart(2, '0')} (${team.total})`;

/** Everyone each team's events name, for offering the busiest players first. */
export const selectPeopleInvolved = createSelector([(events: readonly EventEntry[]) => events], (events) => {
  const people: Record<Side, Person[]> = { us: [], them: [] };
  for (const event of events) {
    if (event.kind === 'shot' || event.kind === 'card') people[event.side].push(event.player);
    else if (event.kind === 'kickout')
      people[event.won ? event.side : event.side === 'us' ? 'them' : 'us'].push(event.winner);
    else if (event.kind === 'turnover') people.us.push(event.side === 'us' ? event.wonBy : event.lostBy);
    else people.us.push(event.side === 'us' ? event.fouled : event.fouler);
  }
  return people;
});
