import { adminFirestore, type SquadTestEnv } from '../server/src/testKit/squadStack';
import { shotEvent } from '../src/testKit/events';

/**
 * `count` shots written into a recorded match in one commit, as a second device recording it would
 * send them on getting its signal back: every listener of the match hears them in one snapshot.
 * Past the rules, as the Admin SDK writes; the shots alternate between a point and a wide, and a
 * third are the opponent's.
 */
export async function shotsFromAnotherDevice(env: SquadTestEnv, squadId: string, matchId: string, count: number) {
  const admin = adminFirestore(env, `another-device-${Date.now()}`);
  const { db } = admin;
  try {
    const batch = db.batch();
    for (let k = 0; k < count; k += 1) {
      batch.set(
        db.doc(`squads/${squadId}/matches/${matchId}/events/another${k}`),
        shotEvent({
          side: k % 3 === 0 ? 'them' : 'us',
          clock: k * 5,
          x: 100 + (k % 40),
          y: 10 + (k % 68),
          recordedBy: 'another-device',
          player: { playerId: null, name: null, number: 1 + (k % 15) },
          outcome: k % 2 === 0 ? 'point' : 'wide',
        }),
      );
    }
    await batch.commit();
  } finally {
    await admin.close();
  }
}
