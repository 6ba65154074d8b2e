/**
 * Firestore's emulator between the page and itself, answering listens as Google's Firestore does.
 *
 * The emulator answers a write to a collection by sending each listener of it a `RESET` and then
 * every document of the collection again (docs/performance.md#emulator-resends); Google's Firestore
 * sends the documents that changed. This proxy forwards everything the page and the emulator say,
 * but where the emulator resends a target whole it passes on only what differs from what the page
 * was already sent: documents new or updated since, and a `documentRemove` for each one gone. The
 * bench uses it to measure the capture screen as production's listeners would feed it; it is no
 * part of the product.
 *
 * The page talks to Firestore over WebChannel: its back channel, a long GET, brings frames of
 * `<length>\n<JSON>`, each a list of `[arrayId, [message]]`. The page tells the server the last
 * array id it saw when it reconnects, so forwarded entries keep the emulator's ids, in order.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One WebChannel array: its id and its data, whose first item is a ListenResponse (or "noop"). */
export type Entry = [number, unknown[]];

type DocumentChange = {
  document: { name: string; updateTime: string };
  targetIds?: number[];
  removedTargetIds?: number[];
};
type TargetChange = { targetChangeType?: string; targetIds?: number[] };
type Removal = { document: string; removedTargetIds?: number[] };
type Message = {
  targetChange?: TargetChange;
  documentChange?: DocumentChange;
  documentDelete?: Removal;
  documentRemove?: Removal;
};

const messageOf = ([, data]: Entry): Message => (typeof data[0] === 'object' && data[0] !== null ? data[0] : {});

const onlyTarget = (ids: readonly number[] | undefined): number | null => (ids?.length === 1 ? (ids[0] ?? null) : null);

/** A target the emulator is sending again whole: what came since its `RESET`, held back. */
type Resend = { target: number; held: Entry[]; seen: Map<string, string> };

/**
 * What one WebChannel session's page has been sent, per target (a document's name and update
 * time), and the entries to forward instead of each of the emulator's whole resends.
 */
export class ChangesOnly {
  private readonly sent = new Map<number, Map<string, string>>();
  private resend: Resend | null = null;

  /** The entries to forward for `entries`, the next the emulator sent; a resend is held until it is whole. */
  take(entries: readonly Entry[]): Entry[] {
    const out: Entry[] = [];
    for (const entry of entries) {
      if (this.resend) this.continueResend(entry, out);
      else this.pass(entry, out);
    }
    return out;
  }

  /** The emulator's own entries of a resend not yet whole, as it sent them (a back channel is ending). */
  flush(): Entry[] {
    const out: Entry[] = [];
    this.abandonResend(out);
    return out;
  }

  private pass(entry: Entry, out: Entry[]) {
    const { targetChange, documentChange, documentDelete, documentRemove } = messageOf(entry);
    if (targetChange) {
      const ids = targetChange.targetIds ?? [];
      const target = onlyTarget(ids);
      if (targetChange.targetChangeType === 'RESET' && target !== null && this.sent.has(target)) {
        this.resend = { target, held: [entry], seen: new Map() };
        return;
      }
      const type = targetChange.targetChangeType;
      if (type === 'RESET' || type === 'ADD') ids.forEach((id) => this.sent.set(id, new Map()));
      if (type === 'REMOVE') ids.forEach((id) => this.sent.delete(id));
    }
    if (documentChange) {
      const { name, updateTime } = documentChange.document;
      for (const id of documentChange.targetIds ?? []) this.targetSent(id).set(name, updateTime);
      for (const id of documentChange.removedTargetIds ?? []) this.sent.get(id)?.delete(name);
    }
    const removal = documentDelete ?? documentRemove;
    if (removal) for (const id of removal.removedTargetIds ?? []) this.sent.get(id)?.delete(removal.document);
    out.push(entry);
  }

