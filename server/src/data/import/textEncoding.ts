import { closeSync, openSync, readSync } from 'node:fs';
import { ImportFault } from './importFault';

/**
 * How the bytes of a CSV or JSON file become text. A file is read as UTF-8 when it is valid
 * UTF-8, as UTF-16 when it starts with UTF-16's byte-order mark, and otherwise as Windows-1252:
 * the encoding Excel on an Irish or British Windows PC gives a file saved as "CSV (Comma
 * delimited)", where 'Ó' is the one byte 0xD3. Every byte but five means a character in
 * Windows-1252, so such a file is read exactly, fadas and curly apostrophes included; reading it
 * as UTF-8 instead would turn every fada into U+FFFD, and refusing it would make the commonest
 * file an analyst has an error. The guess is said out loud: the report names the encoding and
 * lists the characters read from single bytes, so a file in yet another encoding shows itself at
 * once. Text is never decoded leniently, so no U+FFFD is ever made here.
 */
export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

export type DetectedEncoding = {
  encoding: TextEncoding;
  /** For Windows-1252, the characters beyond ASCII it read, in the order first met. */
  decodedCharacters: string[];
};

const DECODER_LABELS: Readonly<Record<Exclude<TextEncoding, 'Windows-1252'>, string>> = {
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
};

/**
 * What Windows-1252 has at 0x80 to 0x9F, where Latin-1 has control characters (the five bytes it
 * leaves undefined are kept as those controls, as the WHATWG Encoding Standard has it).
 */
const WINDOWS_1252_0X80_TO_0X9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

/**
 * Windows-1252 is Latin-1 but for 0x80 to 0x9F, and one byte is one character, so each piece is
 * decoded on its own. Written here rather than left to TextDecoder: Node 20's TextDecoder reads
 * 'windows-1252' as Latin-1 and, for a whole buffer, drops those bytes altogether (nodejs/node
 * issue 60888), which would turn O'Shea with Excel's curly apostrophe into OShea.
 */
function decodeWindows1252(bytes: Buffer): string {
  return bytes
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_0X80_TO_0X9F[char.charCodeAt(0) - 0x80] ?? char);
}

/** Bytes Windows-1252 leaves undefined. */
const UNDEFINED_IN_1252 = [0x81, 0x8d, 0x8f, 0x90, 0x9d];

/** The bytes of a file or buffer, piece by piece; each call starts again from the first byte. */
export type BytePieces = () => Iterable<Buffer>;

// 64 KiB at a time. The records parsed from one piece live until the importer has made them into
// shots; from 1 MiB pieces they lived long enough for V8 to move them to its old generation, whose
// garbage is collected late, and a 50 MB file peaked at 450 MB instead of 250.
const PIECE_BYTES = 1 << 16;

export function filePieces(file: string): BytePieces {
  return function* pieces() {
    const fd = openSync(file, 'r');
    try {
      const buffer = Buffer.allocUnsafe(PIECE_BYTES);
      for (;;) {
        const read = readSync(fd, buffer, 0, PIECE_BYTES, null);
        if (read === 0) return;
        yield buffer.subarray(0, read);
      }
    } finally {
      closeSync(fd);
    }
  };
}

export function bufferPieces(content: Buffer): BytePieces {
  return function* pieces() {
    for (let start = 0; start < content.length; start += PIECE_BYTES)
      yield content.subarray(start, start + PIECE_BYTES);
  };
}

function startsWith(head: Buffer, bytes: readonly number[]): boolean {
  return bytes.every((byte, i) => head[i] === byte);
}

function firstBytes(pieces: BytePieces): Buffer {
  for (const piece of pieces()) return Buffer.from(piece.subarray(0, 4));
  return Buffer.alloc(0);
}

/**
 * The error a strict TextDecoder throws for bytes that are not text in its encoding, told by its
 * code: it is a TypeError of Node's own realm, which `instanceof` does not see as one inside a vm
 * context such as Jest's.
 */
function isInvalidText(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_ENCODING_INVALID_ENCODED_DATA';
}

/** Whether the whole text decodes without a single invalid sequence. */
function decodes(pieces: BytePieces, encoding: keyof typeof DECODER_LABELS): boolean {
  const decoder = new TextDecoder(DECODER_LABELS[encoding], { fatal: true });
  try {
    for (const piece of pieces()) decoder.decode(piece, { stream: true });
    decoder.decode();
    return true;
  } catch (error) {
    if (isInvalidText(error)) return false;
    throw error;
  }
}

