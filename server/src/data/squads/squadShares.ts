import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { CreatedShare, NewShare, ShareView } from '../../../../contract/report';
import { shareSchema, type Share } from '../../../../contract/squad';
import { hashOfCode } from './squadWrites';

/**
 * Share links to one match's report (docs/report.md#share-links), kept in Firestore under
 * `squads/{squadId}/shares/{shareId}` and written by the API alone (no client may read or write
 * them: firestore.rules). A code is 256 random bits, shown once to its maker; only its SHA-256 is
 * kept, so a copy of the database opens nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A code of 256 random bits, as the link `/r/<code>` carries it. */
export const newShareCode = (): string => randomBytes(32).toString('base64url');

/** A code as a link can carry it: base64url of 32 bytes. Anything else is not looked up at all. */
const CODE = /^[A-Za-z0-9_-]{43}$/;

export function shareState(share: Share, now: number): ShareView['state'] {
  if (share.revokedAt !== null) return 'revoked';
  if (share.expiresAt !== null && Date.parse(share.expiresAt) <= now) return 'expired';
  return 'open';
}

const viewOf = (id: string, share: Share, now: number): ShareView => ({
  id,
  matchId: share.matchId,
  state: shareState(share, now),
  createdAt: share.createdAt,
  expiresAt: share.expiresAt,
  revokedAt: share.revokedAt,
});

export class SquadShares {
  constructor(
    private readonly db: Firestore,
    private readonly now: () => number = Date.now,
  ) {}

  private shares(squadId: string) {
    return this.db.collection('squads').doc(squadId).collection('shares');
  }

  async create(squadId: string, matchId: string, uid: string, options: NewShare): Promise<CreatedShare> {
    const code = newShareCode();
    const now = this.now();
    const share: Share = shareSchema.parse({
      matchId,
      codeHash: hashOfCode(code),
      createdBy: uid,
      createdAt: new Date(now).toISOString(),
      expiresAt: options.days ? new Date(now + options.days * DAY_MS).toISOString() : null,
      revokedAt: null,
    });
    const ref = this.shares(squadId).doc();
    await ref.create(share);
    return { ...viewOf(ref.id, share, now), code };
  }

  /** The match's links, newest first; documents that break the contract are left out. */
  async list(squadId: string, matchId: string): Promise<ShareView[]> {
    const snapshot = await this.shares(squadId).where('matchId', '==', matchId).get();
    const now = this.now();
    return snapshot.docs
      .flatMap((doc) => {
        const parsed = shareSchema.safeParse(doc.data());
        return parsed.success ? [viewOf(doc.id, parsed.data, now)] : [];
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Revokes one of the match's links; false when it has no such link. Revoking twice keeps the first time. */
  async revoke(squadId: string, matchId: string, shareId: string): Promise<boolean> {
    const ref = this.shares(squadId).doc(shareId);
    return this.db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      const parsed = shareSchema.safeParse(doc.data());
      if (!doc.exists || !parsed.success || parsed.data.matchId !== matchId) return false;
      if (parsed.data.revokedAt === null) transaction.update(ref, { revokedAt: new Date(this.now()).toISOString() });
      return true;
    });
  }

  /** The squad and match an open link's code names; null for a wrong, revoked or expired code alike. */
  async find(code: string): Promise<{ squadId: string; matchId: string } | null> {
    if (!CODE.test(code)) return null;
    const snapshot = await this.db.collectionGroup('shares').where('codeHash', '==', hashOfCode(code)).limit(1).get();
    const doc = snapshot.docs[0];
    const squadRef = doc?.ref.parent.parent;
    const squadId = squadRef?.parent.id === 'squads' ? squadRef.id : undefined;
    const parsed = shareSchema.safeParse(doc?.data());
    if (!doc || squadId === undefined || !parsed.success || shareState(parsed.data, this.now()) !== 'open') return null;
    return { squadId, matchId: parsed.data.matchId };
  }
}
