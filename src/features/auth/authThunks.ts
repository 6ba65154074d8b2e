import { createAction, createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AppServices } from '../../app/services';

export const PASSWORDS_DONT_MATCH = "Passwords don't match.";
export const EMAIL_IN_USE = 'Email is already in use.';
export const PROFILE_WRITE_TIMEOUT_MS = 10_000;
export const PROFILE_WRITE_TIMED_OUT =
  'Your account was created, but your profile could not be saved: the database did not answer within 10 seconds.';

export type SignInArgs = { email: string; password: string };
export type SignUpArgs = { email: string; fullName: string; password: string; confirmPassword: string };
/** The `users/{uid}` document written at sign-up. */
export type Profile = { email: string; fullName: string };
export type SignUpSuccess = { uid: string; profile: Profile };
export type SignUpFailure = { message: string; accountCreated: boolean };

const createAuthThunk = createAsyncThunk.withTypes<{ extra: AppServices }>();

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** Firestore's `setDoc` never settles while the backend is unreachable; we refuse to hang. */
function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Sign-in and sign-up are hand-written thunks rather than createAsyncThunk ones: createAsyncThunk
 * copies its argument into `meta.arg` of every action it dispatches, and these arguments hold
 * passwords. Their actions carry only what the reducers need, so a Redux DevTools session can be
 * recorded and replayed without a secret in it. Each thunk resolves to the last action it dispatched.
 */
export const signInStarted = createAction('auth/signInStarted');
export const signInSucceeded = createAction('auth/signInSucceeded');
export const signInFailed = createAction<string>('auth/signInFailed');
export const signUpStarted = createAction('auth/signUpStarted');
export const signUpSucceeded = createAction<SignUpSuccess>('auth/signUpSucceeded');
export const signUpFailed = createAction<SignUpFailure>('auth/signUpFailed');

type AuthThunk<Outcome> = ThunkAction<Promise<Outcome>, unknown, AppServices, UnknownAction>;
export type SignInOutcome = ReturnType<typeof signInSucceeded | typeof signInFailed>;
export type SignUpOutcome = ReturnType<typeof signUpSucceeded | typeof signUpFailed>;

export function signIn({ email, password }: SignInArgs): AuthThunk<SignInOutcome> {
  return async (dispatch, _getState, extra) => {
    dispatch(signInStarted());
    try {
      const { auth, sdk } = await extra.loadFirebase();
      await sdk.signInWithEmailAndPassword(auth, email, password);
      return dispatch(signInSucceeded());
    } catch (error) {
      return dispatch(signInFailed(messageOf(error)));
    }
  };
}

export function signUp({ email, fullName, password, confirmPassword }: SignUpArgs): AuthThunk<SignUpOutcome> {
  return async (dispatch, _getState, extra) => {
    dispatch(signUpStarted());
    if (password !== confirmPassword) {
      return dispatch(signUpFailed({ message: PASSWORDS_DONT_MATCH, accountCreated: false }));
    }
    let accountCreated = false;
    try {
      const { auth, sdk, profileStore } = await extra.loadFirebase();
      // Firestore downloads while the account is made; a failure to load it is the write's to report.
      profileStore().catch(() => undefined);
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      accountCreated = true;
      // The account's address as Firebase keeps it (in lower case): the rules accept no other.
      const profile: Profile = { email: user.email ?? email, fullName };
      await withTimeout(
        profileStore().then((store) => store.sdk.setDoc(store.sdk.doc(store.db, 'users', user.uid), profile)),
        PROFILE_WRITE_TIMEOUT_MS,
        PROFILE_WRITE_TIMED_OUT,
      );
      return dispatch(signUpSucceeded({ uid: user.uid, profile }));
    } catch (error) {
      const message = codeOf(error) === 'auth/email-already-in-use' ? EMAIL_IN_USE : messageOf(error);
      return dispatch(signUpFailed({ message, accountCreated }));
    }
  };
}

export const logOut = createAuthThunk<void, void, { rejectValue: string }>(
  'auth/logOut',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      const { auth, sdk } = await extra.loadFirebase();
      await sdk.signOut(auth);
      return undefined;
    } catch (error) {
      // Nothing is shown to the user here (docs/behaviour.md#errors); the console is the only trace.
      console.error('Error logging out', messageOf(error));
      return rejectWithValue(messageOf(error));
    }
  },
);
