import { createHash } from 'node:crypto';
import { eraOfDate, pointValue, type ScoringAttempt } from '../../../../contract/scoring';
import { slug } from '../../../../contract/slug';
import {
  NOBODY,
  squadBundleSchema,
  type MatchEvent,
  type Person,
  type PlayerPosition,
  type ShotEvent,
  type Side,
  type SquadBundle,
  type SquadMatch,
} from '../../../../contract/squad';
import { EVENT_KINDS, TOOL_FORMAT_NAMES, type ToolFileReport, type ToolFormat } from '../../../../contract/toolFiles';
import { quoted } from '../import/importReport';
import { FormatFault } from './formatFault';
import { ontoOurPitch, type AttackPoint, type SourcePitch } from './pitchMapping';
import { ReadLog } from './readLog';

/** What the upload knows that a tool's file may not. */
export type ToolFileContext = {
  /** The squad's team, as its data spells it: the file's team of that name is the squad's. */
  team?: string;
  /** The file's own name for the squad's team, when it spells it otherwise ('Home'); chosen at the upload. */
  teamInFile?: string;
  /** Who is importing: every event's `recordedBy`. */
  recordedBy: string;
  /** The upload's time (ISO 8601, UTC): `createdAt`, and the date of a match whose file has none. */
  now: string;
  /** The date of the file's match when the file has none (YYYY-MM-DD). */
  matchDate?: string;
};

export type ToolFileRead = { format: ToolFormat; bundle: SquadBundle; report: ToolFileReport };

export type BundleMatch = SquadBundle['matches'][number];
type BundlePlayer = SquadBundle['players'][number];
/** An event as a reader makes it: the builder adds its id, who recorded it and when, if the file does not say. */
type Draft<E> = E extends MatchEvent ? Omit<E, 'recordedBy' | 'recordedAt'> & { recordedAt?: string } : never;
export type EventDraft = Draft<MatchEvent>;

/** Who an entry names, as far as the file says. */
export type PersonIn = { name: string | null; number: number | null };

const TEXT_LIMIT = { name: 80, team: 60, competition: 80, venue: 80 } as const;

/** Text from a file, trimmed and cut to the field's length; null when there is none. */
export function textOf(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' ? null : text.slice(0, max);
}

export const nameOf = (value: unknown): string | null => textOf(value, TEXT_LIMIT.name);

/** A shirt number, 1 to 99, from a number or its text; null for anything else. */
export function shirtNumberOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim() || NaN) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= 99 ? number : null;
}

/** Two spellings of one team: case, accents, spaces and punctuation aside ('Ros Comáin' is 'ros comain'). */
export const sameTeam = (a: string, b: string): boolean => slug(a) === slug(b);

/** The date of a file as YYYY-MM-DD: an ISO date, or the date part of an ISO time; null otherwise. */
export function isoDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? value.trim().slice(0, 10)
    : null;
}

/**
 * Which of the file's teams is the squad's: the one chosen at the upload, else the one spelt as the
 * squad's team, else (no team given at all) the first the file names. A team that is not there is
 * a fault that lists the file's teams, so the upload can ask which is the squad's.
 */
export function chooseOurTeam(
  context: ToolFileContext,
  fileTeams: readonly string[],
  first = 'the first team of the file',
): { name: string; how: string } {
  const listed = fileTeams.map(quoted).join(', ') || 'none';
  const wanted = context.teamInFile ?? context.team;
  if (wanted === undefined) {
    const [firstTeam] = fileTeams;
    if (firstTeam === undefined) throw new FormatFault('team-not-found', 'The file names no team');
    return { name: firstTeam, how: `no team was given: ${first}, of ${listed}` };
  }
  const found = fileTeams.find((team) => sameTeam(team, wanted));
  if (found === undefined) {
    throw new FormatFault(
      'team-not-found',
      `The squad's team ${quoted(wanted)} is not in the file; its teams are ${listed}. Choose which of them is the squad's.`,
      null,
      fileTeams,
    );
  }
  return context.teamInFile !== undefined
    ? { name: found, how: `chosen at the upload as the squad's team ${quoted(context.team ?? found)}` }
    : { name: found, how: `spelt as the squad's team ${quoted(wanted)}` };
}

/**
 * The end the squad attacked in the first half, for a tool that does not say: where most of its
 * first-half shots were taken (`x` on the tool's pitch, whose right-hand end is at `length`).
 */