/** The first of the given bytes in the file, with its offset, or null if none is there. */
function findFirst(pieces: BytePieces, bytes: readonly number[]): { byte: number; offset: number } | null {
  let start = 0;
  for (const piece of pieces()) {
    let found: { byte: number; offset: number } | null = null;
    for (const byte of bytes) {
      const at = piece.indexOf(byte);
      if (at !== -1 && (found === null || at < found.offset)) found = { byte, offset: at };
    }
    if (found) return { byte: found.byte, offset: start + found.offset };
    start += piece.length;
  }
  return null;
}

/** The line (from 1) that holds the byte at `offset`. */
function lineAt(pieces: BytePieces, offset: number): number {
  let line = 1;
  let start = 0;
  for (const piece of pieces()) {
    const end = Math.min(piece.length, offset - start);
    for (let i = piece.indexOf(0x0a); i !== -1 && i < end; i = piece.indexOf(0x0a, i + 1)) line += 1;
    start += piece.length;
    if (start >= offset) break;
  }
  return line;
}

function windows1252Characters(pieces: BytePieces): string[] {
  const seen = new Set<number>();
  const order: number[] = [];
  for (const piece of pieces()) {
    for (const byte of piece) {
      if (byte >= 0x80 && !seen.has(byte)) {
        seen.add(byte);
        order.push(byte);
      }
    }
  }
  return order.map((byte) => decodeWindows1252(Buffer.of(byte)));
}

/** Decides how to read the file's text, or rejects a file that is not text we can read exactly. */
export function detectEncoding(pieces: BytePieces, kind: 'CSV' | 'JSON'): DetectedEncoding {
  const head = firstBytes(pieces);
  const fault = (why: string, line?: number) =>
    new ImportFault(`Unreadable ${kind}: ${why}; save it as ${kind === 'CSV' ? 'CSV UTF-8' : 'UTF-8'}`, {
      row: line,
    });
  const bom = startsWith(head, [0xff, 0xfe]) ? 'UTF-16LE' : startsWith(head, [0xfe, 0xff]) ? 'UTF-16BE' : null;
  if (bom) {
    if (!decodes(pieces, bom)) throw fault(`the file starts with ${bom}'s byte-order mark but is not ${bom} text`);
    return { encoding: bom, decodedCharacters: [] };
  }
  // NUL is valid UTF-8, but no spreadsheet writes it in text: it is UTF-16 without its mark.
  const nul = findFirst(pieces, [0]);
  if (nul) {
    const line = lineAt(pieces, nul.offset);
    throw fault(`the file holds NUL bytes (the first on line ${line}), as UTF-16 without a byte-order mark does`, line);
  }
  if (decodes(pieces, 'UTF-8')) return { encoding: 'UTF-8', decodedCharacters: [] };
  if (startsWith(head, [0xef, 0xbb, 0xbf]))
    throw fault("the file starts with UTF-8's byte-order mark but is not UTF-8");
  const undefinedByte = findFirst(pieces, UNDEFINED_IN_1252);
  if (undefinedByte) {
    const line = lineAt(pieces, undefinedByte.offset);
    const hex = undefinedByte.byte.toString(16).toUpperCase();
    throw fault(`the file is not UTF-8, and byte 0x${hex} on line ${line} means nothing in Windows-1252 either`, line);
  }
  return { encoding: 'Windows-1252', decodedCharacters: windows1252Characters(pieces) };
}

/** The text of a whole buffer, in an encoding `detectEncoding` chose; a byte-order mark is dropped. */
export function decodeWhole(content: Buffer, encoding: TextEncoding): string {
  // One decode gives one flat string; joining pieces would build the text twice over.
  if (encoding === 'Windows-1252') return decodeWindows1252(content);
  return new TextDecoder(DECODER_LABELS[encoding], { fatal: true }).decode(content);
}

/**
 * The text of the bytes, piece by piece, in an encoding `detectEncoding` chose. A byte-order mark
 * is dropped. Decoding stays strict: should the file change between the two readings, the import
 * is refused rather than given replacement characters.
 */
export function* decodePieces(pieces: BytePieces, encoding: TextEncoding, kind: 'CSV' | 'JSON'): Generator<string> {
  if (encoding === 'Windows-1252') {
    for (const piece of pieces()) yield decodeWindows1252(piece);
    return;
  }
  const decoder = new TextDecoder(DECODER_LABELS[encoding], { fatal: true });
  try {
    for (const piece of pieces()) yield decoder.decode(piece, { stream: true });
    yield decoder.decode();
  } catch (error) {
    if (!isInvalidText(error)) throw error;
    throw new ImportFault(
      `Unreadable ${kind}: the file is no longer ${encoding} text (did it change while being read?)`,
    );
  }
}
