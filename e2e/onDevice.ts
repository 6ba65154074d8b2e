import { expect, type JSHandle, type Page } from '@playwright/test';
import { E2E_FIRESTORE } from './stackPorts';

/** What the offline tests read beside the page: Firestore on the server, and Firestore's cache in the browser. */

// The REST API gives a whole number as a string and any other number as a number.
export type FirestoreValue = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  arrayValue?: { values?: FirestoreValue[] };
  mapValue?: { fields?: Record<string, FirestoreValue> };
};

type FirestoreDocument = { name: string; fields: Record<string, FirestoreValue> };

/**
 * The documents of a collection as the Firestore emulator holds them, read past the rules as the
 * Admin SDK would (the emulator's `owner` token): what has reached the server.
 */
export async function documentsInFirestore(collectionPath: string): Promise<FirestoreDocument[]> {
  const url = `http://${E2E_FIRESTORE.host}:${E2E_FIRESTORE.port}/v1/projects/demo-pairc/databases/(default)/documents/${collectionPath}`;
  const documents: FirestoreDocument[] = [];
  // The emulator answers a page of documents at a time, whatever page size is asked for.
  let pageToken = '';
  do {
    const response = await fetch(`${url}?pageSize=1000&pageToken=${encodeURIComponent(pageToken)}`, {
      headers: { authorization: 'Bearer owner' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { documents?: FirestoreDocument[]; nextPageToken?: string };
    documents.push(...(body.documents ?? []));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

/**
 * Firestore's database in this browser's IndexedDB, opened by the test beside the page's own
 * connection; null while Firestore has none.
 */
function firestoreOnDevice(page: Page): Promise<JSHandle<IDBDatabase | null>> {
  return page.evaluateHandle(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('firestore/'));
    if (!name) return null;
    return new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
  });
}

/**
 * Whether Firestore has put the squad and the user's membership in this browser's cache (IndexedDB),
 * which a squad's pages need to open with no network: the page's listeners bring them a moment
 * after it shows (seconds on a busy machine), with nothing on screen to say so.
 */
export async function squadOnDevice(page: Page, squadId: string): Promise<boolean> {
  return (await firestoreOnDevice(page)).evaluate(async (db, id) => {
    if (!db) return false;
    const documents = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction('remoteDocumentsV14').objectStore('remoteDocumentsV14').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    const paths = documents.map((document) => (document as { document?: { name: string } }).document?.name ?? '');
    return (
      paths.some((path) => path.endsWith(`/squads/${id}`)) &&
      paths.some((path) => path.includes(`/squads/${id}/members/`))
    );
  }, squadId);
}

/** Once the service worker controls the page: its shell is then served with no network. */
export async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Holds Firestore's store of writes in this browser's IndexedDB (a transaction of the test's own
 * over it, kept open with a request after each answer), so a write the page makes waits to be
 * stored on the device, as on a phone slow to store it, for as long as the test wants. Answers the
 * function that lets it go.
 */
export async function holdWritesOnDevice(page: Page): Promise<() => Promise<void>> {
  await (
    await firestoreOnDevice(page)
  ).evaluate((db) => {
    if (!db) throw new Error('Firestore keeps nothing in this browser');
    const mutations = db.transaction('mutations', 'readwrite').objectStore('mutations');
    const held = window as unknown as { writesHeld: boolean };
    held.writesHeld = true;
    const keepOpen = () => {
      if (held.writesHeld) mutations.count().onsuccess = keepOpen;
      else db.close();
    };
    keepOpen();
  });
  return async () => {
    await page.evaluate(() => ((window as unknown as { writesHeld: boolean }).writesHeld = false));
  };
}
