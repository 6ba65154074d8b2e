import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { E2E_FIRESTORE } from './stackPorts';

/**
 * The rules-unit-testing environment against the test stack's Firestore emulator, with the
 * repository's `firestore.rules`, for one spec file: call at its top; read `.env` in its tests.
 */
export function rulesEnvironment(): { env: RulesTestEnvironment } {
  const holder = {} as { env: RulesTestEnvironment };
  test.beforeAll(async () => {
    // Denied writes are the point of these tests; the SDK would log each one as an error.
    setLogLevel('silent');
    holder.env = await initializeTestEnvironment({
      // A project of its own on the stack's emulator: the documents these tests seed (a squad marked
      // as a sample, say) and clear never reach the app's project, which the other specs sign up into.
      projectId: 'demo-pairc-rules',
      firestore: {
        ...E2E_FIRESTORE,
        rules: fs.readFileSync(path.resolve(__dirname, '..', 'firestore.rules'), 'utf8'),
      },
    });
  });
  test.afterAll(async () => {
    await holder.env.cleanup();
  });
  return holder;
}

/** The test contexts hand out the compat Firestore, which the modular functions accept (as the library's docs show). */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}
