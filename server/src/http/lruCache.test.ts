import { LruCache } from './lruCache';

describe('LruCache', () => {
  const cache = () => new LruCache<string>(10, (value) => value.length);

  it('keeps what fits and gives it back', () => {
    const lru = cache();
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect([lru.get('a'), lru.get('b'), lru.heldBytes]).toEqual(['aaaa', 'bbbb', 8]);
  });

  it('drops the least recently used entries first when the bytes run out', () => {
    const lru = cache();
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    lru.get('a');
    lru.set('c', 'cccc');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(lru.heldBytes).toBe(8);
  });

  it('never grows past its bound, however many keys come', () => {
    const lru = cache();
    for (let i = 0; i < 1000; i += 1) lru.set(`key ${i}`, 'xyz');
    expect(lru.heldBytes).toBeLessThanOrEqual(10);
    expect(lru.size).toBe(3);
  });

  it('keeps a single entry larger than the bound until the next one comes', () => {
    const lru = cache();
    lru.set('big', 'x'.repeat(20));
    expect(lru.get('big')).toHaveLength(20);
    lru.set('small', 'y');
    expect([lru.get('big'), lru.get('small')]).toEqual([undefined, 'y']);
  });

  it('replaces a key without counting it twice', () => {
    const lru = cache();
    lru.set('a', 'aaaa');
    lru.set('a', 'aa');
    expect(lru.heldBytes).toBe(2);
  });
});
