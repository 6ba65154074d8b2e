import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { E2E_FIRESTORE } from './stackPorts';

let env: RulesTestEnvironment;

test.beforeAll(async () => {
  // Denied writes are the point of these tests; the SDK would log each one as an error.
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-pairc',
    firestore: {
      ...E2E_FIRESTORE,
      rules: fs.readFileSync(path.resolve(__dirname, '..', 'firestore.rules'), 'utf8'),
    },
  });
});

test.afterAll(async () => {
  await env.cleanup();
});

/** The test contexts hand out the compat Firestore, which the modular functions accept (as the library's docs show). */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

const profile = { email: 'aoife@example.ie', fullName: 'Aoife Ní Bhriain' };

test('a user may write and read their own profile', async () => {
  const db = firestoreOf(env.authenticatedContext('aoife'));
  await assertSucceeds(setDoc(doc(db, 'users', 'aoife'), profile));
  await assertSucceeds(getDoc(doc(db, 'users', 'aoife')));
});

test("a user may neither read nor write another user's profile", async () => {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), 'users', 'brian'), { email: 'b@example.ie', fullName: 'Brian' });
  });
  const db = firestoreOf(env.authenticatedContext('aoife'));
  await assertFails(getDoc(doc(db, 'users', 'brian')));
  await assertFails(setDoc(doc(db, 'users', 'brian'), profile));
});

test('a signed-out visitor may not touch profiles, and profiles hold only sane strings', async () => {
  const anonymous = firestoreOf(env.unauthenticatedContext());
  await assertFails(getDoc(doc(anonymous, 'users', 'aoife')));
  const db = firestoreOf(env.authenticatedContext('aoife'));
  await assertFails(setDoc(doc(db, 'users', 'aoife'), { ...profile, admin: true }));
  await assertFails(setDoc(doc(db, 'users', 'aoife'), { email: profile.email, fullName: 42 }));
  await assertFails(setDoc(doc(db, 'users', 'aoife'), { email: profile.email, fullName: 'x'.repeat(121) }));
  await assertFails(setDoc(doc(db, 'other', 'thing'), { anything: true }));
});
