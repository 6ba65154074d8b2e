import type { ToolFileReport } from '../../../../contract/toolFiles';
import { quoted } from '../import/importReport';

/** Places listed per unmapped value; the count says how many there were in all. */
const PLACES_LISTED = 20;

type Counted<T> = T & { count: number };

/**
 * What a reader did, gathered as it reads and handed to the report: nothing a file holds is dropped
 * without a line here (docs/formats.md#report).
 */
export class ReadLog {
  private readonly mappingCounts = new Map<string, Counted<{ field: string; from: string; to: string }>>();
  private readonly unmappedValues = new Map<
    string,
    Counted<{ field: string; value: string; consequence: string; places: string[] }>
  >();
  private readonly notImportedCounts = new Map<string, Counted<{ what: string; reason: string }>>();
  private readonly ignoredCounts = new Map<string, number>();
  private readonly noteCounts = new Map<string, number>();
  readonly skipped: ToolFileReport['skipped'] = [];
  readonly scoring: ToolFileReport['scoring'] = [];
  movedOntoPitch = 0;

  /** A value of the file read as one of ours. */
  mapped(field: string, from: string, to: string): void {
    const key = `${field}\u0000${from}\u0000${to}`;
    const entry = this.mappingCounts.get(key);
    if (entry) entry.count += 1;
    else this.mappingCounts.set(key, { field, from, to, count: 1 });
  }

  /** A value we cannot read as ours; `consequence` says what became of its entry. */
  unmapped(field: string, value: string, place: string, consequence: string): void {
    const key = `${field}\u0000${value}\u0000${consequence}`;
    let entry = this.unmappedValues.get(key);
    if (!entry) {
      entry = { field, value, consequence, places: [], count: 0 };
      this.unmappedValues.set(key, entry);
    }
    entry.count += 1;
    if (entry.places.length < PLACES_LISTED) entry.places.push(place);
  }

  /** An entry of a kind our events have no room for. */
  notImported(what: string, reason: string): void {
    const entry = this.notImportedCounts.get(what);
    if (entry) entry.count += 1;
    else this.notImportedCounts.set(what, { what, reason, count: 1 });
  }

  skip(place: string, reason: string): void {
    this.skipped.push({ place, reason });
  }

  /** Keys of an entry nothing reads: each is listed with how many entries have it. */
  ignoreFields(prefix: string, fields: Iterable<string>): void {
    for (const field of fields) {
      const name = `${prefix}${field}`;
      this.ignoredCounts.set(name, (this.ignoredCounts.get(name) ?? 0) + 1);
    }
  }

  /** An assumption the file made us take; said once however often it was taken. */
  note(text: string): void {
    this.noteCounts.set(text, (this.noteCounts.get(text) ?? 0) + 1);
  }

  mappings(): ToolFileReport['mappings'] {
    return [...this.mappingCounts.values()];
  }

  unmappedList(): ToolFileReport['unmapped'] {
    return [...this.unmappedValues.values()];
  }

  notImportedList(): ToolFileReport['notImported'] {
    return [...this.notImportedCounts.values()];
  }

  ignoredFields(): ToolFileReport['ignoredFields'] {
    return [...this.ignoredCounts].map(([field, count]) => ({ field, count }));
  }

  notes(): string[] {
    return [...this.noteCounts].map(([text, count]) => (count === 1 ? text : `${text} (${count} times)`));
  }
}

/** Lower case, single spaces, `_` and `-` read as spaces: how people type the same word. */
export function tidy(text: string): string {
  return text.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
}

/** A value of a file as a word: text, or a number or true/false written out; anything else is no word. */
export function wordOf(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
}

/** A file's value as the report shows it: quoted text, `empty` for nothing. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  return typeof value === 'string' ? quoted(value) : quoted(JSON.stringify(value));
}

/**
 * A tool's words for one field and what each means to us. Each reading is counted in the report's
 * mappings; a word not in the table is reported as unmapped with its place.
 */
export class Vocabulary<T> {
  private readonly meanings: ReadonlyMap<string, { meaning: T; label: string }>;

  constructor(
    readonly field: string,
    entries: readonly (readonly [words: string | readonly string[], meaning: T, label: string])[],
  ) {
    const meanings = new Map<string, { meaning: T; label: string }>();
    for (const [words, meaning, label] of entries) {
      for (const word of typeof words === 'string' ? [words] : words) meanings.set(tidy(word), { meaning, label });
    }
    this.meanings = meanings;
  }

  /** The meaning of `raw`, counted; undefined (and reported with `consequence`) when it has none. */
  read(log: ReadLog, raw: unknown, place: string, consequence: string): T | undefined {
    const found = typeof raw === 'object' && raw !== null ? undefined : this.meanings.get(tidy(wordOf(raw)));
    if (!found) {
      log.unmapped(this.field, shown(raw), place, consequence);
      return undefined;
    }
    log.mapped(this.field, shown(wordOf(raw).trim()), found.label);
    return found.meaning;
  }
}
