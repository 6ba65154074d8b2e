import { RateLimit } from './rateLimit';

describe('RateLimit', () => {
  it('allows `limit` attempts a window per key, then says how long to wait', () => {
    let now = 0;
    const limit = new RateLimit(3, 60_000, () => now);
    expect([limit.attempt('aoife'), limit.attempt('aoife'), limit.attempt('aoife')]).toEqual([0, 0, 0]);
    now = 10_000;
    expect(limit.attempt('aoife')).toBe(50_000);
    expect(limit.attempt('brian')).toBe(0);
    now = 60_001;
    expect(limit.attempt('aoife')).toBe(0);
  });

  it('tells how long a key must wait without counting the question as an attempt', () => {
    let now = 0;
    const limit = new RateLimit(2, 60_000, () => now);
    expect(limit.waitMs('aoife')).toBe(0);
    limit.attempt('aoife');
    expect(limit.waitMs('aoife')).toBe(0);
    limit.attempt('aoife');
    now = 1_000;
    expect([limit.waitMs('aoife'), limit.waitMs('aoife'), limit.waitMs('brian')]).toEqual([59_000, 59_000, 0]);
  });
});
