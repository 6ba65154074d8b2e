const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new document id made on the device, as Firestore's own auto-ids are (20 characters of 62, about
 * 119 random bits): made before the write, so the screen knows the event at once and a retried or
 * repeated write of it is the same document, never a second one. Firestore's `doc()` makes one
 * too, but only once its SDK has loaded; this is needed at the tap.
 */
export function newDocumentId(): string {
  let id = '';
  while (id.length < 20) {
    // 248 is the largest multiple of 62 below 256: bytes from it up are dropped, so every character is equally likely.
    for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
      if (byte < 248 && id.length < 20) id += ALPHABET.charAt(byte % 62);
    }
  }
  return id;
}
