import { test } from '@playwright/test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { matchDocument } from '../contract/testKit/squadDocuments';
import { firestoreOf, rulesEnvironment } from './rulesEnvironment';

/**
 * The squads' Firestore rules (firestore.rules, docs/behaviour.md#firestore-rules), every role x
 * every path x every operation: members read their squad, owners and analysts write its players,
 * matches and events, and nobody (the owner included) writes the squad, its members or its
 * invites from a client, so nobody can give themselves a role; nor reads or writes a report's share
 * links, which the API alone keeps (docs/report.md#share-links).
 */

const rules = rulesEnvironment();

type Role = 'owner' | 'analyst' | 'viewer' | 'non-member' | 'signed out';
const ROLES: readonly Role[] = ['owner', 'analyst', 'viewer', 'non-member', 'signed out'];
type Path = 'squad' | 'members' | 'invites' | 'shares' | 'players' | 'matches' | 'events';
type Operation = 'read' | 'list' | 'create' | 'update' | 'delete';
const OPERATIONS: readonly Operation[] = ['read', 'list', 'create', 'update', 'delete'];

const NOW = '2025-06-01T12:00:00.000Z';
const nobody = { playerId: null, name: null, number: null };

const player = (name = 'Seán Ó Sé') => ({ name, number: 7, position: 'forward', preferredFoot: 'left' });
const match = (by: string) => matchDocument({ venue: 'Clifden', status: 'final', createdAt: NOW, createdBy: by });
/** A report's share link, as the API writes it (contract/squad.ts shareSchema). */
const share = (by: string) => ({
  matchId: 'm1',
  codeHash: 'c'.repeat(64),
  createdBy: by,
  createdAt: NOW,
  expiresAt: null,
  revokedAt: null,
});
const shot = (by: string) => ({
  kind: 'shot',
  side: 'us',
  half: 1,
  clock: 600,
  videoTime: null,
  x: 120,
  y: 40,
  recordedBy: by,
  recordedAt: NOW,
  player: { playerId: 'p1', name: 'Seán Ó Sé', number: 7 },
  outcome: 'point',
  shotKind: 'play',
  goalAttempt: false,
  pressure: 'some',
  foot: 'left',
  touched: null,
  points: null,
});

let counter = 0;

/**
 * A squad of its own for one test: an owner, an analyst and a viewer, a player, a match with one
 * shot, and an invite, written as the API would (past the rules).
 */
async function seedSquad(sample = false) {
  counter += 1;
  const id = `squad-${Date.now().toString(36)}-${counter}`;
  const uids: Record<Role, string | null> = {
    owner: `${id}-owner`,
    analyst: `${id}-analyst`,
    viewer: `${id}-viewer`,
    'non-member': `${id}-stranger`,
    'signed out': null,
  };
  await rules.env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await setDoc(doc(db, 'squads', id), {
      name: 'Clifden Seniors',
      team: 'Clifden',
      createdAt: NOW,
      createdBy: uids.owner,
      ...(sample ? { sample: true } : {}),
    });
    for (const role of ['owner', 'analyst', 'viewer'] as const) {
      if (sample) continue;
      await setDoc(doc(db, 'squads', id, 'members', uids[role] ?? ''), {
        role,
        displayName: role,
        email: `${role}@example.ie`,
        joinedAt: NOW,
      });
    }
    await setDoc(doc(db, 'squads', id, 'players', 'p1'), player());
    await setDoc(doc(db, 'squads', id, 'matches', 'm1'), match(uids.owner ?? ''));
    await setDoc(doc(db, 'squads', id, 'matches', 'm1', 'events', 'e1'), shot(uids.owner ?? ''));
    await setDoc(doc(db, 'squads', id, 'invites', 'i1'), {
      role: 'viewer',
      codeHash: 'a'.repeat(64),
      createdBy: uids.owner,
      createdAt: NOW,
      expiresAt: NOW,
      maxUses: 1,
      uses: [],
      revokedAt: null,
    });
    await setDoc(doc(db, 'squads', id, 'shares', 's1'), share(uids.owner ?? ''));
  });
  return { id, uids };
}

