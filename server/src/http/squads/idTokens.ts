import { HttpError } from '../httpError';

/** Who sent a request, as their verified Firebase ID token says. */
export type Caller = { uid: string; email: string; name: string | null };

/** What the Admin SDK's verifyIdToken gives back, as far as we read it. */
export type DecodedToken = { uid: string; exp: number; email?: string; name?: unknown };

/** The token checks this takes a token to pass: the Admin SDK's verifyIdToken, or a test's stand-in. */
export type VerifyToken = (token: string) => Promise<DecodedToken>;

/** At most this many tokens are remembered; a token is about 1 KB, so this is a few MB at most. */
const MAX_REMEMBERED = 5000;

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/** 401 with the challenge RFC 6750 asks for, so a client knows a token is what is wanted. */
export class Unauthenticated extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}

/** The token in an `Authorization: Bearer` header, or a 401 saying what is wrong with the header. */
export function bearerToken(header: string | undefined): string {
  if (header === undefined || header === '') {
    throw new Unauthenticated('Sign in first: a squad request needs an ID token (Authorization: Bearer <token>)');
  }
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) throw new Unauthenticated('The Authorization header must be Bearer and an ID token');
  return token;
}

/** Why the Admin SDK refused a token, by its error code, in words the caller can act on. */
const REFUSALS: Readonly<Record<string, string>> = {
  'auth/id-token-expired': 'The ID token has expired: sign in again',
  'auth/id-token-revoked': 'The ID token was revoked (signed out everywhere, or the password changed): sign in again',
  'auth/user-disabled': 'This account is disabled',
  'auth/user-not-found': 'No account has this ID token any longer: sign in again',
};

/**
 * The Admin SDK's codes for "could not ask": the account lookup it makes for each token against the
 * Auth emulator (and against Google when revocation is checked) did not get an answer. The token may
 * be good, so the caller is told to try again rather than to sign in again.
 */
const UNCHECKED = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

function refusal(error: unknown): HttpError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && UNCHECKED.has(code)) {
    return new HttpError(503, 'Your sign-in could not be checked just now: try again in a moment', { cause: error });
  }
  return new Unauthenticated(
    (typeof code === 'string' ? REFUSALS[code] : undefined) ??
      'The ID token is not valid for this project: sign in again',
  );
}

/**
 * Firebase ID tokens checked once each. The Admin SDK checks a token's signature against Google's
 * keys (fetched once and cached by the SDK) or, against the Auth emulator, asks the emulator whether
 * the account still exists: a round trip each time. Both cost more than a squad's figures, so a
 * token that passed is remembered until it expires (an hour at most) and later requests carrying it
 * are answered without asking again. Memberships are not remembered here: they are read at every
 * request from the read model, so a removed member loses access at once whatever their token.
 */
export class IdTokens {
  private readonly passed = new Map<string, { caller: Caller; expiresAtMs: number }>();

  constructor(
    private readonly verify: VerifyToken,
    private readonly now: () => number = Date.now,
  ) {}

  /** The caller of a token already checked and not yet expired, or null. Costs no I/O. */
  remembered(token: string): Caller | null {
    const entry = this.passed.get(token);
    if (entry === undefined) return null;
    if (entry.expiresAtMs <= this.now()) {
      this.passed.delete(token);
      return null;
    }
    return entry.caller;
  }

  /**
   * Checks a token (with the Admin SDK unless remembered): a 401 saying why when it does not pass,
   * a 503 when it could not be checked.
   */
  async check(token: string): Promise<Caller> {
    const known = this.remembered(token);
    if (known) return known;
    let decoded: DecodedToken;
    try {
      decoded = await this.verify(token);
    } catch (error) {
      throw refusal(error);
    }
    const caller: Caller = {
      uid: decoded.uid,
      email: decoded.email ?? '',
      name: typeof decoded.name === 'string' && decoded.name !== '' ? decoded.name : null,
    };
    if (this.passed.size >= MAX_REMEMBERED) {
      // Maps keep insertion order: the first key is the token remembered longest ago.
      const oldest = this.passed.keys().next().value;
      if (oldest !== undefined) this.passed.delete(oldest);
    }
    this.passed.set(token, { caller, expiresAtMs: decoded.exp * 1000 });
    return caller;
  }
}
