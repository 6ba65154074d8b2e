import { doc, getDoc } from 'firebase/firestore';
import { makeStore } from '../../app/store';
import { fakeDb, loadMockedFirebase } from '../../testKit/firebaseMocks';
import { testServices } from '../../testKit/renderWithProviders';
import { authStateChanged } from './authSlice';
import { signUpSucceeded } from './authThunks';
import { initialProfileState, loadProfile, profileSlice } from './profileSlice';

type Snapshot = Awaited<ReturnType<typeof getDoc>>;
const snapshotOf = (data: unknown) => ({ exists: () => data !== undefined, data: () => data }) as unknown as Snapshot;
const reduce = profileSlice.reducer;
const newStore = () => makeStore(undefined, testServices(loadMockedFirebase));

describe('profile slice', () => {
  it('takes the full name straight from a finished sign-up', () => {
    const action = signUpSucceeded({ uid: 'u9', profile: { email: 'a@b.ie', fullName: 'Aoife' } });
    expect(reduce(initialProfileState, action)).toEqual({ uid: 'u9', fullName: 'Aoife', status: 'loaded' });
  });

  it('ignores an answer for a user who is no longer the one being loaded', () => {
    const loadingB = reduce(initialProfileState, loadProfile.pending('r2', 'b'));
    expect(reduce(loadingB, loadProfile.fulfilled('Ann', 'r1', 'a'))).toEqual(loadingB);
  });

  it('forgets the profile on sign-out', () => {
    const loaded = { uid: 'u1', fullName: 'Cian', status: 'loaded' as const };
    expect(reduce(loaded, authStateChanged(null))).toEqual(initialProfileState);
  });

  it('reads users/{uid} and keeps fullName', async () => {
    jest.mocked(getDoc).mockResolvedValue(snapshotOf({ email: 'c@b.ie', fullName: 'Cian' }));
    const store = newStore();
    await store.dispatch(loadProfile('u1'));
    expect(doc).toHaveBeenCalledWith(fakeDb, 'users', 'u1');
    expect(store.getState().profile).toEqual({ uid: 'u1', fullName: 'Cian', status: 'loaded' });
  });

  it("logs 'No such document!' when there is no profile", async () => {
    jest.mocked(getDoc).mockResolvedValue(snapshotOf(undefined));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const store = newStore();
    await store.dispatch(loadProfile('u1'));
    expect(log).toHaveBeenCalledWith('No such document!');
    expect(store.getState().profile.status).toBe('missing');
  });

  it('logs the offline error and keeps no name', async () => {
    jest.mocked(getDoc).mockRejectedValue(new Error('Failed to get document because the client is offline.'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = newStore();
    await store.dispatch(loadProfile('u1'));
    expect(log).toHaveBeenCalledWith('Failed to get document because the client is offline.');
    expect(store.getState().profile).toEqual({ uid: 'u1', fullName: null, status: 'failed' });
  });
});
