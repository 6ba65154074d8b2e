import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChangesOnly, frame, Frames, startChangesOnlyWatch, type Entry } from './changesOnlyWatch';

const T = 2;
const doc = (name: string, updateTime: string, targetIds = [T]) => ({
  documentChange: { document: { name, updateTime, fields: {} }, targetIds },
});
const target = (targetChangeType: string, targetIds = [T]) => ({ targetChange: { targetChangeType, targetIds } });
const synced = { targetChange: { targetChangeType: 'NO_CHANGE', readTime: '2026-11-29T10:00:00Z' } };

/** Entries numbered from `first`, as the emulator numbers its arrays. */
const numbered = (first: number, ...messages: unknown[]): Entry[] =>
  messages.map((message, index) => [first + index, [message]]);

/** A session whose page was sent documents a and b of target T. */
function loaded() {
  const watch = new ChangesOnly();
  const load = numbered(1, target('ADD'), doc('a', '1'), doc('b', '1'), target('CURRENT'), synced);
  return { watch, load, forwarded: watch.take(load) };
}

describe("the changes-only watch, between the page and the emulator's listens", () => {
  it("forwards a target's first documents as the emulator sent them", () => {
    const { load, forwarded } = loaded();
    expect(forwarded).toEqual(load);
  });

  it('forwards only the document a resend adds, under the resend’s first ids, then its CURRENT', () => {
    const { watch } = loaded();
    const resend = numbered(6, target('RESET'), doc('a', '1'), doc('b', '1'), doc('c', '2'), target('CURRENT'), synced);
    expect(watch.take(resend)).toEqual([
      [6, [doc('c', '2')]],
      [10, [target('CURRENT')]],
      [11, [synced]],
    ]);
  });

  it('forwards a document whose update time changed, and a removal for one the resend no longer holds', () => {
    const { watch } = loaded();
    const resend = numbered(6, target('RESET'), doc('a', '3'), target('CURRENT'));
    expect(watch.take(resend)).toEqual([
      [6, [doc('a', '3')]],
      [7, [{ documentRemove: { document: 'b', removedTargetIds: [T] } }]],
      [8, [target('CURRENT')]],
    ]);
  });

  it('compares the next resend with what the page holds after the last one', () => {
    const { watch } = loaded();
    watch.take(numbered(6, target('RESET'), doc('a', '1'), target('CURRENT')));
    const again = numbered(9, target('RESET'), doc('a', '1'), doc('b', '1'), target('CURRENT'));
    expect(watch.take(again)).toEqual([
      [9, [doc('b', '1')]],
      [12, [target('CURRENT')]],
    ]);
  });

  it('holds a resend that spans frames until it is whole, dropping keep-alives inside it', () => {
    const { watch } = loaded();
    expect(watch.take(numbered(6, target('RESET'), doc('a', '1')))).toEqual([]);
    expect(watch.take(numbered(8, 'noop', doc('b', '1')))).toEqual([]);
    expect(watch.take(numbered(10, doc('c', '2'), target('CURRENT')))).toEqual([
      [6, [doc('c', '2')]],
      [11, [target('CURRENT')]],
    ]);
  });

  it('forwards the emulator’s own entries, in order, when a resend is broken by anything else', () => {
    const { watch } = loaded();
    const held = numbered(6, target('RESET'), doc('a', '1'));
    expect(watch.take(held)).toEqual([]);
    const other = numbered(8, target('REMOVE', [3]));
    expect(watch.take(other)).toEqual([...held, ...other]);
    // What the page then holds for T is what it was sent since the RESET: a alone.
    expect(watch.take(numbered(9, target('RESET'), doc('a', '1'), target('CURRENT')))).toEqual([
      [11, [target('CURRENT')]],
    ]);
  });

  it('gives back a resend not yet whole when the back channel ends', () => {
    const { watch } = loaded();
    const held = numbered(6, target('RESET'), doc('a', '1'));
    watch.take(held);
    expect(watch.flush()).toEqual(held);
    expect(watch.flush()).toEqual([]);
  });

  it('forwards the whole resend where its removals outnumber the ids it can use', () => {
    const watch = new ChangesOnly();
    watch.take(numbered(1, target('ADD'), doc('a', '1'), doc('b', '1'), doc('c', '1'), target('CURRENT')));
    const resend = numbered(6, target('RESET'), target('CURRENT'));
    expect(watch.take(resend)).toEqual(resend);
  });

  it('passes on a RESET of a target it has not seen, and a listen of several targets', () => {
    const watch = new ChangesOnly();
    const entries = numbered(1, target('RESET', [7]), doc('a', '1', [7, 8]), target('CURRENT', [7, 8]));
    expect(watch.take(entries)).toEqual(entries);
  });
});

describe('WebChannel frames', () => {
  it('are split as they stream in, by lengths in UTF-16 code units', () => {
    const first = frame(numbered(1, doc('Seán Ó Sé', '1')));
    const second = frame(numbered(2, 'noop'));
    const frames = new Frames();
    const text = first + second;
    expect(frames.push(text.slice(0, 5))).toEqual([]);
    expect(frames.push(text.slice(5, first.length + 3))).toEqual([numbered(1, doc('Seán Ó Sé', '1'))]);
    expect(frames.push(text.slice(first.length + 3))).toEqual([numbered(2, 'noop')]);
  });

  it('refuse what is not a frame', () => {
    expect(() => new Frames().push('<html>\n')).toThrow('Not a WebChannel frame');
  });
});

describe('the changes-only watch over HTTP', () => {
  let emulator: http.Server;
  let watch: Awaited<ReturnType<typeof startChangesOnlyWatch>>;
  const backChannel = [
    frame(numbered(1, target('ADD'), doc('a', '1'), target('CURRENT'))),
    frame(numbered(4, target('RESET'), doc('a', '1'), doc('b', '2'))),
    frame(numbered(7, target('CURRENT'))),
  ];

  beforeAll(async () => {
    emulator = http.createServer((req, res) => {
      if (req.method === 'POST') {
        req.pipe(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain', 'x-from': 'emulator' });
      // A frame at a time, as a back channel streams.
      const more = (next: number) => {
        if (next === backChannel.length) {
          res.end();
          return;
        }
        res.write(backChannel[next]);
        setTimeout(() => more(next + 1), 5);
      };
      more(0);
    });
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    watch = await startChangesOnlyWatch((emulator.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await watch.stop();
    await new Promise((resolve) => emulator.close(resolve));
  });

  const at = (path: string) => `http://127.0.0.1:${watch.port}/google.firestore.v1.Firestore/Listen/channel?${path}`;

  it('sends the page only what changed on its back channel', async () => {
    const answer = await fetch(at('VER=8&SID=s1&RID=rpc&AID=0&CI=0&TYPE=xmlhttp'));
    expect(answer.headers.get('x-from')).toBe('emulator');
    const frames = new Frames().push(await answer.text());
    expect(frames).toEqual([
      numbered(1, target('ADD'), doc('a', '1'), target('CURRENT')),
      [
        [4, [doc('b', '2')]],
        [7, [target('CURRENT')]],
      ],
    ]);
  });

  it('passes every other request through as it is', async () => {
    const answer = await fetch(at('VER=8&RID=1&CVER=22'), { method: 'POST', body: 'count=1&ofs=0' });
    expect(await answer.text()).toBe('count=1&ofs=0');
  });
});
