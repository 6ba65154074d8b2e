import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  DEFAULT_INVITE_DAYS,
  type InviteView,
  type NewInvite,
  type NewSquad,
  type SquadChange,
} from '../../../../contract/squadApi';
import {
  inviteSchema,
  matchEventSchema,
  memberSchema,
  type Invite,
  type MatchEvent,
  type Member,
  type Role,
  type Squad,
  type SquadBundle,
} from '../../../../contract/squad';
import type { SquadReadModel, SquadState } from './readModel';
import { newDocumentId, type Author, type ImportPlan } from './squadImport';

/**
 * Every change to a squad the API makes with the Admin SDK (docs/squads.md): squads, memberships,
 * invites, imports and deletion. Firestore checks nothing of this (the rules keep clients out of
 * it), so each change that must hold across API processes (a squad keeps an owner, an invite is
 * used up) is made in a transaction. Each call settles once this process's read model shows the
 * change, so the caller's next request sees it.
 */

/** Why a change cannot be made: `gone` (nothing there to change) or `conflict` (it would break a rule). */
/**
 * Writes a squad's whole tree from the bottom up: players and events, then the matches, then the
 * squad's own document, each level once the one under it is stored, so a reader who finds the
 * squad finds everything under it (a batch writer sends in no set order). A write the batch writer
 * gives up on stops it there, before the level above, and is what this rejects with: each write's
 * own promise is caught as it is made, as one left to reject unheard ends the process.
 */
export async function writeSquadTree(
  db: Pick<Firestore, 'bulkWriter'>,
  squadRef: DocumentReference,
  bundle: Pick<SquadBundle, 'players' | 'matches'>,
  squad: Squad,
): Promise<void> {
  const writer = db.bulkWriter({ throttling: false });
  let failed: Error | null = null;
  const put = (ref: DocumentReference, data: object) => {
    writer.set(ref, data).catch((error: unknown) => {
      failed ??= error instanceof Error ? error : new Error(String(error));
    });
  };
  const stored = async (last = false) => {
    await (last ? writer.close() : writer.flush());
    if (failed !== null) {
      if (!last) await writer.close();
      throw failed;
    }
  };
  for (const { id, ...player } of bundle.players) put(squadRef.collection('players').doc(id), player);
  const matches = bundle.matches.map(({ id, events, ...match }) => {
    const matchRef = squadRef.collection('matches').doc(id);
    for (const { id: eventId, ...event } of events) put(matchRef.collection('events').doc(eventId), event);
    return { matchRef, match };
  });
  await stored();
  for (const { matchRef, match } of matches) put(matchRef, match);
  await stored();
  put(squadRef, squad);
  await stored(true);
}