export function endMostShotAt(xs: readonly number[], length: number): 'left' | 'right' {
  const left = xs.filter((x) => x < length / 2).length;
  return left > xs.length - left ? 'left' : 'right';
}

export const otherSide = (side: Side): Side => (side === 'us' ? 'them' : 'us');

type DateFrom = ToolFileReport['matches'][number]['dateFrom'];

/**
 * Builds a squad bundle as a reader goes: the roster of the squad's players (one per name, or per
 * number when the file has no name), the matches and their events, and the report's counts.
 */
export class SquadBuilder {
  readonly log = new ReadLog();
  private readonly roster = new Map<string, BundlePlayer>();
  private readonly matches: BundleMatch[] = [];
  private readonly dateFrom = new Map<string, DateFrom>();
  private thirdPartyXp: { source: string; field: string; count: number } | null = null;

  constructor(
    readonly context: ToolFileContext,
    readonly team: { name: string; how: string },
  ) {}

  /** The roster id of a player of the squad's team, added on first sight; null for nobody. */
  ourPlayer(person: PersonIn, details: { position?: PlayerPosition | null } = {}): string | null {
    // A name of no Latin letters has no slug; its hash keeps it apart from every other.
    const key =
      person.name !== null
        ? slug(person.name) || createHash('sha256').update(person.name).digest('hex').slice(0, 16)
        : person.number !== null
          ? `number-${person.number}`
          : null;
    if (key === null) return null;
    const id = `p-${key.slice(0, 60)}`;
    const known = this.roster.get(id);
    if (known) {
      known.number ??= person.number;
      known.position ??= details.position ?? null;
      return id;
    }
    if (person.name === null)
      this.log.note("A player of the squad's team known only by a number is named 'Number N' in the roster");
    this.roster.set(id, {
      id,
      name: person.name ?? `Number ${person.number}`,
      number: person.number,
      position: details.position ?? null,
      preferredFoot: null,
    });
    return id;
  }

  person(side: Side, person: PersonIn | null): Person {
    if (person === null || (person.name === null && person.number === null)) return NOBODY;
    return { playerId: side === 'us' ? this.ourPlayer(person) : null, name: person.name, number: person.number };
  }

  /** The match's date: the file's, else the one given at the upload, else the upload's day; the report says which. */
  matchDate(fileDate: string | null): { date: string; dateFrom: DateFrom } {
    if (fileDate !== null) return { date: fileDate, dateFrom: 'file' };
    const given = isoDateOf(this.context.matchDate);
    if (given !== null) return { date: given, dateFrom: 'upload' };
    this.log.note(
      "The file gives no match date and none was given at the upload: the upload's day is used, and it decides the scoring rules' era",
    );
    return { date: this.context.now.slice(0, 10), dateFrom: 'today' };
  }

  addMatch(
    fields: Omit<SquadMatch, 'createdAt' | 'createdBy' | 'status' | 'source' | 'opponent' | 'competition' | 'venue'> & {
      opponent: string;
      competition: string | null;
      venue: string | null;
      dateFrom: DateFrom;
    },
  ): BundleMatch {
    const { dateFrom, ...rest } = fields;
    const base = `m-${fields.date}-${slug(fields.opponent).slice(0, 30) || 'opponent'}`;
    let id = base;
    for (let n = 2; this.matches.some((match) => match.id === id); n += 1) id = `${base}-${n}`;
    const match: BundleMatch = {
      ...rest,
      id,
      opponent: fields.opponent.slice(0, TEXT_LIMIT.team),
      competition: (fields.competition ?? 'Imported match').slice(0, TEXT_LIMIT.competition),
      venue: (fields.venue ?? '').slice(0, TEXT_LIMIT.venue),
      status: 'final',
      source: 'import',
      createdAt: this.context.now,
      createdBy: this.context.recordedBy,
      events: [],
    };
    this.matches.push(match);
    this.dateFrom.set(id, dateFrom);
    return match;
  }

  addEvent(match: BundleMatch, draft: EventDraft): void {
    const id = `e${String(match.events.length + 1).padStart(4, '0')}`;
    match.events.push({
      ...draft,
      id,
      recordedBy: this.context.recordedBy,
      recordedAt: draft.recordedAt ?? this.context.now,
    });
  }

