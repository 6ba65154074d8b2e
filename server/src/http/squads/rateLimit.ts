/**
 * At most `limit` attempts per key in any `windowMs`: a sliding window of the attempts' times.
 * Written here rather than taken from @fastify/rate-limit because it guards one route by user (not
 * by address, which a team on one club's Wi-Fi would share) and is a dozen lines.
 */
export class RateLimit {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The milliseconds until the key may try again (0: now), recording nothing. */
  waitMs(key: string): number {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    return recent.length >= this.limit ? (recent[0] ?? now) + this.windowMs - now : 0;
  }

  /** Records an attempt; returns 0 when it is allowed, else the milliseconds until the next one would be. */
  attempt(key: string): number {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      return (recent[0] ?? now) + this.windowMs - now;
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) {
      // Keys whose attempts have all aged out are forgotten, so the map never grows without end.
      for (const [other, times] of this.attempts)
        if ((times.at(-1) ?? 0) <= now - this.windowMs) this.attempts.delete(other);
    }
    return 0;
  }
}