type Seeded = Awaited<ReturnType<typeof seedSquad>>;

function dbOf(role: Role, seeded: Seeded): Firestore {
  const uid = seeded.uids[role];
  return firestoreOf(
    uid === null
      ? rules.env.unauthenticatedContext()
      : rules.env.authenticatedContext(uid, { email: `${uid}@example.ie` }),
  );
}

/** What each operation does on each path, as the user `uid` (a document of their own where it matters). */
function attempt(db: Firestore, seeded: Seeded, where: Path, operation: Operation, uid: string): Promise<unknown> {
  const squad = seeded.id;
  const paths: Record<
    Path,
    { collection: string; existing: string; fresh: string; data: DocumentData; change: DocumentData }
  > = {
    squad: {
      collection: 'squads',
      existing: `squads/${squad}`,
      fresh: `squads/${squad}-new`,
      data: { name: 'Mine now', team: 'Clifden', createdAt: NOW, createdBy: uid },
      change: { name: 'Renamed' },
    },
    members: {
      collection: `squads/${squad}/members`,
      // A user's own membership: what no one may write for themselves.
      existing: `squads/${squad}/members/${seeded.uids.viewer ?? ''}`,
      fresh: `squads/${squad}/members/${uid}`,
      data: { role: 'owner', displayName: 'Me', email: `${uid}@example.ie`, joinedAt: NOW },
      change: { role: 'owner' },
    },
    invites: {
      collection: `squads/${squad}/invites`,
      existing: `squads/${squad}/invites/i1`,
      fresh: `squads/${squad}/invites/i2`,
      data: {
        role: 'analyst',
        codeHash: 'b'.repeat(64),
        createdBy: uid,
        createdAt: NOW,
        expiresAt: NOW,
        maxUses: 1,
        uses: [],
        revokedAt: null,
      },
      change: { revokedAt: NOW },
    },
    shares: {
      collection: `squads/${squad}/shares`,
      existing: `squads/${squad}/shares/s1`,
      fresh: `squads/${squad}/shares/s2`,
      data: share(uid),
      change: { revokedAt: null, expiresAt: null },
    },
    players: {
      collection: `squads/${squad}/players`,
      existing: `squads/${squad}/players/p1`,
      fresh: `squads/${squad}/players/p2`,
      data: player('Niamh Ní Fhlatharta'),
      change: { number: 11 },
    },
    matches: {
      collection: `squads/${squad}/matches`,
      existing: `squads/${squad}/matches/m1`,
      fresh: `squads/${squad}/matches/m2`,
      data: match(uid),
      change: { venue: 'Pearse Stadium' },
    },
    events: {
      collection: `squads/${squad}/matches/m1/events`,
      existing: `squads/${squad}/matches/m1/events/e1`,
      fresh: `squads/${squad}/matches/m1/events/e2`,
      data: shot(uid),
      change: { outcome: 'wide' },
    },
  };
  const target = paths[where];
  switch (operation) {
    case 'read':
      return getDoc(doc(db, target.existing));
    case 'list':
      return getDocs(collection(db, target.collection));
    case 'create':
      return setDoc(doc(db, target.fresh), target.data);
    case 'update':
      return updateDoc(doc(db, target.existing), target.change);
    case 'delete':
      return deleteDoc(doc(db, target.existing));
  }
}

const MEMBERS: readonly Role[] = ['owner', 'analyst', 'viewer'];
const WRITERS: readonly Role[] = ['owner', 'analyst'];

/** The rules as the issue states them: who may do what, path by path. */
function allowed(role: Role, where: Path, operation: Operation): boolean {
  const reads = operation === 'read' || operation === 'list';
  switch (where) {
    case 'squad':
      // Members read their squad's document; the list of all squads is nobody's to read.
      return operation === 'read' && MEMBERS.includes(role);
    case 'members':
      return reads && MEMBERS.includes(role);
    case 'invites':
    case 'shares':
      return false;
    default:
      return reads ? MEMBERS.includes(role) : WRITERS.includes(role);
  }
}

const PATHS: readonly Path[] = ['squad', 'members', 'invites', 'shares', 'players', 'matches', 'events'];

