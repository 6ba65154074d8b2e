/**
 * A problem with the file as a whole (a missing or repeated column, an unreadable file or
 * encoding, a non-numeric coordinate: docs/behaviour.md#import-faults). Nothing from such a file is
 * imported; the message names the place.
 */
export class ImportFault extends Error {
  readonly row: number | null;
  readonly column: string | null;

  constructor(message: string, where: { row?: number; column?: string } = {}) {
    super(message);
    this.name = 'ImportFault';
    this.row = where.row ?? null;
    this.column = where.column ?? null;
  }
}
