/**
 * A fingerprint of one match's events as Firestore holds them, worked out alike by the app (from its
 * listener's documents) and by the API (from its read model's): when the two agree, the API's
 * figures include every event the app has seen (docs/behaviour.md#live-figures). Order-independent,
 * so the two sides need not list the events alike.
 */

/** JSON with every object's keys sorted and undefined fields left out, so equal documents give equal text. */
function stableText(value: unknown): string {
  // An undefined array element is null in JSON, as Firestore would refuse it anyway.
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stableText(field)}`).join(',')}}`;
}

/** FNV-1a, 32 bits: a checksum, not a secret (both sides are the same squad's members and API). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `<count>-<8 hex digits>` of the events, each given by its document id and data. */
export function eventsDigest(events: Iterable<readonly [string, unknown]>): string {
  let count = 0;
  let sum = 0;
  for (const [id, data] of events) {
    count += 1;
    sum = (sum + fnv1a(`${id}\u0000${stableText(data)}`)) >>> 0;
  }
  return `${count}-${sum.toString(16).padStart(8, '0')}`;
}
