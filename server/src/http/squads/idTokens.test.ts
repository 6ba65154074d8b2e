import { bearerToken, IdTokens, Unauthenticated, type DecodedToken } from './idTokens';

describe('bearerToken', () => {
  it('reads the token of an Authorization: Bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
  });

  it('answers 401 for no header, another scheme, or a token with characters no JWT has', () => {
    for (const header of [undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'Bearer <script>']) {
      expect(() => bearerToken(header)).toThrow(Unauthenticated);
    }
  });
});

describe('IdTokens', () => {
  const decoded = (uid: string, expInSeconds: number, now: number): DecodedToken => ({
    uid,
    exp: Math.floor(now / 1000) + expInSeconds,
    email: `${uid}@example.ie`,
    name: 'Aoife',
  });

  it('checks a token once, then answers from memory until it expires', async () => {
    let now = 1_800_000_000_000;
    const verify = jest.fn((token: string) => Promise.resolve(decoded(token, 3600, now)));
    const tokens = new IdTokens(verify, () => now);
    expect(tokens.remembered('alice')).toBeNull();
    await expect(tokens.check('alice')).resolves.toEqual({ uid: 'alice', email: 'alice@example.ie', name: 'Aoife' });
    expect(tokens.remembered('alice')).toEqual({ uid: 'alice', email: 'alice@example.ie', name: 'Aoife' });
    await tokens.check('alice');
    expect(verify).toHaveBeenCalledTimes(1);
    now += 3600 * 1000;
    expect(tokens.remembered('alice')).toBeNull();
    await tokens.check('alice');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('remembers nothing of a token that failed, and says whether it expired or is not valid', async () => {
    const verify = jest.fn((token: string) =>
      Promise.reject(
        Object.assign(new Error('no'), { code: token === 'old' ? 'auth/id-token-expired' : 'auth/argument-error' }),
      ),
    );
    const tokens = new IdTokens(verify);
    await expect(tokens.check('old')).rejects.toThrow('The ID token has expired: sign in again');
    await expect(tokens.check('forged')).rejects.toThrow('The ID token is not valid for this project: sign in again');
    await expect(tokens.check('forged')).rejects.toMatchObject({ status: 401 });
    expect(tokens.remembered('forged')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(3);
  });

  const refusedWith = (code: string) => {
    const failure = Object.assign(new Error(`the Admin SDK's ${code}`), { code });
    return new IdTokens(() => Promise.reject(failure)).check('token');
  };

  it('says why an account refused a token: revoked, disabled or gone, each a 401', async () => {
    await expect(refusedWith('auth/id-token-revoked')).rejects.toMatchObject({
      status: 401,
      message: 'The ID token was revoked (signed out everywhere, or the password changed): sign in again',
    });
    await expect(refusedWith('auth/user-disabled')).rejects.toMatchObject({
      status: 401,
      message: 'This account is disabled',
    });
    await expect(refusedWith('auth/user-not-found')).rejects.toMatchObject({
      status: 401,
      message: 'No account has this ID token any longer: sign in again',
    });
  });

  it('answers 503, keeping the cause for the log, when the account could not be looked up', async () => {
    for (const code of ['app/network-error', 'app/network-timeout', 'auth/internal-error']) {
      const refused = await refusedWith(code).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).not.toBeInstanceOf(Unauthenticated);
      expect(refused).toMatchObject({
        status: 503,
        message: 'Your sign-in could not be checked just now: try again in a moment',
        cause: expect.objectContaining({ code }),
      });
    }
  });
});
