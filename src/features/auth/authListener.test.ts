import { onAuthStateChanged, type User } from 'firebase/auth';
import { makeStore } from '../../app/store';
import { fakeAuth, loadMockedFirebase } from '../../testKit/firebaseMocks';
import { testServices } from '../../testKit/renderWithProviders';
import { startAuthListener } from './authListener';

describe('auth listener', () => {
  it('turns every Firebase auth change into one serialisable authStateChanged action', async () => {
    let report: (user: User | null) => void = () => undefined;
    const unsubscribe = jest.fn();
    jest.mocked(onAuthStateChanged).mockImplementation(((_auth: unknown, next: (user: User | null) => void) => {
      report = next;
      return unsubscribe;
    }) as unknown as typeof onAuthStateChanged);
    const store = makeStore(undefined, testServices(loadMockedFirebase));
    expect(store.getState().auth.status).toBe('unknown');

    const stop = await startAuthListener(store.dispatch, loadMockedFirebase);
    expect(onAuthStateChanged).toHaveBeenCalledWith(fakeAuth, expect.any(Function));

    report({ uid: 'u1', email: 'a@b.ie', getIdToken: jest.fn() } as unknown as User);
    expect(store.getState().auth).toEqual({ status: 'signedIn', user: { uid: 'u1', email: 'a@b.ie' }, flow: null });

    report(null);
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });

    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('says the sign-in service is unavailable, and why, when the Firebase SDK cannot be loaded', async () => {
    const store = makeStore(undefined, testServices(loadMockedFirebase));
    const blocked = () => Promise.reject(new Error('Loading chunk firebase failed.'));

    await startAuthListener(store.dispatch, blocked);

    expect(store.getState().auth).toEqual({
      status: 'unavailable',
      reason: 'Loading chunk firebase failed.',
      user: null,
      flow: null,
    });
    expect(onAuthStateChanged).not.toHaveBeenCalled();
  });
});
