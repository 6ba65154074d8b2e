import type { MatchEvent, MatchMoment, PanelEntry, Person, SquadBundle, SquadPlayer } from '../../../../contract/squad';
import { TURNOVER_KINDS, CARD_COLOURS } from '../../../../contract/squad';
import { PITCH_LENGTH, PITCH_WIDTH } from '../../analytics/geometry';
import { round2 } from '../../analytics/numbers';
import { normaliseTable } from '../import/normalise';
import { tableOfRecords } from '../import/rawTable';
import { bundleOfShots } from '../squads/squadImport';
import { createRandom, type Random } from './random';
import { createNamePool, createRoster, type Roster } from './sampleRoster';
import { teamShots } from './sampleSeason';

/**
 * The sample squad every newcomer finds (docs/behaviour.md#sample-squad): a club, its roster and
 * three recorded matches with both teams' shots, kickouts, turnovers, frees and cards. Generated
 * from a seed with the sample season's generators, so every run (and every API process) makes the
 * same documents, with the same ids and times. The players are fictional.
 */

export const SAMPLE_SQUAD_ID = 'sample';
export const SAMPLE_SQUAD_SEED = 2025;
/** Who a sample document says made it: no account, the generator. */
export const SAMPLE_AUTHOR = 'pairc-sample';
export const SAMPLE_MADE_AT = '2025-01-01T00:00:00.000Z';

export const SAMPLE_SQUAD = { name: 'Sample squad: Clifden', team: 'Clifden' } as const;

const SAMPLE_MATCHES = [
  { date: '2025-04-13', competition: 'Galway SFC Group 1', opponent: 'Roundstone', ourShots: 26, theirShots: 22 },
  { date: '2025-05-04', competition: 'Galway SFC Group 1', opponent: 'Letterfrack', ourShots: 29, theirShots: 25 },
  { date: '2025-06-01', competition: 'Galway SFC Quarter Final', opponent: 'Ballinafad', ourShots: 24, theirShots: 27 },
] as const;

const EXTRA_EVENTS = { kickouts: 12, turnovers: 14, frees: 10, cards: 2 };

function rosterOf(roster: Roster): Map<string, SquadPlayer> {
  return new Map(
    roster.players.map((player) => [
      `p${String(player.number).padStart(2, '0')}`,
      { name: player.name, number: player.number, position: player.position, preferredFoot: player.foot },
    ]),
  );
}

/** Someone of a side: one of our roster by id, or an opponent known by number alone. */
function someone(random: Random, side: 'us' | 'them', roster: ReadonlyMap<string, SquadPlayer>): Person {
  const number = random.integer(1, 15);
  if (side === 'them') return { playerId: null, name: null, number };
  const id = `p${String(number).padStart(2, '0')}`;
  return { playerId: roster.has(id) ? id : null, name: roster.get(id)?.name ?? null, number };
}

/** The kickouts, turnovers, frees and cards of one match, spread over both halves. */
function otherEvents(random: Random, roster: ReadonlyMap<string, SquadPlayer>): MatchEvent[] {
  const base = (side: 'us' | 'them') => ({
    side,
    half: random.chance(0.5) ? (1 as const) : (2 as const),
    clock: random.integer(0, 35 * 60 - 1),
    videoTime: null,
    x: round2(random.between(10, PITCH_LENGTH - 10)),
    y: round2(random.between(4, PITCH_WIDTH - 4)),
    recordedBy: SAMPLE_AUTHOR,
    recordedAt: SAMPLE_MADE_AT,
  });
  const sides = (count: number) =>
    Array.from({ length: count }, (_, i): 'us' | 'them' => (i % 2 === 0 ? 'us' : 'them'));
  const other = (side: 'us' | 'them') => (side === 'us' ? 'them' : 'us');
  const kickouts = sides(EXTRA_EVENTS.kickouts).map((side): MatchEvent => {
    const won = random.chance(0.65);
    const long = random.chance(0.6);
    return {
      kind: 'kickout',
      ...base(side),
      // A kickout lands in the kicking side's frame: short ones near its own goal, at x = 0.
      x: round2(long ? random.between(60, 100) : random.between(15, 45)),
      kicker:
        side === 'us'
          ? { playerId: 'p01', name: roster.get('p01')?.name ?? null, number: 1 }
          : { playerId: null, name: null, number: 1 },
      won,
      contest: random.chance(0.6) ? 'clean' : 'break',
      length: long ? 'long' : 'short',
      winner: someone(random, won ? side : other(side), roster),
    };
  });
  const turnovers = sides(EXTRA_EVENTS.turnovers).map((side): MatchEvent => ({
    kind: 'turnover',
    ...base(side),
    how: random.pick(TURNOVER_KINDS),
    wonBy: someone(random, side, roster),
    lostBy: someone(random, other(side), roster),
  }));
  const frees = sides(EXTRA_EVENTS.frees).map((side): MatchEvent => ({
    kind: 'free',
    ...base(side),
    fouled: someone(random, side, roster),
    fouler: someone(random, other(side), roster),
  }));
  const cards = sides(EXTRA_EVENTS.cards).map((side): MatchEvent => ({
    kind: 'card',
    ...base(side),
    colour: random.pick(CARD_COLOURS.slice(0, 2)),
    player: someone(random, side, roster),
  }));
  return [...kickouts, ...turnovers, ...frees, ...cards];
}

