import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportRefusal, SquadImportReport } from '../../../../contract/squadApi';
import type { SquadBundle } from '../../../../contract/squad';
import { CHAMPIONSHIP_FORMAT_NAME, type ToolFileFault } from '../../../../contract/toolFiles';
import { readToolFile, type ToolFileRead } from '../formats/readToolFile';
import { decodeText, isZip, looksLikeJson } from '../formats/sources';
import { ImportFault } from '../import/importFault';
import { readShotFile, type ReadShotFile } from '../import/importFile';
import type { SquadState } from './readModel';
import {
  bundleOfShotFile,
  importReport,
  planImport,
  planReport,
  rosterIdsByName,
  type Author,
  type ImportPlan,
} from './squadImport';

/**
 * A file uploaded into a squad (docs/behaviour.md#tool-files): its format found from its content,
 * a tool's file read by its reader (docs/formats.md), our own 2023 championship file by the shot
 * importer `npm run import` uses, and either planned against the squad as it is. Nothing here
 * writes: the route writes the plan when the upload is not a preview.
 */

/** An upload refused whole: nothing is written, and the answer says why and where. */
export class UploadRefusal extends Error {
  constructor(
    message: string,
    readonly fault: ToolFileFault | null,
  ) {
    super(message);
  }

  toJSON(): ImportRefusal {
    return this.fault === null ? { error: this.message } : { error: this.message, fault: this.fault };
  }
}

export type UploadRequest = {
  bytes: Buffer;
  fileName: string;
  /** The sheet of a workbook in the 2023 format, when it has several. */
  sheet: string | null;
  /** The file's name for the squad's team, chosen at the preview when the file spells it otherwise. */
  teamInFile: string | null;
  /** The match's date for a tool's file that has none (YYYY-MM-DD). */
  matchDate: string | null;
  author: Author;
};

/** An upload read and planned: what writing it does, and its report once written or not. */
export type ReadUpload = { plan: ImportPlan; report(written: boolean): SquadImportReport };

/** The one wording of a refusal: what is wrong, then that nothing changed. */
function rejected(message: string): string {
  const said = message.trim().replace(/\.+$/, '');
  return `Import rejected: ${said}${/[?!]$/.test(said) ? '' : '.'} Nothing was changed.`;
}

/** Reads an upload for the squad and plans it; an `UploadRefusal` for a file refused whole. */
export async function readUpload(state: SquadState, request: UploadRequest): Promise<ReadUpload> {
  const squad = state.squad;
  if (!squad) throw new Error('readUpload needs a squad');
  const outcome = await readToolFile(request.bytes, {
    team: squad.team,
    teamInFile: request.teamInFile ?? undefined,
    matchDate: request.matchDate ?? undefined,
    recordedBy: request.author.uid,
    now: request.author.at,
  });
  if (outcome.ok) return toolUpload(state, outcome, request);
  const { fault } = outcome;
  if (fault.code === 'championship-format') {
    const read = await readChampionship(request).catch((error: unknown) => {
      if (error instanceof ImportFault) throw new UploadRefusal(rejected(error.message), null);
      throw error;
    });
    return championshipUpload(state, read, request);
  }
  if (fault.code !== 'unknown-format') throw new UploadRefusal(rejected(fault.message), fault);
  // The shot importer is the judge of our own format: it finds a header below the first row, or a
  // workbook's sheet, which the tools' quick look at the first row does not.
  let asChampionship: string;
  try {
    return championshipUpload(state, await readChampionship(request), request);
  } catch (error) {
    if (!(error instanceof ImportFault)) throw error;
    asChampionship = error.message;
  }
  const formats = [CHAMPIONSHIP_FORMAT_NAME, ...fault.formats];
  // A file that is not text fails read as ours for the same reason: that reason is said once.
  const why = fault.message.endsWith(asChampionship)
    ? fault.message
    : `${fault.message}; read as ${CHAMPIONSHIP_FORMAT_NAME}: ${asChampionship}`;
  throw new UploadRefusal(rejected(`${why}. Páirc reads ${formats.join('; ')}`), { ...fault, formats });
}

/** The extension the shot importer reads a file's format from, told from its content as the tools' are. */
function extensionOf(bytes: Uint8Array): '.xlsx' | '.json' | '.csv' {
  if (isZip(bytes)) return '.xlsx';
  try {
    return looksLikeJson(decodeText(bytes)) ? '.json' : '.csv';
  } catch {
    // Not text: the importer's CSV reading names what is wrong with it.
    return '.csv';
  }
}

/** The shot importer reads from a path: the bytes go to a temporary file of the extension their content gives. */
async function readChampionship(request: UploadRequest): Promise<ReadShotFile> {
  const file = path.join(os.tmpdir(), `pairc-upload-${randomUUID()}${extensionOf(request.bytes)}`);
  try {
    await writeFile(file, request.bytes);
    return await readShotFile(file, request.sheet === null ? {} : { sheet: request.sheet });
  } finally {
    await rm(file, { force: true });
  }
}

function championshipUpload(state: SquadState, read: ReadShotFile, request: UploadRequest): ReadUpload {
  const squad = state.squad;
  if (!squad) throw new Error('readUpload needs a squad');
  const forSquad = bundleOfShotFile(read, { name: squad.name, team: squad.team }, state.players, request.author);
  const plan = planImport(state, forSquad.bundle);
  return { plan, report: (written) => importReport(request.fileName, forSquad, plan, written) };
}

type WithPeople = Record<string, unknown>;

/** A player id an event or panel entry names, changed to the roster's where the roster has the player. */
function renamed<T extends object>(item: T, ids: ReadonlyMap<string, string>): T {
  const entries = Object.entries(item as WithPeople).map(([key, value]): [string, unknown] => {
    if (key === 'playerId' && typeof value === 'string') return [key, ids.get(value) ?? value];
    if (typeof value === 'object' && value !== null && 'playerId' in value) return [key, renamed(value, ids)];
    return [key, value];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * A tool's bundle onto the squad: a player the roster already has by name is the roster's (their
 * events and panel places take its id), and each match carries its `importKey`, the file's
 * fingerprint and the match's place in it, so the same file imported again replaces its matches.
 */
function ontoSquad(state: SquadState, tool: ToolFileRead, bytes: Uint8Array): SquadBundle {
  const byName = rosterIdsByName(state.players);
  const ids = new Map(tool.bundle.players.map((player) => [player.id, byName.get(player.name) ?? player.id]));
  const fingerprint = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return {
    ...tool.bundle,
    players: tool.bundle.players.map((player) => ({ ...player, id: ids.get(player.id) ?? player.id })),
    matches: tool.bundle.matches.map((match, index) => ({
      ...match,
      importKey: `${tool.format}:${fingerprint}:${index + 1}`,
      panel: match.panel.map((entry) => renamed(entry, ids)),
      opponentPanel: match.opponentPanel.map((entry) => renamed(entry, ids)),
      events: match.events.map((event) => renamed(event, ids)),
    })),
  };
}

function toolUpload(state: SquadState, tool: ToolFileRead, request: UploadRequest): ReadUpload {
  // A date that is only the day of the upload says nothing of which match it is.
  const plan = planImport(
    state,
    ontoSquad(state, tool, request.bytes),
    (index) => tool.report.matches[index]?.dateFrom !== 'today',
  );
  return {
    plan,
    report: (written) => ({ kind: 'tool', ...planReport(request.fileName, plan, written), tool: tool.report }),
  };
}
