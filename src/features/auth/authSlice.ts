import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logOut, signInFailed, signInStarted, signUpFailed, signUpStarted } from './authThunks';

/** The serialisable part of a Firebase user: enough to key documents and greet the user. */
export type AuthUser = { uid: string; email: string | null };

export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

/**
 * `flow` is the sign-in or sign-up the user started on this page. While it runs (and while its
 * success message is shown) the auth screens stay up even though Firebase already says signed in.
 */
export type AuthFlow = 'signIn' | 'signUp' | null;

export type AuthState = { status: AuthStatus; user: AuthUser | null; flow: AuthFlow };

export const initialAuthState: AuthState = { status: 'unknown', user: null, flow: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Dispatched only by the Firebase `onAuthStateChanged` listener. */
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
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
    selectShowsDashboard: (state) => state.status === 'signedIn' && state.flow === null,
  },
});

export const { authStateChanged, authFlowFinished } = authSlice.actions;
export const { selectAuthStatus, selectAuthUser, selectAuthFlow, selectShowsDashboard } = authSlice.selectors;
