import {
  FieldPath,
  type DocumentChange,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import {
  matchEventSchema,
  memberSchema,
  squadMatchSchema,
  squadPlayerSchema,
  squadSchema,
  type MatchEvent,
  type Member,
  type Role,
  type Squad,
  type SquadMatch,
  type SquadPlayer,
} from '../../../../contract/squad';
import { listenWithDeadline, type FirstAnswerDeadline } from './firstAnswer';

/**
 * Everything of one squad the API reads, as its documents in Firestore hold it. Any of the maps
 * may fill before `squad` does (each kind of document arrives on a stream of its own); a squad is
 * only served once its own document is there.
 */
export type SquadState = {
  readonly id: string;
  squad: Squad | null;
  readonly members: Map<string, Member>;
  readonly players: Map<string, SquadPlayer>;
  readonly matches: Map<string, SquadMatch>;
  /** Events by match id, then event id. Events of a match whose document is missing are not the squad's data. */
  readonly events: Map<string, Map<string, MatchEvent>>;
  /** Moves with every change to any of these: what a cached figure is checked against. */
  changes: number;
};

export type ReadModelLog = { info(message: string): void; error(message: string): void };

/** The kinds of document heard by a listener over all squads; a match's events each have a listener of their own. */
type Kind = 'squads' | 'members' | 'players' | 'matches';
const KINDS: readonly Kind[] = ['squads', 'members', 'players', 'matches'];

/** Where a document sits: its squad. Null for a path that is not a squad's. */
type Place = { squadId: string; id: string };

/** `squads/{s}` and `squads/{s}/{kind}/{id}`. */
function placeOf(path: string, kind: Kind): Place | null {
  const parts = path.split('/');
  if (parts[0] !== 'squads') return null;
  const [, squadId = '', sub, id = ''] = parts;
  if (kind === 'squads') return parts.length === 2 ? { squadId, id: squadId } : null;
  return parts.length === 4 && sub === kind ? { squadId, id } : null;
}

const SCHEMAS = {
  squads: squadSchema,
  members: memberSchema,
  players: squadPlayerSchema,
  matches: squadMatchSchema,
} as const;

/** How long to wait before listening again after a listener failed for good. */
const RELISTEN_MS = 2000;

/**
 * How long a listener may take to give its first answer before it is started again (see
 * listenWithDeadline). The four over all squads start with the process, often beside an emulator
 * just started, whose first answers took over 5 s under CI's load (its JVM still warming up); a
 * match's listener starts once those have answered, and answers in well under a second.
 */
const FIRST_ANSWER_MS = { kind: 30_000, events: 5000 };
const LONGEST_FIRST_ANSWER_MS = 120_000;

/** From this many new matches of one squad at once, their events are read in one query first. */
const BULK_LOAD_FROM = 4;
/** Every match found before the read model is ready has its events from one query over all squads. */
const ALL_SQUADS = '';
/** How many of those matches' listeners are started at once. */
const STARTING_AT_ONCE = 2;

/** Whether two maps of events hold the same events (they come from one schema, so alike in key order). */
function sameEvents(
  before: ReadonlyMap<string, MatchEvent> | undefined,
  after: ReadonlyMap<string, MatchEvent>,
): boolean {
  if ((before?.size ?? 0) !== after.size) return false;
  for (const [id, event] of after) {
    const earlier = before?.get(id);
    if (earlier === undefined || JSON.stringify(earlier) !== JSON.stringify(event)) return false;
  }
  return true;
}

const splitKey = (key: string): readonly [squadId: string, matchId: string] => {
  const [squadId = '', matchId = ''] = key.split('/');
  return [squadId, matchId];
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The order in which matches (`squadId/matchId`) whose events were read have their listeners
 * started. Until its listener has started, a change to a match reaches this process late, and at
 * start hundreds may wait their turn: a match being recorded goes first, since its events change by
 * the minute, and a sample squad's last, since every process writes the same and nobody else does.
 * Matches of one rank keep the order they were found in.
 */
export function listenerStartOrder(keys: readonly string[], states: ReadonlyMap<string, SquadState>): string[] {
  const startRank = (key: string): number => {
    const [squadId, matchId] = splitKey(key);
    const state = states.get(squadId);
    if (state?.squad?.sample === true) return 2;
    return state?.matches.get(matchId)?.status === 'live' ? 0 : 1;
  };
  return [...keys].sort((a, b) => startRank(a) - startRank(b));
}

/** One match's events listener: how to stop it, and whether its events are in (read or heard). */
type EventsListener = { stop: () => void; heard: boolean };

/**
 * The API's read model of every squad (docs/squads.md#read-model), kept in step with Firestore
 * (the only store) by the Admin SDK: a listener per kind of document across all squads (squads,
 * members, players, matches), and a listener per match for its events. Nothing is kept on disk: a
 * new process reads every squad's events in one query, puts them in place as its listeners' first
 * answers name the matches, and serves from then on; each match's own listener starts after that,
 * a few at a time, and keeps its events up to date. Two processes listening to one Firestore agree
 * as soon as each hears a change (well under a second locally).
 *
 * Events have a listener per match rather than one over every squad's events because the Firestore
 * emulator works out a listened query afresh, and sends its whole answer again, at every write to
 * any event: with one listener over a squad of 20,000 events, a single write anywhere cost the
 * emulator 1.1 to 1.9 s of CPU and this process 0.5 to 0.8 s; with one per match it costs the
 * emulator one pass over its documents (0.15 s at 22,000) and this process next to nothing
 * (measured; docs/performance.md#squads). Events written before their match's document (as an
 * import writes them) are written with no listener at all.
 */
export class SquadReadModel {
  private readonly states = new Map<string, SquadState>();
  /** uid -> squad id -> role: every membership, for "my squads" and each request's access check. */
  private readonly roles = new Map<string, Map<string, Role>>();
  private readonly stops = new Map<Kind, () => void>();
  private readonly heard = new Set<Kind>();
  /** By `squadId/matchId`. */
  private readonly eventListeners = new Map<string, EventsListener>();
  /** Events this process wrote itself, by `squadId/matchId`, put in place when their match appears (see expect). */
  private readonly expected = new Map<string, Map<string, MatchEvent>>();
  /** The one query over every squad's events at start, shared by every match found before it answered. */
  private startLoad: Promise<Map<string, Map<string, MatchEvent>>> | null = null;
  /** Matches whose events were read and whose listener waits its turn (see startWaiting). */
  private readonly waiting: Array<readonly [squadId: string, matchId: string]> = [];
  private starting = 0;
  private readonly badPaths = new Set<string>();
  private readonly watchers = new Set<(squadId: string) => void>();
  private closed = false;
  private wasReady = false;
  /** Every match found at start has its own listener answering: the process hears each change at once. */
  private allListening = false;
  private markReady: () => void = () => undefined;
  /** Settles once every listener has given its first answer: the read model holds all there was. */
  readonly ready: Promise<void>;

  constructor(
    private readonly db: Firestore,
    private readonly log: ReadModelLog,
  ) {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  get isReady(): boolean {
    return this.wasReady;
  }

  start(): void {
    this.listen('squads', this.db.collection('squads'));
    for (const kind of ['members', 'players', 'matches'] as const) this.listen(kind, this.db.collectionGroup(kind));
  }

  /** The squad as its documents are now, or undefined when it has no squad document. */
  squad(id: string): SquadState | undefined {
    const state = this.states.get(id);
    return state?.squad ? state : undefined;
  }

  /** The caller's role in a squad: their membership, or none. */
  roleOf(uid: string, squadId: string): Role | null {
    return this.roles.get(uid)?.get(squadId) ?? null;
  }

  /** The squads a user is a member of, with their role in each. */
  membershipsOf(uid: string): ReadonlyMap<string, Role> {
    return this.roles.get(uid) ?? new Map<string, Role>();
  }

  /** Every squad marked as a sample (docs/behaviour.md#sample-squad). */
  sampleSquads(): SquadState[] {
    return [...this.states.values()].filter((state) => state.squad?.sample === true);
  }

  /** Told the id of every squad that changed, once per batch of changes. */
  watch(watcher: (squadId: string) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /**
   * Settles once `holds` is true of the read model (at once, or after a change it hears), or after
   * `timeoutMs` whatever it is: a write waits for its own change to arrive here before it answers.
   */
  settled(holds: () => boolean, timeoutMs: number): Promise<void> {
    if (holds()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stop();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const stop = this.watch(() => {
        if (holds()) done();
      });
    });
  }

  close(): void {
    this.closed = true;
    for (const stop of this.stops.values()) stop();
    this.stops.clear();
    for (const listener of this.eventListeners.values()) listener.stop();
    this.eventListeners.clear();
    this.expected.clear();
  }

  /**
   * The events of a match this process is about to write, whose document comes last: when the
   * match appears they are put in place at once, as its listener will hear them, instead of being
   * read back from Firestore (an import of 20,000 events would wait seconds for that query). Its
   * listener, started in its turn, then replaces them with what Firestore holds.
   */
  expect(squadId: string, matchId: string, events: ReadonlyMap<string, MatchEvent>): void {
    this.expected.set(`${squadId}/${matchId}`, new Map(events));
  }

  /** Forgets expected events whose match was never written (the write failed). */
  unexpect(squadId: string, matchId: string): void {
    this.expected.delete(`${squadId}/${matchId}`);
  }

  private checkReady(): void {
    if (this.wasReady || this.heard.size < KINDS.length) return;
    for (const listener of this.eventListeners.values()) if (!listener.heard) return;
    this.wasReady = true;
    this.markReady();
    this.sayIfAllListening();
  }

  /**
   * Says once when every match found at start has its listener answering: until then a change to
   * a match still waiting reaches this process late (docs/squads.md#cold-start).
   */
  private sayIfAllListening(): void {
    if (this.allListening || !this.wasReady || this.starting > 0 || this.waiting.length > 0) return;
    this.allListening = true;
    this.log.info(`Squads: listening to the events of every match found at start (${this.eventListeners.size})`);
  }

  private listen(kind: Kind, query: Query): void {
    if (this.closed) return;
    let first = true;
    const stop = listenWithDeadline<QuerySnapshot>(
      (next, failed) => query.onSnapshot(next, failed),
      (snapshot) => {
        this.apply(kind, snapshot, first);
        first = false;
        this.heard.add(kind);
        this.checkReady();
      },
      (error) => {
        // The SDK retries what can be retried; an error here ended the listener. Listen again, and
        // take its first answer as the whole truth, since changes were missed meanwhile.
        this.log.error(`Squads: the ${kind} listener failed (${error.message}); listening again`);
        this.stops.delete(kind);
        setTimeout(() => this.listen(kind, query), RELISTEN_MS).unref();
      },
      this.deadline(`the ${kind} listener`, FIRST_ANSWER_MS.kind),
    );
    this.stops.set(kind, stop);
  }

  /**
   * Follows the events of every match of every squad there is, and of no other. New matches have
   * their events put in place before a listener each: the events this process wrote itself (see
   * expect); at start, every squad's events from one query; later, a squad's many new matches (an
   * import through another process) from one query over the squad. The emulator starts listeners
   * one after another, each a pass over every document it holds (400 took 35 s of its CPU, measured),
   * where the one query reads 20,000 events in a few seconds.
   */
  private followMatches(): void {
    const wanted = new Set<string>();
    for (const state of this.states.values()) {
      if (!state.squad) continue;
      for (const matchId of state.matches.keys()) wanted.add(`${state.id}/${matchId}`);
    }
    for (const [key, listener] of this.eventListeners) {
      if (wanted.has(key)) continue;
      listener.stop();
      this.eventListeners.delete(key);
      const [squadId, matchId] = splitKey(key);
      const state = this.states.get(squadId);
      if (state?.events.delete(matchId)) this.changed(new Set([squadId]));
    }
    const fresh = new Map<string, string[]>();
    const written = new Set<string>();
    for (const key of wanted) {
      if (this.eventListeners.has(key)) continue;
      const [squadId, matchId] = splitKey(key);
      // Taken now, so the next change does not ask for the same match again while it loads.
      this.eventListeners.set(key, { stop: () => undefined, heard: false });
      const expected = this.expected.get(key);
      if (expected) {
        this.expected.delete(key);
        this.setEvents(squadId, matchId, expected);
        written.add(squadId);
        this.heardFirst(squadId, [matchId]);
        continue;
      }
      const batch = this.wasReady ? squadId : ALL_SQUADS;
      fresh.set(batch, [...(fresh.get(batch) ?? []), key]);
    }
    if (written.size > 0) this.changed(written);
    for (const [batch, keys] of fresh) {
      if (batch === ALL_SQUADS || keys.length >= BULK_LOAD_FROM) void this.loadThenListen(batch, keys);
      else for (const key of keys) this.listenToEvents(...splitKey(key));
    }
  }

  /** Every event of one squad (or of all, at start) in one query, by `squadId/matchId`, then event id. */
  private async readEvents(squadId: string): Promise<Map<string, Map<string, MatchEvent>>> {
    let query: Query = this.db.collectionGroup('events');
    if (squadId === ALL_SQUADS) {
      this.startLoad ??= this.eventsOf(query);
      return this.startLoad;
    }
    const path = `squads/${squadId}`;
    // Documents in order of their path, segment by segment: from the squad to everything under it.
    query = query.orderBy(FieldPath.documentId()).startAt(path).endAt(`${path}/\uf8ff/\uf8ff`);
    return this.eventsOf(query);
  }

  private async eventsOf(query: Query): Promise<Map<string, Map<string, MatchEvent>>> {
    const snapshot = await query.get();
    const byMatch = new Map<string, Map<string, MatchEvent>>();
    for (const doc of snapshot.docs) {
      const match = doc.ref.parent.parent;
      const squad = match?.parent.parent;
      if (!match || !squad || squad.parent.id !== 'squads') continue;
      const event = this.parse(matchEventSchema, doc.ref.path, doc.data()) as MatchEvent | null;
      if (!event) continue;
      const key = `${squad.id}/${match.id}`;
      const events = byMatch.get(key) ?? new Map<string, MatchEvent>();
      events.set(doc.id, event);
      byMatch.set(key, events);
    }
    return byMatch;
  }

  /** The events of these matches (`squadId/matchId`) read in one query and put in place, then a listener for each. */
  private async loadThenListen(squadId: string, keys: readonly string[]): Promise<void> {
    try {
      const byMatch = await this.readEvents(squadId);
      const changed = new Set<string>();
      for (const key of keys) {
        const listener = this.eventListeners.get(key);
        // A match gone meanwhile, or one whose listener has already been heard, keeps what it has.
        if (!listener || listener.heard) continue;
        const [matchSquad, matchId] = splitKey(key);
        this.setEvents(matchSquad, matchId, byMatch.get(key) ?? new Map<string, MatchEvent>());
        listener.heard = true;
        changed.add(matchSquad);
      }
      this.changed(changed);
    } catch (error) {
      const what = squadId === ALL_SQUADS ? 'every squad' : `squads/${squadId}`;
      this.log.error(`Squads: the events of ${what} could not be read (${messageOf(error)}); listening instead`);
    }
    for (const key of listenerStartOrder(keys, this.states)) this.waiting.push(splitKey(key));
    this.checkReady();
    this.startWaiting();
  }

  /** Matches whose events are in place: heard, and their listeners wait their turn. */
  private heardFirst(squadId: string, matchIds: readonly string[]): void {
    for (const matchId of matchIds) {
      const listener = this.eventListeners.get(`${squadId}/${matchId}`);
      if (listener) listener.heard = true;
      this.waiting.push([squadId, matchId]);
    }
    this.startWaiting();
  }

  /**
   * Starts the waiting listeners a few at a time, each next one once one before it has been heard:
   * they only keep events already read up to date, and hundreds started at once would hold up every
   * other request to the emulator (it answers them one after another) for half a minute.
   */
  private startWaiting(): void {
    while (this.starting < STARTING_AT_ONCE && this.waiting.length > 0 && !this.closed) {
      const next = this.waiting.shift();
      if (!next || !this.eventListeners.has(next.join('/'))) continue;
      this.starting += 1;
      this.listenToEvents(...next, () => {
        this.starting -= 1;
        this.startWaiting();
      });
    }
    this.sayIfAllListening();
  }

  /** `started` is told once, at the listener's first answer or failure. */
  private listenToEvents(squadId: string, matchId: string, started: () => void = () => undefined): void {
    const key = `${squadId}/${matchId}`;
    let told = false;
    const tell = () => {
      if (told) return;
      told = true;
      started();
    };
    const listener: EventsListener = { stop: () => undefined, heard: this.eventListeners.get(key)?.heard ?? false };
    this.eventListeners.set(key, listener);
    // A listener's first answer holds every event of the match: it replaces what was read before.
    let first = true;
    const eventDocs = this.db.collection('squads').doc(squadId).collection('matches').doc(matchId).collection('events');
    listener.stop = listenWithDeadline<QuerySnapshot>(
      (next, failed) => eventDocs.onSnapshot(next, failed),
      (snapshot) => {
        tell();
        if (this.eventListeners.get(key) !== listener) return;
        const state = this.stateOf(squadId);
        const wasFirst = first;
        const events = first
          ? new Map<string, MatchEvent>()
          : (state.events.get(matchId) ?? new Map<string, MatchEvent>());
        const changes = first ? snapshot.docs.map((doc) => ({ type: 'added' as const, doc })) : snapshot.docChanges();
        first = false;
        for (const change of changes) {
          const event =
            change.type === 'removed'
              ? null
              : (this.parse(matchEventSchema, change.doc.ref.path, change.doc.data()) as MatchEvent | null);
          if (event) events.set(change.doc.id, event);
          else events.delete(change.doc.id);
        }
        // A first answer that only says again what was read before changes nothing: the
        // squad's figures, built from it, stay as they are.
        const same = wasFirst && listener.heard && sameEvents(state.events.get(matchId), events);
        this.setEvents(squadId, matchId, events);
        listener.heard = true;
        if (!same) this.changed(new Set([squadId]));
        this.checkReady();
      },
      (error) => {
        tell();
        this.log.error(`Squads: the events listener of ${key} failed (${error.message}); listening again`);
        if (this.eventListeners.get(key) !== listener) return;
        this.eventListeners.delete(key);
        setTimeout(() => this.followMatches(), RELISTEN_MS).unref();
      },
      this.deadline(`the events listener of ${key}`, FIRST_ANSWER_MS.events),
    );
  }

  private deadline(listener: string, firstMs: number): FirstAnswerDeadline {
    return {
      firstMs,
      longestMs: LONGEST_FIRST_ANSWER_MS,
      overdue: (waitedMs) =>
        this.log.error(`Squads: ${listener} gave no first answer in ${waitedMs} ms; listening again`),
    };
  }

  /** A match's events as they are now: an empty map is no events. */
  private setEvents(squadId: string, matchId: string, events: Map<string, MatchEvent>): void {
    const state = this.stateOf(squadId);
    if (events.size > 0) state.events.set(matchId, events);
    else state.events.delete(matchId);
  }

  /** Counts a change to each squad, drops the state of a squad with nothing left, and tells the watchers. */
  private changed(squadIds: ReadonlySet<string>): void {
    for (const squadId of squadIds) {
      const state = this.states.get(squadId);
      if (!state) continue;
      state.changes += 1;
      if (!state.squad && state.members.size + state.players.size + state.matches.size + state.events.size === 0) {
        this.states.delete(squadId);
      }
    }
    for (const squadId of squadIds) for (const watcher of this.watchers) watcher(squadId);
  }

  private stateOf(squadId: string): SquadState {
    let state = this.states.get(squadId);
    if (!state) {
      state = {
        id: squadId,
        squad: null,
        members: new Map(),
        players: new Map(),
        matches: new Map(),
        events: new Map(),
        changes: 0,
      };
      this.states.set(squadId, state);
    }
    return state;
  }

  private apply(kind: Kind, snapshot: QuerySnapshot, whole: boolean): void {
    const changed = new Set<string>();
    if (whole) {
      // A listener's first answer holds every document: anything not in it is gone.
      for (const state of this.states.values()) {
        if (this.clear(kind, state)) changed.add(state.id);
      }
    }
    const changes: ReadonlyArray<Pick<DocumentChange, 'type' | 'doc'>> = whole
      ? snapshot.docs.map((doc) => ({ type: 'added', doc }))
      : snapshot.docChanges();
    for (const change of changes) {
      const place = placeOf(change.doc.ref.path, kind);
      if (!place) continue;
      const data = change.type === 'removed' ? null : this.parse(SCHEMAS[kind], change.doc.ref.path, change.doc.data());
      this.put(kind, place, data);
      changed.add(place.squadId);
    }
    if (kind === 'squads' || kind === 'matches') this.followMatches();
    this.changed(changed);
  }

  /** A document's data as the contract reads it; null (and said once) for one that breaks it. */
  private parse(schema: (typeof SCHEMAS)[Kind] | typeof matchEventSchema, path: string, data: unknown): unknown {
    const parsed = schema.safeParse(data);
    if (parsed.success) {
      this.badPaths.delete(path);
      return parsed.data;
    }
    if (!this.badPaths.has(path)) {
      this.badPaths.add(path);
      this.log.error(`Squads: ignoring ${path}, which breaks the contract: ${parsed.error.issues[0]?.message ?? ''}`);
    }
    return null;
  }

  private clear(kind: Kind, state: SquadState): boolean {
    switch (kind) {
      case 'squads': {
        const had = state.squad !== null;
        state.squad = null;
        return had;
      }
      case 'members': {
        if (state.members.size === 0) return false;
        for (const uid of state.members.keys()) this.roles.get(uid)?.delete(state.id);
        state.members.clear();
        return true;
      }
      default: {
        const map = state[kind];
        const had = map.size > 0;
        map.clear();
        return had;
      }
    }
  }

  /** Puts one document's data in place, or takes it away (null). */
  private put(kind: Kind, place: Place, data: unknown): void {
    const state = this.stateOf(place.squadId);
    switch (kind) {
      case 'squads':
        state.squad = data as Squad | null;
        return;
      case 'members': {
        const member = data as Member | null;
        const roles = this.roles.get(place.id) ?? new Map<string, Role>();
        if (member) {
          state.members.set(place.id, member);
          roles.set(place.squadId, member.role);
          this.roles.set(place.id, roles);
        } else {
          state.members.delete(place.id);
          roles.delete(place.squadId);
          if (roles.size === 0) this.roles.delete(place.id);
        }
        return;
      }
      case 'players':
        if (data) state.players.set(place.id, data as SquadPlayer);
        else state.players.delete(place.id);
        return;
      case 'matches':
        if (data) state.matches.set(place.id, data as SquadMatch);
        else state.matches.delete(place.id);
        return;
    }
  }
}
