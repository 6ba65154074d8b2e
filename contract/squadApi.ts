import { z } from 'zod/mini';
import { ROLES, squadSchema } from './squad';
import { toolFileFaultSchema, toolFileReportSchema } from './toolFiles';

/**
 * What the squads API (docs/squads.md) takes and answers, defined once for the server and the app.
 * The documents themselves are in squad.ts; these are the views of them one caller may see.
 */

const count = z.number().check(z.int(), z.nonnegative());

/**
 * What every squad route answers (404) for a squad the caller may not see, whether it exists or
 * not, so squad ids cannot be probed (docs/squads.md#access).
 */
export const NO_SUCH_SQUAD = 'No such squad: it does not exist, or you are not one of its members';
const isoTime = z.iso.datetime();

/** One squad as its member sees it in a list: what it is, and their role in it. */
export const squadSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  /** The caller's role; the sample squad's readers are viewers (docs/behaviour.md#sample-squad). */
  role: z.enum(ROLES),
  sample: z.boolean(),
  createdAt: isoTime,
  matches: count,
  shots: count,
  players: count,
});
export type SquadSummary = z.infer<typeof squadSummarySchema>;
export const squadListSchema = z.array(squadSummarySchema);

/** `POST /api/squads`: a name and the team the squad studies, as its data spells it. */
export const newSquadSchema = z.object({ name: squadSchema.shape.name, team: squadSchema.shape.team });
export type NewSquad = z.infer<typeof newSquadSchema>;

/** `PATCH /api/squads/{id}`: either or both. */
export const squadChangeSchema = z.object({
  name: z.optional(squadSchema.shape.name),
  team: z.optional(squadSchema.shape.team),
});
export type SquadChange = z.infer<typeof squadChangeSchema>;

export const memberViewSchema = z.object({
  uid: z.string(),
  role: z.enum(ROLES),
  displayName: z.string(),
  email: z.string(),
  joinedAt: isoTime,
});
export type MemberView = z.infer<typeof memberViewSchema>;
export const membersSchema = z.array(memberViewSchema);

/** `PATCH /api/squads/{id}/members/{uid}`. */
export const memberChangeSchema = z.object({ role: z.enum(ROLES) });

export const INVITE_ROLES = ['analyst', 'viewer'] as const;
export const DEFAULT_INVITE_DAYS = 7;
export const MAX_INVITE_DAYS = 30;

/** `POST /api/squads/{id}/invites`: the role; the days it lasts and how many may use it are optional. */
export const newInviteSchema = z.object({
  role: z.enum(INVITE_ROLES),
  days: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_INVITE_DAYS))),
  maxUses: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type NewInvite = z.infer<typeof newInviteSchema>;

export const INVITE_STATES = ['open', 'used', 'expired', 'revoked'] as const;

/** An invite as its squad's owners see it: never its code, which only its maker ever sees, once. */
export const inviteViewSchema = z.object({
  id: z.string(),
  role: z.enum(INVITE_ROLES),
  state: z.enum(INVITE_STATES),
  createdAt: isoTime,
  expiresAt: isoTime,
  maxUses: count,
  uses: z.array(z.object({ uid: z.string(), displayName: z.string(), at: isoTime })),
  revokedAt: z.nullable(isoTime),
});
export type InviteView = z.infer<typeof inviteViewSchema>;
export const invitesSchema = z.array(inviteViewSchema);

/** The answer to a new invite: the code, shown this once (the link is `/join/<code>`). */
export const createdInviteSchema = z.object({ invite: inviteViewSchema, code: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** `POST /api/invites/{code}/accept`: the squad joined, and the role. */
export const joinedSchema = z.object({ squadId: z.string(), name: z.string(), role: z.enum(ROLES) });
export type Joined = z.infer<typeof joinedSchema>;

/** One change the importer made to a row, or why it left the row out (docs/behaviour.md#import-report). */
const rowIssueSchema = z.object({
  row: count,
  column: z.string(),
  value: z.string(),
  action: z.enum(['normalised', 'skipped'] as const),
  reason: z.string(),
});

/** What writing an upload does to the squad, whatever the file's format (docs/squads.md#imports). */
const importPlanFields = {
  fileName: z.string(),
  matches: z.array(
    z.object({
      date: z.string(),
      competition: z.string(),
      opponent: z.string(),
      shots: count,
      /** Every event of the match: shots, kickouts, turnovers, frees and cards. */
      events: count,
      /**
       * `replaces`: the squad already holds this match, and it is replaced whole: the same date,
       * competition and opponent, or (a tool's file) the match of the same file (docs/behaviour.md#tool-files).
       */
      change: z.enum(['adds', 'replaces'] as const),
    }),
  ),
  matchesAdded: count,
  matchesReplaced: count,
  /** Names of the squad's team new to the roster, added with the import. */
  playersAdded: z.array(z.string()),
  /** False for a preview: nothing was written. */
  written: z.boolean(),
};

/**
 * `POST /api/squads/{id}/imports` of a 2023 championship file: the importer's report on the file
 * (as `npm run import` prints it), and what it does to the squad.
 */
export const championshipImportReportSchema = z.object({
  kind: z.literal('championship'),
  ...importPlanFields,
  format: z.enum(['csv', 'json', 'xlsx'] as const),
  /** How the file was read: the sheet of a workbook, the encoding of a text file. */
  notes: z.array(z.string()),
  rowsRead: count,
  imported: count,
  normalised: count,
  skipped: count,
  duplicates: z.array(z.object({ row: count, firstRow: count })),
  issues: z.array(rowIssueSchema),
  conversions: z.array(z.object({ column: z.string(), what: z.string(), count, rows: z.array(count) })),
  derivedColumns: z.array(z.string()),
  /** Matches in the file the squad's team did not play: read, and left out. */
  otherMatches: z.array(z.object({ date: z.string(), competition: z.string(), teams: z.string(), rows: count })),
});
export type ChampionshipImportReport = z.infer<typeof championshipImportReportSchema>;

/** The same call with a file of another tool (docs/formats.md): the reader's report, and what it does to the squad. */
export const toolImportReportSchema = z.object({
  kind: z.literal('tool'),
  ...importPlanFields,
  tool: toolFileReportSchema,
});
export type ToolImportReport = z.infer<typeof toolImportReportSchema>;

export const squadImportReportSchema = z.discriminatedUnion('kind', [
  championshipImportReportSchema,
  toolImportReportSchema,
]);
export type SquadImportReport = z.infer<typeof squadImportReportSchema>;

/**
 * An upload refused whole (400): nothing was written. A tool's file, or a file of no format we
 * read, says why in `fault`: its code, the place, the formats we read, and for `team-not-found`
 * the file's teams to choose the squad's from.
 */
export const importRefusalSchema = z.object({ error: z.string(), fault: z.optional(toolFileFaultSchema) });
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

/**
 * `GET /api/squads/{id}/matches/{matchId}/caught-up?digest=...`: whether this API process's read
 * model holds exactly the match's events the caller's listener holds (contract/eventsDigest.ts),
 * waiting briefly for it to catch up (docs/squads.md#caught-up).
 */
export const caughtUpSchema = z.object({ caughtUp: z.boolean(), digest: z.string() });
export type CaughtUp = z.infer<typeof caughtUpSchema>;
