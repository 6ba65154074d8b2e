import { createAsyncThunk } from '@reduxjs/toolkit';
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

export const signIn = createAuthThunk<void, SignInArgs, { rejectValue: string }>(
  'auth/signIn',
  async ({ email, password }, { extra, rejectWithValue }) => {
    try {
      const { auth, sdk } = await extra.loadFirebase();
      await sdk.signInWithEmailAndPassword(auth, email, password);
      return undefined;
    } catch (error) {
      return rejectWithValue(messageOf(error));
    }
  },
);

export const signUp = createAuthThunk<SignUpSuccess, SignUpArgs, { rejectValue: SignUpFailure }>(
  'auth/signUp',
  async ({ email, fullName, password, confirmPassword }, { extra, rejectWithValue }) => {
    if (password !== confirmPassword) {
      return rejectWithValue({ message: PASSWORDS_DONT_MATCH, accountCreated: false });
    }
    let accountCreated = false;
    try {
      const { auth, sdk, profileStore } = await extra.loadFirebase();
      // Firestore downloads while the account is made; a failure to load it is the write's to report.
      profileStore().catch(() => undefined);
      const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
      accountCreated = true;
      const profile: Profile = { email, fullName };
      await withTimeout(
        profileStore().then((store) => store.sdk.setDoc(store.sdk.doc(store.db, 'users', user.uid), profile)),
        PROFILE_WRITE_TIMEOUT_MS,
        PROFILE_WRITE_TIMED_OUT,
      );
      return { uid: user.uid, profile };
    } catch (error) {
      const message = codeOf(error) === 'auth/email-already-in-use' ? EMAIL_IN_USE : messageOf(error);
      return rejectWithValue({ message, accountCreated });
    }
  },
);

export const logOut = createAuthThunk<void, void, { rejectValue: string }>(
  'auth/logOut',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      const { auth, sdk } = await extra.loadFirebase();
      await sdk.signOut(auth);
      return undefined;
    } catch (error) {
      // The spec shows nothing to the user here; the console is the only trace.
      console.error('Error logging out', messageOf(error));
      return rejectWithValue(messageOf(error));
    }
  },
);