export class SquadRefusal extends Error {
  constructor(
    readonly kind: 'gone' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

/** Who is making a change: their uid and what their account says of them. */
export type Actor = { uid: string; email: string; name: string | null };

/** The one answer to a code that is wrong, used, expired or revoked, so codes cannot be probed. */
export const INVITE_NOT_VALID =
  'This invite link is not valid: it may have been used, have expired or been revoked, or be mistyped';

/** A code of 192 random bits, as the link `/join/<code>` carries it; only its hash is stored. */
export function newInviteCode(): string {
  return randomBytes(24).toString('base64url');
}

export const hashOfCode = (code: string): string => createHash('sha256').update(code, 'utf8').digest('hex');

/** How an invite stands now. */
export function inviteState(invite: Invite, now: number): InviteView['state'] {
  if (invite.revokedAt !== null) return 'revoked';
  if (invite.uses.length >= invite.maxUses) return 'used';
  if (Date.parse(invite.expiresAt) <= now) return 'expired';
  return 'open';
}

export function inviteView(id: string, invite: Invite, now: number): InviteView {
  return {
    id,
    role: invite.role,
    state: inviteState(invite, now),
    createdAt: invite.createdAt,
    expiresAt: invite.expiresAt,
    maxUses: invite.maxUses,
    uses: invite.uses,
    revokedAt: invite.revokedAt,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Firestore takes at most 500 writes in a batch. */
const BATCH_SIZE = 500;
const BATCHES_AT_ONCE = 4;
/** How long a call waits for its change to reach the read model before answering anyway. */
const SETTLE_MS = 10_000;
/** How many times a process tries to write the sample squad, and how long it waits more before each retry. */
const SAMPLE_ATTEMPTS = 3;
const SAMPLE_RETRY_MS = 500;

export class SquadWriter {
  constructor(
    private readonly db: Firestore,
    private readonly model: SquadReadModel,
    private readonly now: () => number = Date.now,
  ) {}

  private squadRef(squadId: string): DocumentReference {
    return this.db.collection('squads').doc(squadId);
  }

  /**
   * A document and everything under it. recursiveDelete's own BulkWriter starts at 500 writes a
   * second and grows by half every five minutes (meant for traffic new to a live database): a squad
   * of 20,000 events takes at least 41 s at that rate, and on a loaded machine the owner's DELETE
   * outlasted the 65 s a connection may stay silent (bench:api). A writer Firestore finds too fast
   * is still slowed: BulkWriter retries what is refused, backing off.
   */
  private deleteTree(ref: DocumentReference): Promise<void> {
    return this.db.recursiveDelete(ref, this.db.bulkWriter({ throttling: false }));
  }

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** The name a member is shown by: the full name of their profile, else their account's name or e-mail. */
  private async displayName(actor: Actor): Promise<string> {
    const profile = await this.db.collection('users').doc(actor.uid).get();
    const fullName: unknown = profile.get('fullName');
    const name = typeof fullName === 'string' && fullName.trim() !== '' ? fullName : (actor.name ?? actor.email);
    return name.slice(0, 120);
  }

  private async member(actor: Actor, role: Role): Promise<Member> {
    return memberSchema.parse({
      role,
      displayName: await this.displayName(actor),
      email: actor.email.slice(0, 254),
      joinedAt: this.iso(),
    });
  }

  async createSquad(actor: Actor, fields: NewSquad): Promise<string> {
    const ref = this.db.collection('squads').doc();
    const squad: Squad = { ...fields, createdAt: this.iso(), createdBy: actor.uid };
    const batch = this.db.batch();
    batch.create(ref, squad);
    batch.create(ref.collection('members').doc(actor.uid), await this.member(actor, 'owner'));
    await batch.commit();
    await this.model.settled(
      () => this.model.roleOf(actor.uid, ref.id) === 'owner' && this.model.squad(ref.id) !== undefined,
      SETTLE_MS,
    );
    return ref.id;
  }

  async changeSquad(squadId: string, change: SquadChange): Promise<void> {
    if (Object.keys(change).length === 0) return;
    await this.squadRef(squadId).update(change);
    await this.model.settled(() => {
      const squad = this.model.squad(squadId)?.squad;
      return (
        squad !== null &&
        squad !== undefined &&
        Object.entries(change).every(([key, value]) => squad[key as keyof SquadChange] === value)
      );
    }, SETTLE_MS);
  }

  /**
   * The squad and its memberships first, in one batch, so nobody reaches it from then on, and every
   * API process stops listening to its matches; then every other document under it.
   */
  async deleteSquad(squadId: string): Promise<void> {
    const ref = this.squadRef(squadId);
    const members = await ref.collection('members').get();
    for (let start = 0; start < Math.max(1, members.size); start += 400) {
      const batch = this.db.batch();
      if (start === 0) batch.delete(ref);
      for (const member of members.docs.slice(start, start + 400)) batch.delete(member.ref);
      await batch.commit();
    }
    await this.model.settled(() => this.model.squad(squadId) === undefined, SETTLE_MS);
    await this.deleteTree(ref);
  }

  /**
   * A change to one member, made in a transaction that reads every member first: a squad always
   * keeps an owner, so the change is refused (with `lastOwner`) when it would take away the last
   * one, and two owners demoting or removing each other at once on two servers cannot both succeed.
   */
  private async changeMember(
    squadId: string,
    uid: string,
    change: { role: Role } | 'remove',
    lastOwner: string,
  ): Promise<void> {
    const members = this.squadRef(squadId).collection('members');
    await this.db.runTransaction(async (transaction) => {
      const all = await transaction.get(members);
      const target = all.docs.find((doc) => doc.id === uid);
      if (!target) throw new SquadRefusal('gone', 'No such member of this squad');
      const owners = all.docs.filter((doc) => doc.get('role') === 'owner');
      const stopsOwning = change === 'remove' || change.role !== 'owner';
      if (target.get('role') === 'owner' && stopsOwning && owners.length === 1) {
        throw new SquadRefusal('conflict', lastOwner);
      }
      if (change === 'remove') transaction.delete(target.ref);
      else transaction.update(target.ref, change);
    });
    const expected = change === 'remove' ? null : change.role;
    await this.model.settled(() => this.model.roleOf(uid, squadId) === expected, SETTLE_MS);
  }

  /** A member's new role; the last owner cannot become anything else. */
  changeRole(squadId: string, uid: string, role: Role): Promise<void> {
    return this.changeMember(
      squadId,
      uid,
      { role },
      'A squad keeps at least one owner: make another member an owner first',
    );
  }

  /** Takes a member out of the squad; the last owner cannot leave it. */
  removeMember(squadId: string, uid: string): Promise<void> {
    return this.changeMember(
      squadId,
      uid,
      'remove',
      'A squad keeps at least one owner: make another member an owner, or delete the squad',
    );
  }

  async createInvite(squadId: string, actor: Actor, request: NewInvite): Promise<{ invite: InviteView; code: string }> {
    const code = newInviteCode();
    const now = this.now();
    const invite: Invite = inviteSchema.parse({
      role: request.role,
      codeHash: hashOfCode(code),
      createdBy: actor.uid,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + (request.days ?? DEFAULT_INVITE_DAYS) * DAY_MS).toISOString(),
      maxUses: request.maxUses ?? 1,
      uses: [],
      revokedAt: null,
    });
    const ref = this.squadRef(squadId).collection('invites').doc();
    await ref.create(invite);
    return { invite: inviteView(ref.id, invite, now), code };
  }

  /** The squad's invites, newest first (read from Firestore: no client, and so no read model, holds them). */
  async invites(squadId: string): Promise<InviteView[]> {
    const snapshot = await this.squadRef(squadId).collection('invites').get();
    const now = this.now();
    return snapshot.docs
      .flatMap((doc) => {
        const parsed = inviteSchema.safeParse(doc.data());
        return parsed.success ? [inviteView(doc.id, parsed.data, now)] : [];
      })
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }

  async revokeInvite(squadId: string, inviteId: string): Promise<void> {
    const ref = this.squadRef(squadId).collection('invites').doc(inviteId);
    await this.db.runTransaction(async (transaction) => {
      const invite = await transaction.get(ref);
      if (!invite.exists) throw new SquadRefusal('gone', 'No such invite in this squad');
      if (invite.get('revokedAt') === null) transaction.update(ref, { revokedAt: this.iso() });
    });
  }

  /**
   * Joins the squad an invite code belongs to, in one transaction: the invite is found by the hash
   * of its code, must be open, and records the use with the new membership. Someone already a
   * member keeps the role they have and uses nothing up.
   */
  async acceptInvite(code: string, actor: Actor): Promise<{ squadId: string; role: Role }> {
    const query = this.db.collectionGroup('invites').where('codeHash', '==', hashOfCode(code)).limit(1);
    const displayName = await this.displayName(actor);
    const joined = await this.db.runTransaction(async (transaction) => {
      const found = (await transaction.get(query)).docs[0];
      const squadRef = found?.ref.parent.parent;
      const parsed = inviteSchema.safeParse(found?.data());
      if (!found || !squadRef || !parsed.success) throw new SquadRefusal('gone', INVITE_NOT_VALID);
      const memberRef = squadRef.collection('members').doc(actor.uid);
      const [squad, existing] = await Promise.all([transaction.get(squadRef), transaction.get(memberRef)]);
      if (!squad.exists) throw new SquadRefusal('gone', INVITE_NOT_VALID);
      if (existing.exists) return { squadId: squadRef.id, role: memberSchema.parse(existing.data()).role };
      if (inviteState(parsed.data, this.now()) !== 'open') throw new SquadRefusal('gone', INVITE_NOT_VALID);
      const at = this.iso();
      transaction.create(
        memberRef,
        memberSchema.parse({ role: parsed.data.role, displayName, email: actor.email.slice(0, 254), joinedAt: at }),
      );
      transaction.update(found.ref, { uses: FieldValue.arrayUnion({ uid: actor.uid, displayName, at }) });
      return { squadId: squadRef.id, role: parsed.data.role };
    });
    await this.model.settled(() => this.model.roleOf(actor.uid, joined.squadId) !== null, SETTLE_MS);
    return joined;
  }

  /**
   * Makes the squad `squadId` hold exactly `bundle`, marked as a sample (docs/behaviour.md#sample-squad):
   * nothing is written when it already does; otherwise what is there is deleted and the bundle
   * written with its own ids. Every API process does this at start; since the bundle is the same for
   * all, two doing it at once end with the same documents. The squad's document is written last,
   * once everything under it is stored, so a reader never finds the sample squad half written.
   */
  async ensureSample(squadId: string, bundle: SquadBundle, made: Author): Promise<boolean> {
    // Two processes starting together write the same documents at once, and the emulator has been
    // seen to refuse one of them: the next attempt finds the other's sample, or writes it again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.writeSample(squadId, bundle, made);
      } catch (error) {
        if (attempt === SAMPLE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * SAMPLE_RETRY_MS));
      }
    }
  }

