import { PITCH } from '../../../contract/pitch';
import { toolFileFaultSchema, toolFileReportSchema, type ToolFileFault } from '../../../contract/toolFiles';
import type { SourcePitch } from '../data/formats/pitchMapping';
import { readToolFile, type ToolFileContext, type ToolFileRead } from '../data/formats/readToolFile';

export { testFile } from './toolFileMakers';

export const UPLOAD: ToolFileContext = { recordedBy: 'uid-analyst', now: '2026-11-27T10:00:00.000Z' };

/** Reads a file that must read; its report must be what the contract says crosses HTTP. */
export async function mustRead(bytes: Uint8Array, context: Partial<ToolFileContext> = {}): Promise<ToolFileRead> {
  const outcome = await readToolFile(bytes, { ...UPLOAD, ...context });
  if (!outcome.ok) throw new Error(`expected the file to read, but: ${outcome.fault.message}`);
  expect(toolFileReportSchema.safeParse(outcome.report).success).toBe(true);
  return outcome;
}

/** Reads a file that must be refused whole; its fault must be what the contract says crosses HTTP. */
export async function mustRefuse(bytes: Uint8Array, context: Partial<ToolFileContext> = {}): Promise<ToolFileFault> {
  const outcome = await readToolFile(bytes, { ...UPLOAD, ...context });
  if (outcome.ok) throw new Error(`expected the file to be refused, but it read as ${outcome.format}`);
  expect(toolFileFaultSchema.safeParse(outcome.fault).success).toBe(true);
  return outcome.fault;
}

/** Who an event names: a roster player of the squad's by id, or a name and number. */
export const who = (playerId: string | null, name: string | null, number: number | null) => ({
  playerId,
  name,
  number,
});

/** Our test of the two-point arc (contract/pitch.ts), on a tool's own pitch: its goal's middle at (length, width / 2). */
export const outsideArcOn = (pitch: SourcePitch, x: number, y: number): boolean =>
  Math.hypot(pitch.length - x, pitch.width / 2 - y) >= PITCH.twoPointArc.radius - 1e-6;
