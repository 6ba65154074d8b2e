import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logOut, signInFailed, signInStarted, signUpFailed, signUpStarted } from './authThunks';

/** The serialisable part of a Firebase user: enough to key documents and greet the user. */
export type AuthUser = { uid: string; email: string | null };

/** 'unavailable': the Firebase SDK could not be loaded or started, so the status will never be known. */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut' | 'unavailable';

/**
 * `flow` is the sign-in or sign-up the user started on this page. While it runs (and while its
 * success message is shown) the auth screens stay up even though Firebase already says signed in.
 */
export type AuthFlow = 'signIn' | 'signUp' | null;

/** Only an unavailable auth service has a reason, which the page shows. */
export type AuthState =
  | { status: Exclude<AuthStatus, 'unavailable'>; user: AuthUser | null; flow: AuthFlow }
  | { status: 'unavailable'; reason: string; user: null; flow: null };

export const initialAuthState: AuthState = { status: 'unknown', user: null, flow: null };

export const authSlice = createSlice({
  name: 'auth',
  // Typed here, not inferred: TypeScript narrows the constant to the one variant it was given.
  initialState: (): AuthState => initialAuthState,
  reducers: {
    /** Dispatched only by the Firebase `onAuthStateChanged` listener. */
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    /** Dispatched only by the auth listener, when the SDK it needs cannot be had. */
    authUnavailable: (_state, action: PayloadAction<string>): AuthState => ({
      status: 'unavailable',
      reason: action.payload,
      user: null,
      flow: null,
    }),
    /** The auth screen has shown its outcome; the dashboard may take over. */
    authFlowFinished(state) {
      state.flow = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signInStarted, (state) => {
        state.flow = 'signIn';
      })
      .addCase(signInFailed, (state) => {
        state.flow = null;
      })
      .addCase(signUpStarted, (state) => {
        state.flow = 'signUp';
      })
      .addCase(signUpFailed, (state, action) => {
        // An account made without its profile stays on the form so the user can read why.
        if (!action.payload.accountCreated) state.flow = null;
      })
      .addCase(logOut.fulfilled, (state) => {
        state.flow = null;
      });
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAuthUser: (state) => state.user,
    selectAuthFlow: (state) => state.flow,
    selectUnavailableReason: (state) => (state.status === 'unavailable' ? state.reason : null),
    selectShowsDashboard: (state) => state.status === 'signedIn' && state.flow === null,
  },
});

export const { authStateChanged, authUnavailable, authFlowFinished } = authSlice.actions;
export const { selectAuthStatus, selectAuthUser, selectAuthFlow, selectUnavailableReason, selectShowsDashboard } =
  authSlice.selectors;