  private async writeSample(squadId: string, bundle: SquadBundle, made: Author): Promise<boolean> {
    const state = this.model.squad(squadId);
    if (state?.squad?.sample === true && canonical(bundleOfSquad(state)) === canonical(bundle)) return false;
    const squadRef = this.squadRef(squadId);
    if (state) await this.deleteTree(squadRef);
    await writeSquadTree(this.db, squadRef, bundle, {
      ...bundle.squad,
      createdAt: made.at,
      createdBy: made.uid,
      sample: true,
    });
    await this.model.settled(() => {
      const written = this.model.squad(squadId);
      return written !== undefined && canonical(bundleOfSquad(written)) === canonical(bundle);
    }, SETTLE_MS);
    return true;
  }

  /**
   * Writes an import: each match's events first, then the matches' documents with the deletion of
   * the matches they replace, in as few batches as Firestore takes (500 writes each), so readers see
   * a match whole or not at all (events under no match document are not the squad's data), then the
   * replaced matches' events are cleared away. Events go in batches of 500, four at once: 20,000
   * took 7 s so against the emulator, where BulkWriter (20 a batch) took 12 s, and 40 s with its
   * ramp-up (meant for traffic new to a live database). This process's read model is handed the
   * events it wrote, so it serves them as soon as it hears of their matches, without reading them back.
   */
  async writeImport(squadId: string, plan: ImportPlan): Promise<void> {
    const squadRef = this.squadRef(squadId);
    const matches = squadRef.collection('matches');
    const newIds = plan.matches.map(() => newDocumentId());
    const writes: Array<(batch: WriteBatch) => void> = [];
    for (const { id, ...fields } of plan.newPlayers) {
      writes.push((batch) => batch.set(squadRef.collection('players').doc(id), fields));
    }
    const eventsOfMatch = plan.matches.map((planned, m) => {
      const events = matches.doc(newIds[m] ?? '').collection('events');
      const byId = new Map<string, MatchEvent>();
      for (const event of planned.events) {
        const ref = events.doc();
        byId.set(ref.id, matchEventSchema.parse(event));
        writes.push((batch) => batch.create(ref, event));
      }
      return byId;
    });
    await this.inBatches(writes, BATCHES_AT_ONCE);
    eventsOfMatch.forEach((events, m) => this.model.expect(squadId, newIds[m] ?? '', events));
    const replaced = plan.matches.flatMap((planned) => planned.replaces);
    const matchWrites = plan.matches.flatMap((planned, m) => [
      (batch: WriteBatch) => batch.create(matches.doc(newIds[m] ?? ''), planned.match),
      ...planned.replaces.map((old) => (batch: WriteBatch) => batch.delete(matches.doc(old))),
    ]);
    // Heard or not by now, what is expected goes: a match not heard of (a batch failed, or it was
    // deleted at once) has its events read from Firestore like anyone else's.
    const forget = () => newIds.forEach((id) => this.model.unexpect(squadId, id));
    // One after another: a match never goes before its replacement is in.
    await this.inBatches(matchWrites, 1).catch((error: unknown) => {
      forget();
      throw error;
    });
    // The replaced matches' events go once this process has stopped listening to them.
    await this.model.settled(() => {
      const state = this.model.squad(squadId);
      if (!state) return false;
      const written = plan.matches.every((planned, m) => {
        const id = newIds[m] ?? '';
        return state.matches.has(id) && (state.events.get(id)?.size ?? 0) === planned.events.length;
      });
      return written && replaced.every((old) => !state.matches.has(old));
    }, SETTLE_MS * 3);
    forget();
    await Promise.all(replaced.map((old) => this.deleteTree(matches.doc(old))));
  }

