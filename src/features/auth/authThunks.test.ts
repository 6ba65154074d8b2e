// The owner's stack names redux-mock-store for thunk tests, though Redux has since deprecated it.
/* eslint-disable @typescript-eslint/no-deprecated */
import configureMockStore from 'redux-mock-store';
import { withExtraArgument } from 'redux-thunk';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore';
import { fakeAuth, fakeDb, firebaseError, loadMockedFirebase } from '../../testKit/firebaseMocks';
import { testServices } from '../../testKit/renderWithProviders';
import {
  EMAIL_IN_USE,
  logOut,
  PASSWORDS_DONT_MATCH,
  PROFILE_WRITE_TIMED_OUT,
  PROFILE_WRITE_TIMEOUT_MS,
  signIn,
  signUp,
} from './authThunks';

// redux-thunk's middleware type and redux-mock-store's (redux 4) disagree on `next`; the runtime is the same.
const middlewares = [withExtraArgument(testServices(loadMockedFirebase))] as unknown as Parameters<
  typeof configureMockStore
>[0];
const mockStore = configureMockStore(middlewares);
// redux-mock-store's dispatch type knows nothing of thunks; this is the one place that bridges it.
type ThunkStore = {
  dispatch: (action: unknown) => Promise<unknown>;
  getActions: () => Array<{ type: string; payload?: unknown }>;
};
const newStore = () => mockStore({}) as unknown as ThunkStore;
const typesOf = (store: ThunkStore) => store.getActions().map((action) => action.type);

const signedUpUser = { user: { uid: 'new-uid' } } as unknown as Awaited<
  ReturnType<typeof createUserWithEmailAndPassword>
>;
const form = {
  email: 'aoife@example.ie',
  fullName: 'Aoife Ní Bhriain',
  password: 'secret12',
  confirmPassword: 'secret12',
};

beforeEach(() => {
  jest
    .mocked(doc)
    .mockImplementation(((_db: unknown, ...path: string[]) => ({ path: path.join('/') })) as unknown as typeof doc);
});

describe('signIn', () => {
  it('signs in with the e-mail and password and succeeds', async () => {
    jest
      .mocked(signInWithEmailAndPassword)
      .mockResolvedValue({} as Awaited<ReturnType<typeof signInWithEmailAndPassword>>);
    const store = newStore();
    await store.dispatch(signIn({ email: 'a@b.ie', password: 'pw' }));
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'a@b.ie', 'pw');
    expect(typesOf(store)).toEqual(['auth/signInStarted', 'auth/signInSucceeded']);
  });

  it("fails with the provider's message", async () => {
    jest.mocked(signInWithEmailAndPassword).mockRejectedValue(firebaseError('auth/wrong-password'));
    const store = newStore();
    await store.dispatch(signIn({ email: 'a@b.ie', password: 'nope' }));
    const [, rejected] = store.getActions();
    expect(rejected).toMatchObject({ type: 'auth/signInFailed', payload: 'Firebase: Error (auth/wrong-password).' });
  });
});

describe('signUp', () => {
  it('creates the account, writes users/{uid} with email and fullName, and returns the profile', async () => {
    jest.mocked(createUserWithEmailAndPassword).mockResolvedValue(signedUpUser);
    jest.mocked(setDoc).mockResolvedValue(undefined);
    const store = newStore();
    await store.dispatch(signUp(form));
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, form.email, form.password);
    expect(doc).toHaveBeenCalledWith(fakeDb, 'users', 'new-uid');
    expect(setDoc).toHaveBeenCalledWith({ path: 'users/new-uid' }, { email: form.email, fullName: form.fullName });
    expect(store.getActions()[1]).toMatchObject({
      type: 'auth/signUpSucceeded',
      payload: { uid: 'new-uid', profile: { email: form.email, fullName: form.fullName } },
    });
  });

  it("writes the account's e-mail as Firebase keeps it (lower case), the only one the rules accept", async () => {
    jest.mocked(createUserWithEmailAndPassword).mockResolvedValue({
      user: { uid: 'new-uid', email: 'aoife@example.ie' },
    } as unknown as Awaited<ReturnType<typeof createUserWithEmailAndPassword>>);
    jest.mocked(setDoc).mockResolvedValue(undefined);
    const store = newStore();
    await store.dispatch(signUp({ ...form, email: 'Aoife@Example.ie' }));
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'Aoife@Example.ie', form.password);
    expect(setDoc).toHaveBeenCalledWith(
      { path: 'users/new-uid' },
      { email: 'aoife@example.ie', fullName: form.fullName },
    );
  });

  it("submits nothing when the passwords don't match", async () => {
    const store = newStore();
    await store.dispatch(signUp({ ...form, confirmPassword: 'different' }));
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(setDoc).not.toHaveBeenCalled();
    expect(store.getActions()[1]).toMatchObject({
      type: 'auth/signUpFailed',
      payload: { message: PASSWORDS_DONT_MATCH, accountCreated: false },
    });
  });

  it("says 'Email is already in use.' for an address that has an account", async () => {
    jest.mocked(createUserWithEmailAndPassword).mockRejectedValue(firebaseError('auth/email-already-in-use'));
    const store = newStore();
    await store.dispatch(signUp(form));
    expect(setDoc).not.toHaveBeenCalled();
    expect(store.getActions()[1]).toMatchObject({ payload: { message: EMAIL_IN_USE, accountCreated: false } });
  });

  it("passes on the provider's message for other failures", async () => {
    jest.mocked(createUserWithEmailAndPassword).mockRejectedValue(firebaseError('auth/weak-password'));
    const store = newStore();
    await store.dispatch(signUp(form));
    expect(store.getActions()[1]).toMatchObject({ payload: { message: 'Firebase: Error (auth/weak-password).' } });
  });

  it('gives up on a profile write that gets no answer in 10 s, saying the account exists', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(createUserWithEmailAndPassword).mockResolvedValue(signedUpUser);
      jest.mocked(setDoc).mockReturnValue(new Promise<void>(() => undefined));
      const store = newStore();
      const done = store.dispatch(signUp(form));
      await jest.advanceTimersByTimeAsync(PROFILE_WRITE_TIMEOUT_MS - 1);
      expect(typesOf(store)).toEqual(['auth/signUpStarted']);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(store.getActions()[1]).toMatchObject({
        type: 'auth/signUpFailed',
        payload: { message: PROFILE_WRITE_TIMED_OUT, accountCreated: true },
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('logOut', () => {
  it('signs out', async () => {
    jest.mocked(signOut).mockResolvedValue(undefined);
    const store = newStore();
    await store.dispatch(logOut());
    expect(signOut).toHaveBeenCalledWith(fakeAuth);
    expect(typesOf(store)).toEqual(['auth/logOut/pending', 'auth/logOut/fulfilled']);
  });

  it("only logs 'Error logging out' with the message when sign-out fails", async () => {
    jest.mocked(signOut).mockRejectedValue(new Error('network down'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = newStore();
    await store.dispatch(logOut());
    expect(log).toHaveBeenCalledWith('Error logging out', 'network down');
    expect(typesOf(store)).toEqual(['auth/logOut/pending', 'auth/logOut/rejected']);
  });
});