for (const role of ROLES) {
  for (const where of PATHS) {
    const summary = OPERATIONS.map(
      (operation) => `${operation} ${allowed(role, where, operation) ? 'yes' : 'no'}`,
    ).join(', ');
    test(`${role} on ${where}: ${summary}`, async () => {
      for (const operation of OPERATIONS) {
        // A squad of its own per operation: a delete must not take away what the next one reads.
        const seeded = await seedSquad();
        const uid = seeded.uids[role] ?? 'nobody';
        const result = attempt(dbOf(role, seeded), seeded, where, operation, uid);
        if (allowed(role, where, operation)) await assertSucceeds(result);
        else await assertFails(result);
      }
    });
  }
}

test('no member may raise their own role or make themselves a member of another squad', async () => {
  const seeded = await seedSquad();
  const other = await seedSquad();
  for (const role of ['viewer', 'analyst'] as const) {
    const uid = seeded.uids[role] ?? '';
    const db = dbOf(role, seeded);
    await assertFails(updateDoc(doc(db, 'squads', seeded.id, 'members', uid), { role: 'owner' }));
    await assertFails(
      setDoc(doc(db, 'squads', seeded.id, 'members', uid), {
        role: 'owner',
        displayName: 'x',
        email: 'x@example.ie',
        joinedAt: NOW,
      }),
    );
    await assertFails(
      setDoc(doc(db, 'squads', other.id, 'members', uid), {
        role: 'viewer',
        displayName: 'x',
        email: 'x@example.ie',
        joinedAt: NOW,
      }),
    );
  }
  const owner = dbOf('owner', seeded);
  await assertFails(
    setDoc(doc(owner, 'squads', seeded.id, 'members', 'a-friend'), {
      role: 'owner',
      displayName: 'x',
      email: 'x@example.ie',
      joinedAt: NOW,
    }),
  );
});

test('a member of one squad reads nothing of another, and writes nothing to it', async () => {
  const mine = await seedSquad();
  const theirs = await seedSquad();
  const db = dbOf('owner', mine);
  await assertFails(getDoc(doc(db, 'squads', theirs.id)));
  await assertFails(getDocs(collection(db, 'squads', theirs.id, 'players')));
  await assertFails(getDocs(collection(db, 'squads', theirs.id, 'matches', 'm1', 'events')));
  await assertFails(setDoc(doc(db, 'squads', theirs.id, 'players', 'p9'), player()));
});

test('what analysts write must be a valid document of its kind', async () => {
  const seeded = await seedSquad();
  const uid = seeded.uids.analyst ?? '';
  const db = dbOf('analyst', seeded);
  const players = (id: string) => doc(db, 'squads', seeded.id, 'players', id);
  await assertSucceeds(setDoc(players('ok'), player()));
  await assertFails(setDoc(players('extra'), { ...player(), admin: true }));
  await assertFails(setDoc(players('blank'), { ...player(), name: '  ' }));
  await assertFails(setDoc(players('number'), { ...player(), number: 100 }));
  const events = (id: string) => doc(db, 'squads', seeded.id, 'matches', 'm1', 'events', id);
  await assertSucceeds(setDoc(events('ok'), shot(uid)));
  await assertFails(setDoc(events('someone-else'), shot('someone-else')));
  await assertFails(setDoc(events('off-pitch'), { ...shot(uid), x: 146 }));
  await assertFails(setDoc(events('unknown-kind'), { ...shot(uid), kind: 'pass' }));
  await assertSucceeds(
    setDoc(events('kickout'), {
      ...Object.fromEntries(
        Object.entries(shot(uid)).filter(([key]) =>
          ['side', 'half', 'clock', 'videoTime', 'x', 'y', 'recordedBy', 'recordedAt'].includes(key),
        ),
      ),
      kind: 'kickout',
      kicker: nobody,
      won: true,
      contest: 'clean',
      length: 'long',
      winner: nobody,
    }),
  );
  // A match imported from another tool's file keeps its importKey through an edit; it is text or nothing.
  const matches = (id: string) => doc(db, 'squads', seeded.id, 'matches', id);
  await assertSucceeds(setDoc(matches('imported'), { ...match(uid), importKey: 'scorelect-csv:0123abcd:1' }));
  await assertSucceeds(updateDoc(matches('imported'), { venue: 'Pearse Stadium' }));
  await assertFails(setDoc(matches('key-number'), { ...match(uid), importKey: 7 }));
  await assertFails(setDoc(matches('key-blank'), { ...match(uid), importKey: ' ' }));
  // An event keeps who recorded it, and a match who made it, whoever edits them later.
  await assertFails(updateDoc(doc(db, 'squads', seeded.id, 'matches', 'm1', 'events', 'e1'), { recordedBy: uid }));
  await assertFails(updateDoc(doc(db, 'squads', seeded.id, 'matches', 'm1'), { createdBy: uid }));
});