  /** Commits the writes in batches of Firestore's largest size, `atOnce` batches at a time. */
  private async inBatches(writes: ReadonlyArray<(batch: WriteBatch) => void>, atOnce: number): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < writes.length) {
        const chunk = writes.slice(next, next + BATCH_SIZE);
        next += BATCH_SIZE;
        const batch = this.db.batch();
        for (const write of chunk) write(batch);
        await batch.commit();
      }
    };
    await Promise.all(Array.from({ length: atOnce }, worker));
  }
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A bundle as JSON with its players, matches and events in id order and every object's keys in
 * order, so two bundles of the same documents read alike whatever order they came in.
 */
function canonical(bundle: SquadBundle): string {
  const ordered = {
    ...bundle,
    players: [...bundle.players].sort(byId),
    matches: [...bundle.matches].sort(byId).map((match) => ({ ...match, events: [...match.events].sort(byId) })),
  };
  return JSON.stringify(ordered, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** A squad's whole data as its export bundle (docs/squads-data.md#bundle): players, then matches with their events. */
export function bundleOfSquad(state: SquadState): SquadBundle {
  const squad = state.squad;
  if (!squad) throw new SquadRefusal('gone', 'No such squad');
  const byId = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    format: 'pairc-squad',
    version: 1,
    squad: { name: squad.name, team: squad.team },
    players: byId(state.players).map(([id, player]) => ({ id, ...player })),
    matches: byId(state.matches)
      .sort(([, a], [, b]) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      .map(([id, match]) => ({
        id,
        ...match,
        events: byId(state.events.get(id) ?? new Map<string, MatchEvent>())
          .sort(([, a], [, b]) => a.half - b.half || a.clock - b.clock)
          .map(([eventId, event]) => ({ id: eventId, ...event })),
      })),
  };
}
