import { TOOL_FORMAT_NAMES, TOOL_FORMATS, type ToolFileFault } from '../../../../contract/toolFiles';

/**
 * A tool's file refused whole (docs/formats.md#faults): nothing of it is read, and the message
 * names the place, a row and column of a table or a path into JSON.
 */
export class FormatFault extends Error {
  readonly code: ToolFileFault['code'];
  readonly place: string | null;
  readonly teams: readonly string[];

  constructor(
    code: ToolFileFault['code'],
    message: string,
    place: string | null = null,
    teams: readonly string[] = [],
  ) {
    super(place === null ? message : `${place}: ${message}`);
    this.name = 'FormatFault';
    this.code = code;
    this.place = place;
    this.teams = teams;
  }

  toJSON(): ToolFileFault {
    return {
      code: this.code,
      message: this.message,
      place: this.place,
      formats: TOOL_FORMATS.map((format) => TOOL_FORMAT_NAMES[format]),
      teams: [...this.teams],
    };
  }
}

/** A fault in a file we have placed in one of our formats. */
export const unreadable = (message: string, place: string | null = null): FormatFault =>
  new FormatFault('unreadable', message, place);
