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
});
