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
});
