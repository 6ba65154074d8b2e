import { test } from '@playwright/test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { firestoreOf, rulesEnvironment } from './rulesEnvironment';

const rules = rulesEnvironment();

let counter = 0;

/**
 * A signed-in user of their own, so no test meets another's documents in the shared emulator.
 * Their token carries `email`, as Firebase Auth's tokens for e-mail accounts do.
 */
function newUser(label: string) {
  counter += 1;
  const uid = `${label}-${Date.now().toString(36)}-${counter}`;
  const email = `${uid}@example.ie`;
  const db = firestoreOf(rules.env.authenticatedContext(uid, { email }));
  return { uid, email, db, profile: { email, fullName: 'Aoife Ní Bhriain' }, own: doc(db, 'users', uid) };
}

/** Writes a profile as an administrator would, past the rules. */
async function seedProfile(uid: string, email: string) {
  await rules.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), 'users', uid), { email, fullName: 'Brian Ó Briain' });
  });
}

test('a user may create their own profile with their e-mail and a full name, and read it back', async () => {
  const user = newUser('aoife');
  await assertSucceeds(setDoc(user.own, user.profile));
  await assertSucceeds(getDoc(user.own));
});

test("a profile's e-mail must be the signed-in account's own", async () => {
  const user = newUser('aoife');
  await assertFails(setDoc(user.own, { ...user.profile, email: 'someone.else@example.ie' }));
});

test('a profile may not be written for an account whose token carries no e-mail', async () => {
  const uid = `anonymous-${Date.now().toString(36)}`;
  const db = firestoreOf(rules.env.authenticatedContext(uid));
  await assertFails(setDoc(doc(db, 'users', uid), { email: `${uid}@example.ie`, fullName: 'Aoife' }));
});

test("a user may not create another user's profile", async () => {
  const user = newUser('aoife');
  const other = newUser('brian');
  await assertFails(setDoc(doc(user.db, 'users', other.uid), user.profile));
  await assertFails(setDoc(doc(user.db, 'users', other.uid), other.profile));
});

test('a full name may not be blank, only spaces, or longer than 120 characters', async () => {
  const user = newUser('aoife');
  for (const fullName of ['', ' ', '   \t ', 'x'.repeat(121), ` ${'x'.repeat(120)}`]) {
    await assertFails(setDoc(user.own, { ...user.profile, fullName }));
  }
  await assertSucceeds(setDoc(user.own, { ...user.profile, fullName: 'x'.repeat(120) }));
});

test('a profile holds text only: neither field may be another type', async () => {
  const user = newUser('aoife');
  await assertFails(setDoc(user.own, { ...user.profile, fullName: 42 }));
  await assertFails(setDoc(user.own, { ...user.profile, email: null }));
});

test('a profile may hold no field besides email and fullName', async () => {
  const user = newUser('aoife');
  await assertFails(setDoc(user.own, { ...user.profile, admin: true }));
});

test('a profile must hold both email and fullName', async () => {
  const user = newUser('aoife');
  await assertFails(setDoc(user.own, { email: user.email }));
  await assertFails(setDoc(user.own, { fullName: user.profile.fullName }));
});

test("a user may read their own profile but not another's, nor list everyone's", async () => {
  const user = newUser('aoife');
  const other = newUser('brian');
  await seedProfile(user.uid, user.email);
  await seedProfile(other.uid, other.email);
  await assertSucceeds(getDoc(user.own));
  await assertFails(getDoc(doc(user.db, 'users', other.uid)));
  await assertFails(getDocs(collection(user.db, 'users')));
});

test('a signed-out visitor may neither read nor create a profile', async () => {
  const user = newUser('aoife');
  await seedProfile(user.uid, user.email);
  const anonymous = firestoreOf(rules.env.unauthenticatedContext());
  await assertFails(getDoc(doc(anonymous, 'users', user.uid)));
  const fresh = newUser('brian');
  await assertFails(setDoc(doc(anonymous, 'users', fresh.uid), fresh.profile));
});

test('a user may not delete their own profile', async () => {
  const user = newUser('aoife');
  await seedProfile(user.uid, user.email);
  await assertFails(deleteDoc(user.own));
});

test('a user may not change their profile once it is written, even to valid values', async () => {
  const user = newUser('aoife');
  await seedProfile(user.uid, user.email);
  await assertFails(updateDoc(user.own, { fullName: 'Aoife Bhreathnach' }));
  await assertFails(setDoc(user.own, { ...user.profile, fullName: 'Aoife Bhreathnach' }));
});

test('every other collection is closed, to readers and writers alike', async () => {
  const user = newUser('aoife');
  await assertFails(setDoc(doc(user.db, 'other', 'thing'), { anything: true }));
  await assertFails(getDoc(doc(user.db, 'other', 'thing')));
  await assertFails(setDoc(doc(user.db, 'users', user.uid, 'notes', 'n1'), { text: 'hi' }));
});
