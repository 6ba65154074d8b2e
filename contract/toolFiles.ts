import { z } from 'zod/mini';
import { ERAS } from './scoring';
import type { EventKind } from './squad';

/**
 * Files of the tools Gaelic football analysts already use, read into a squad bundle
 * (contract/squad.ts) with a report of everything the reading did (docs/formats.md). The report
 * and the fault cross HTTP: the squad upload's preview shows them before anything is written.
 */

export const TOOL_FORMATS = [
  'gaelic-stat-logger',
  'scorelect-csv',
  'scorelect-xlsx',
  'scorelect-json',
  'shot-plotter-csv',
] as const;
export type ToolFormat = (typeof TOOL_FORMATS)[number];

export const TOOL_FORMAT_NAMES: Readonly<Record<ToolFormat, string>> = {
  'gaelic-stat-logger': "Gaelic-Stat-Logger's match bundle (JSON, schema_version 1)",
  'scorelect-csv': "Scorelect's CSV export (team, playerName, action, x, y)",
  'scorelect-xlsx': "Scorelect's XLSX export",
  'scorelect-json': "Scorelect's saved games (JSON)",
  'shot-plotter-csv': "shot-plotter's Gaelic football CSV",
};

/** Our own format, which the squad upload reads beside the tools' (docs/data.md). */
export const CHAMPIONSHIP_FORMAT_NAME = 'the 2023 championship shot file (CSV, JSON or XLSX)';

const count = z.number().check(z.int(), z.nonnegative());

/** Every kind of event of a squad's match (contract/squad.ts), in the order the report counts them. */
export const EVENT_KINDS = ['shot', 'kickout', 'turnover', 'free', 'card'] as const satisfies readonly EventKind[];

/** A place in the file: `row 4, column 'x'` in a table, `stats[12].extra_data.shot.outcome` in JSON. */
const place = z.string();

export const toolFileReportSchema = z.object({
  format: z.enum(TOOL_FORMATS),
  formatName: z.string(),
  /** What in the file's content told us its format (never its name). */
  evidence: z.array(z.string()),
  /** Which of the file's teams is the squad's, and how that was decided. */
  team: z.object({ name: z.string(), how: z.string() }),
  /** How the file's coordinates became metres on our 145 x 88 pitch. */
  pitch: z.object({
    source: z.object({ length: z.number(), width: z.number() }),
    origin: z.string(),
    axes: z.string(),
    /** Which goal each team attacked, half by half, and how we know. */
    attackingDirection: z.string(),
    mapping: z.string(),
    /** Points beyond our side lines (a wider source pitch) moved onto them; they are all outside the 40 m arc. */
    movedOntoPitch: count,
  }),
  matches: z.array(
    z.object({
      id: z.string(),
      opponent: z.string(),
      date: z.iso.date(),
      /** Where the date came from: the file, the upload (it asked), or the day of the upload. */
      dateFrom: z.enum(['file', 'upload', 'today'] as const),
      era: z.enum(ERAS),
      events: count,
    }),
  ),
  counts: z.object({
    /** Entries the file holds (stats, rows, tags), of every kind. */
    entries: count,
    players: count,
    events: z.object({ shot: count, kickout: count, turnover: count, free: count, card: count }),
  }),
  /** Every value of the file read as one of ours, with how often. */
  mappings: z.array(z.object({ field: z.string(), from: z.string(), to: z.string(), count })),
  /** Values we could not read as ours, with what became of the entry. */
  unmapped: z.array(
    z.object({ field: z.string(), value: z.string(), count, consequence: z.string(), places: z.array(place) }),
  ),
  /** Kinds of entry our events have no room for (passes, carries, ...), counted. */
  notImported: z.array(z.object({ what: z.string(), count, reason: z.string() })),
  /** Single entries left out for a fault of their own (off the pitch, no team). */
  skipped: z.array(z.object({ place, reason: z.string() })),
  /** Columns or keys of the file that nothing reads, with how many entries have them. */
  ignoredFields: z.array(z.object({ field: z.string(), count })),
  /** Shots whose value the file recorded differently from what the era's rules give; the rules' value is used. */
  scoring: z.array(z.object({ place, recorded: count, rules: count, used: count })),
  /** Another tool's expected points, kept on each shot beside ours (`thirdPartyXp`). */
  thirdPartyXp: z.nullable(z.object({ source: z.string(), field: z.string(), count })),
  /** What the file did not say and what was assumed instead. */
  notes: z.array(z.string()),
});
export type ToolFileReport = z.infer<typeof toolFileReportSchema>;

export const TOOL_FAULT_CODES = [
  /** None of the formats we read. */
  'unknown-format',
  /** One of our formats, but broken, truncated or holding a value that cannot be; nothing is read. */
  'unreadable',
  /** The squad's team is not in the file. */
  'team-not-found',
  /** Our own 2023 championship shot file, which the shot importer reads. */
  'championship-format',
] as const;

/** A file refused whole: nothing of it is imported, and the message names the place. */
export const toolFileFaultSchema = z.object({
  code: z.enum(TOOL_FAULT_CODES),
  message: z.string(),
  place: z.nullable(place),
  /** The formats we read, so a file we could not place says what we can. */
  formats: z.array(z.string()),
  /** `team-not-found`: the file's teams, one of which the upload may choose as the squad's; empty otherwise. */
  teams: z.array(z.string()),
});
export type ToolFileFault = z.infer<typeof toolFileFaultSchema>;