/** A match's moments in order: seconds from the start of the first half, a half taken as an hour. */
const momentIndex = ({ half, clock }: MatchMoment) => (half - 1) * 3600 + clock;

/** The people of ours (named by roster id) an event names. */
function ourPeople(event: MatchEvent): Person[] {
  const people =
    event.kind === 'kickout'
      ? [event.kicker, event.winner]
      : event.kind === 'turnover'
        ? [event.wonBy, event.lostBy]
        : event.kind === 'free'
          ? [event.fouled, event.fouler]
          : [event.player];
  return people.filter((person) => person.playerId !== null);
}

/** The most substitutions a team may make in a match (five, in normal time). */
const SUBSTITUTIONS = 5;

/**
 * A match's panel: the roster, 1 to 15 starting, and each substitute the events name coming on a
 * minute before their first event (or at their half's start) for an outfield starter the events do
 * not name after then, the quietest first. So the panel card shows substitutions, and nobody is
 * named in an event while on the bench unless no starter could have made way.
 */
function samplePanel(players: SquadBundle['players'], events: readonly MatchEvent[]): PanelEntry[] {
  const spans = new Map<string, { first: MatchMoment; last: number }>();
  for (const event of [...events].sort((a, b) => momentIndex(a) - momentIndex(b))) {
    for (const { playerId } of ourPeople(event)) {
      const known = playerId === null ? undefined : spans.get(playerId);
      if (known) known.last = momentIndex(event);
      else if (playerId !== null)
        spans.set(playerId, { first: { half: event.half, clock: event.clock }, last: momentIndex(event) });
    }
  }
  const spanOf = (entry: PanelEntry) => (entry.playerId === null ? undefined : spans.get(entry.playerId));
  const panel: PanelEntry[] = players
    .flatMap(({ id, number, name }) =>
      number === null ? [] : [{ playerId: id, number, name, starting: number <= 15 }],
    )
    .sort((a, b) => a.number - b.number);
  const substitutes = panel
    .flatMap((entry) => {
      const span = spanOf(entry);
      return !entry.starting && span ? [{ entry, first: span.first }] : [];
    })
    .sort((a, b) => momentIndex(a.first) - momentIndex(b.first));
  let made = 0;
  for (const { entry: coming, first } of substitutes) {
    if (made === SUBSTITUTIONS) break;
    const at: MatchMoment = { half: first.half, clock: Math.max(0, first.clock - 60) };
    const lastOf = (entry: PanelEntry) => spanOf(entry)?.last ?? -1;
    const [leaving] = panel
      .filter((entry) => entry.starting && entry.number !== 1 && !entry.wentOff && lastOf(entry) < momentIndex(at))
      .sort((a, b) => lastOf(a) - lastOf(b) || b.number - a.number);
    if (!leaving) continue;
    leaving.wentOff = at;
    coming.cameOn = at;
    coming.cameOnFor = leaving.number;
    made += 1;
  }
  return panel;
}

/** The sample squad's whole data, as its export bundle would hold it. Pure and deterministic. */
export function sampleSquadBundle(seed: number = SAMPLE_SQUAD_SEED): SquadBundle {
  const random = createRandom(seed);
  const nextName = createNamePool(random);
  const ours = createRoster(random, nextName);
  const roster = rosterOf(ours);
  const rows = SAMPLE_MATCHES.flatMap((match) => {
    const theirs = createRoster(random, nextName);
    const attacksHighEndFirst = random.chance(0.5);
    const context = {
      date: match.date,
      stage: match.competition,
      team: SAMPLE_SQUAD.team,
      opposition: match.opponent,
      attacksHighEndFirst,
    };
    return [
      ...teamShots(random, ours, context, match.ourShots),
      ...teamShots(
        random,
        theirs,
        { ...context, team: match.opponent, opposition: SAMPLE_SQUAD.team, attacksHighEndFirst: !attacksHighEndFirst },
        match.theirShots,
      ),
    ].sort((a, b) => a.Half.localeCompare(b.Half) || a.Minute - b.Minute);
  });
  const { shots, issues } = normaliseTable(tableOfRecords(rows));
  if (issues.length > 0)
    throw new Error(`The sample squad's shots failed the importer's checks: ${issues.length} rows`);
  const { bundle } = bundleOfShots(shots, SAMPLE_SQUAD, roster, { uid: SAMPLE_AUTHOR, at: SAMPLE_MADE_AT });
  return {
    ...bundle,
    matches: bundle.matches.map((match) => {
      const events = [
        ...match.events,
        ...otherEvents(random, roster).map((event, index) => ({ id: `x${index + 1}`, ...event })),
      ];
      // The squad's own generator, not an import: labelled as such, as the app shows it.
      return { ...match, venue: 'Clifden', source: 'sample', events, panel: samplePanel(bundle.players, events) };
    }),
  };
}