test("a recorded match's clock must be a valid clock, and a viewer may not move it", async () => {
  const seeded = await seedSquad();
  const uid = seeded.uids.analyst ?? '';
  const analyst = dbOf('analyst', seeded);
  const recorded = doc(analyst, 'squads', seeded.id, 'matches', 'recorded');
  const clock = { half: 1, elapsed: 0, runningSince: NOW, halfOver: false };
  await assertSucceeds(setDoc(recorded, { ...match(uid), status: 'live', clock }));
  await assertSucceeds(updateDoc(recorded, { clock: { ...clock, elapsed: 754, runningSince: null } }));
  await assertFails(updateDoc(recorded, { clock: { ...clock, half: 5 } }));
  await assertFails(updateDoc(recorded, { clock: { ...clock, elapsed: 3601 } }));
  await assertFails(updateDoc(recorded, { clock: { ...clock, paused: true } }));
  await assertFails(updateDoc(recorded, { clock: { half: 2, elapsed: 0, runningSince: null } }));
  const viewer = dbOf('viewer', seeded);
  await assertFails(updateDoc(doc(viewer, 'squads', seeded.id, 'matches', 'recorded'), { clock }));
});

test("a panel's change, written as the entries it took out and put in, is an analyst's to make and holds sixty names at most", async () => {
  const seeded = await seedSquad();
  const uid = seeded.uids.analyst ?? '';
  const starter = { playerId: null, number: 14, name: 'Seán Ó Sé', starting: true };
  const analystMatch = doc(dbOf('analyst', seeded), 'squads', seeded.id, 'matches', 'recorded');
  await assertSucceeds(setDoc(analystMatch, { ...match(uid), status: 'live', panel: [starter] }));
  const substitution = (db: Firestore) => {
    const batch = writeBatch(db);
    const recorded = doc(db, 'squads', seeded.id, 'matches', 'recorded');
    batch.update(recorded, { panel: arrayRemove(starter) });
    batch.update(recorded, { panel: arrayUnion({ ...starter, wentOff: { half: 2, clock: 750 } }) });
    return batch.commit();
  };
  for (const role of ['viewer', 'non-member', 'signed out'] as const)
    await assertFails(substitution(dbOf(role, seeded)));
  await assertSucceeds(substitution(dbOf('analyst', seeded)));
  const bench = Array.from({ length: 60 }, (_, k) => ({ playerId: null, number: k + 20, name: null, starting: false }));
  await assertFails(updateDoc(analystMatch, { panel: arrayUnion(...bench) }));
});

test('the sample squad is read by every signed-in user and written by none', async () => {
  const sample = await seedSquad(true);
  const stranger = dbOf('non-member', sample);
  await assertSucceeds(getDoc(doc(stranger, 'squads', sample.id)));
  await assertSucceeds(getDocs(collection(stranger, 'squads', sample.id, 'players')));
  await assertSucceeds(getDocs(collection(stranger, 'squads', sample.id, 'matches', 'm1', 'events')));
  await assertFails(setDoc(doc(stranger, 'squads', sample.id, 'players', 'p2'), player()));
  await assertFails(getDocs(collection(stranger, 'squads', sample.id, 'members')));
  const signedOut = dbOf('signed out', sample);
  await assertFails(getDoc(doc(signedOut, 'squads', sample.id)));
  await assertFails(getDocs(collection(signedOut, 'squads', sample.id, 'players')));
});