  /** A point of the tool's pitch in metres on ours (docs/formats.md#pitches). */
  onOurPitch(pitch: SourcePitch, point: AttackPoint): { x: number; y: number } {
    const ours = ontoOurPitch(pitch, point);
    if (ours.movedOntoPitch) this.log.movedOntoPitch += 1;
    return { x: ours.x, y: ours.y };
  }

  /**
   * What a shot is worth, by the rules of its match's era (contract/scoring.ts): 3 for a goal, 1 or
   * 2 for a point, 0 for a miss. Where the file recorded a value and the rules give another, the
   * rules' value is used and the shot is listed in the report; in 2025 a point recorded as 1 from
   * outside the arc is a two-point attempt a defender touched, which the rules value at 1, so it is
   * kept as touched instead.
   */
  shotValue(
    date: string,
    shot: Pick<ShotEvent, 'outcome' | 'shotKind' | 'goalAttempt' | 'foot' | 'x' | 'y' | 'touched'>,
    recorded: number | null,
    place: string,
  ): { points: 0 | 1 | 2 | 3; touched: boolean | null } {
    const attempt: Omit<ScoringAttempt, 'goalAttempt'> = {
      date,
      // A sideline kick is a kicked dead ball, worth what a free from there is.
      shotType: shot.shotKind === 'sideline' ? 'free' : shot.shotKind,
      foot: shot.foot,
      standX: shot.x,
      standY: shot.y,
      touched: shot.touched,
    };
    const rules = shot.outcome === 'goal' ? 3 : shot.outcome === 'point' ? pointValue(attempt) : 0;
    if (recorded === null || recorded === rules) return { points: rules, touched: shot.touched };
    if (eraOfDate(date) === '2025' && rules === 2 && recorded === 1 && shot.touched !== false) {
      this.log.mapped('value', 'a point recorded as 1 from outside the arc in 2025', 'touched by a defender (worth 1)');
      return { points: 1, touched: true };
    }
    this.log.scoring.push({ place, recorded, rules, used: rules });
    return { points: rules, touched: shot.touched };
  }

  /** Another tool's expected points for a shot, kept beside ours when it is a number of points (0 to 3). */
  thirdParty(source: string, field: string, value: unknown): ShotEvent['thirdPartyXp'] {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 3) return undefined;
    if (this.thirdPartyXp) this.thirdPartyXp.count += 1;
    else this.thirdPartyXp = { source, field, count: 1 };
    return { source: source.slice(0, 60), value };
  }

  /** The bundle and its report, checked against the contract. */
  finish(
    format: ToolFormat,
    parts: {
      evidence: string[];
      pitch: Omit<ToolFileReport['pitch'], 'movedOntoPitch'>;
      /** Entries the file holds, of every kind. */
      entries: number;
    },
  ): ToolFileRead {
    const squadTeam = (this.context.team ?? this.team.name).slice(0, TEXT_LIMIT.team);
    const bundle = squadBundleSchema.parse({
      format: 'pairc-squad',
      version: 1,
      squad: { name: squadTeam, team: squadTeam },
      players: [...this.roster.values()],
      matches: this.matches,
    });
    const events = Object.fromEntries(EVENT_KINDS.map((kind) => [kind, 0])) as ToolFileReport['counts']['events'];
    for (const match of bundle.matches) for (const event of match.events) events[event.kind] += 1;
    const report: ToolFileReport = {
      format,
      formatName: TOOL_FORMAT_NAMES[format],
      evidence: parts.evidence,
      team: this.team,
      pitch: { ...parts.pitch, movedOntoPitch: this.log.movedOntoPitch },
      matches: bundle.matches.map((match) => ({
        id: match.id,
        opponent: match.opponent,
        date: match.date,
        dateFrom: this.dateFrom.get(match.id) ?? 'file',
        era: eraOfDate(match.date),
        events: match.events.length,
      })),
      counts: { entries: parts.entries, players: bundle.players.length, events },
      mappings: this.log.mappings(),
      unmapped: this.log.unmappedList(),
      notImported: this.log.notImportedList(),
      skipped: this.log.skipped,
      ignoredFields: this.log.ignoredFields(),
      scoring: this.log.scoring,
      thirdPartyXp: this.thirdPartyXp,
      notes: this.log.notes(),
    };
    return { format, bundle, report };
  }
}
