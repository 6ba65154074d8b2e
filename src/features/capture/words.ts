import type { MatchEvent, Person, Side } from '../../../contract/squad';
import { clockText, HALF_SHORT, videoTimeText } from './clock';
import { OUTCOME_NAMES } from './draft';

/** How the capture screen names people and events, in its confirmation and its events list. */

export type TeamNames = Readonly<Record<Side, string>>;

export function personText(person: Person): string {
  const number = person.number === null ? null : `#${person.number}`;
  const parts = [number, person.name].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'player not known' : parts.join(' ');
}

const SHOT_KIND_NAMES = { play: '', free: 'free', '45': '45', mark: 'mark', penalty: 'penalty', sideline: 'sideline' };

/** What happened, without when: `Clifden 2 points (free), #14 Seán Ó Sé`. */
export function eventText(event: MatchEvent, teams: TeamNames): string {
  const team = teams[event.side];
  switch (event.kind) {
    case 'shot': {
      const outcome =
        event.outcome === 'point' && event.points === 2 ? OUTCOME_NAMES.two : OUTCOME_NAMES[event.outcome];
      const kind = SHOT_KIND_NAMES[event.shotKind];
      return `${team} ${outcome.toLowerCase()}${kind ? ` (${kind})` : ''}, ${personText(event.player)}`;
    }
    case 'kickout':
      return `${team} kickout ${event.won ? 'won' : 'lost'} ${event.contest === 'clean' ? 'clean' : 'on a break'}, ${event.length}, to ${personText(event.winner)}`;
    // Our player is the one named, and the word before says whether he won the ball (or the free)
    // or gave it away: a bare name after the other team's gain read as if he had made it.
    case 'turnover':
      return event.side === 'us'
        ? `${team} turnover won (${event.how}) by ${personText(event.wonBy)}`
        : `${team} turnover won (${event.how}) from ${personText(event.lostBy)}`;
    case 'free':
      return event.side === 'us'
        ? `Free to ${team}, won by ${personText(event.fouled)}`
        : `Free to ${team}, conceded by ${personText(event.fouler)}`;
    case 'card':
      return `${event.colour[0]?.toUpperCase() ?? ''}${event.colour.slice(1)} card, ${team} ${personText(event.player)}`;
  }
}

/** When: `H1 12:31`. */
export const whenText = (event: Pick<MatchEvent, 'half' | 'clock'>): string =>
  `${HALF_SHORT[event.half]} ${clockText(event.clock)}`;

/** When in the video, for an event recorded from one: `video 1:02:05`, to find it again in the file. */
export const videoWhenText = (videoTime: number): string => `video ${videoTimeText(videoTime)}`;