  private continueResend(entry: Entry, out: Entry[]) {
    const resend = this.resend as Resend;
    const { targetChange, documentChange } = messageOf(entry);
    if (
      documentChange &&
      onlyTarget(documentChange.targetIds) === resend.target &&
      !documentChange.removedTargetIds?.length
    ) {
      resend.held.push(entry);
      resend.seen.set(documentChange.document.name, documentChange.document.updateTime);
      return;
    }
    if (targetChange?.targetChangeType === 'CURRENT' && onlyTarget(targetChange.targetIds) === resend.target) {
      this.finishResend(resend, out);
      out.push(entry);
      return;
    }
    if (entry[1][0] === 'noop') {
      resend.held.push(entry);
      return;
    }
    this.abandonResend(out);
    this.pass(entry, out);
  }

  /** What differs from what the page has, under the held entries' ids (the emulator's own entries if they are too few). */
  private finishResend(resend: Resend, out: Entry[]) {
    const before = this.targetSent(resend.target);
    const messages: unknown[] = [];
    for (const entry of resend.held) {
      const change = messageOf(entry).documentChange;
      if (change && before.get(change.document.name) !== change.document.updateTime) messages.push(entry[1][0]);
    }
    for (const name of before.keys()) {
      if (!resend.seen.has(name))
        messages.push({ documentRemove: { document: name, removedTargetIds: [resend.target] } });
    }
    if (messages.length > resend.held.length) {
      this.abandonResend(out);
      return;
    }
    messages.forEach((message, index) => out.push([(resend.held[index] as Entry)[0], [message]]));
    this.sent.set(resend.target, resend.seen);
    this.resend = null;
  }

  private abandonResend(out: Entry[]) {
    const resend = this.resend;
    if (!resend) return;
    out.push(...resend.held);
    this.sent.set(resend.target, resend.seen);
    this.resend = null;
  }

  private targetSent(target: number): Map<string, string> {
    const known = this.sent.get(target) ?? new Map<string, string>();
    this.sent.set(target, known);
    return known;
  }
}

/**
 * Splits a back channel's text into WebChannel frames as it streams in. A frame's length counts
 * UTF-16 code units, as the page's JavaScript reads it.
 */
export class Frames {
  private text = '';

  push(chunk: string): Entry[][] {
    this.text += chunk;
    const frames: Entry[][] = [];
    for (;;) {
      const newline = this.text.indexOf('\n');
      if (newline < 0) break;
      const length = Number(this.text.slice(0, newline));
      if (!Number.isInteger(length)) throw new Error(`Not a WebChannel frame: ${this.text.slice(0, 40)}`);
      if (this.text.length < newline + 1 + length) break;
      frames.push(JSON.parse(this.text.slice(newline + 1, newline + 1 + length)) as Entry[]);
      this.text = this.text.slice(newline + 1 + length);
    }
    return frames;
  }
}

export const frame = (entries: readonly Entry[]) => {
  const json = JSON.stringify(entries);
  return `${json.length}\n${json}`;
};

const isBackChannel = (req: http.IncomingMessage) =>
  req.method === 'GET' && /\/Listen\/channel\?/.test(req.url ?? '') && /[?&]TYPE=xmlhttp(&|$)/.test(req.url ?? '');

/** The proxy on a port of loopback chosen by the system, in front of the emulator at `firestorePort`. */
export async function startChangesOnlyWatch(firestorePort: number) {
  const sessions = new Map<string, ChangesOnly>();
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: firestorePort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `127.0.0.1:${firestorePort}` },
      },
      (answer) => {
        if (!isBackChannel(req) || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const sid = new URL(req.url ?? '', 'http://proxy').searchParams.get('SID') ?? '';
        const session = sessions.get(sid) ?? new ChangesOnly();
        sessions.set(sid, session);
        // Frames are dropped on the way, so the answer's length is no longer the emulator's.
        const headers = { ...answer.headers };
        delete headers['content-length'];
        res.writeHead(200, headers);
        const frames = new Frames();
        const decoder = new TextDecoder();
        const send = (entries: Entry[]) => {
          if (entries.length > 0) res.write(frame(entries));
        };
        answer.on('data', (chunk: Buffer) => {
          for (const entries of frames.push(decoder.decode(chunk, { stream: true }))) send(session.take(entries));
        });
        answer.on('end', () => {
          send(session.flush());
          res.end();
        });
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
