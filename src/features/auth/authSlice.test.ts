import { authFlowFinished, authSlice, authStateChanged, initialAuthState, type AuthState } from './authSlice';
import { logOut, signInFailed, signInStarted, signInSucceeded, signUpFailed, signUpStarted } from './authThunks';

const reduce = authSlice.reducer;
const user = { uid: 'u1', email: 'niamh@example.ie' };
const selectShowsDashboard = (auth: AuthState) => authSlice.selectors.selectShowsDashboard({ auth });

describe('auth slice', () => {
  it('starts unknown, with no user and no flow', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ status: 'unknown', user: null, flow: null });
  });

  it('becomes signed in with the serialisable user from the listener', () => {
    expect(reduce(initialAuthState, authStateChanged(user))).toEqual({ status: 'signedIn', user, flow: null });
  });

  it('becomes signed out and forgets the user', () => {
    const signedIn = reduce(initialAuthState, authStateChanged(user));
    expect(reduce(signedIn, authStateChanged(null))).toEqual({ status: 'signedOut', user: null, flow: null });
  });

  it('keeps the sign-in screen while a sign-in is in flight, then hands over when it finishes', () => {
    let state = reduce({ ...initialAuthState, status: 'signedOut' }, signInStarted());
    state = reduce(state, authStateChanged(user));
    expect(selectShowsDashboard(state)).toBe(false);
    state = reduce(state, signInSucceeded());
    expect(selectShowsDashboard(state)).toBe(false);
    state = reduce(state, authFlowFinished());
    expect(selectShowsDashboard(state)).toBe(true);
  });

  it('ends the flow when sign-in fails', () => {
    const pending = reduce(initialAuthState, signInStarted());
    expect(reduce(pending, signInFailed('bad')).flow).toBeNull();
  });

  it('ends a failed sign-up flow unless the account was already made', () => {
    const pending = reduce(initialAuthState, signUpStarted());
    expect(pending.flow).toBe('signUp');
    expect(reduce(pending, signUpFailed({ message: 'x', accountCreated: false })).flow).toBeNull();
    expect(reduce(pending, signUpFailed({ message: 'x', accountCreated: true })).flow).toBe('signUp');
  });

  it('clears any flow on log-out', () => {
    const stuck = { status: 'signedIn' as const, user, flow: 'signUp' as const };
    expect(reduce(stuck, logOut.fulfilled(undefined, 'r2')).flow).toBeNull();
  });

  it('shows the dashboard only when signed in with no flow running', () => {
    expect(selectShowsDashboard(initialAuthState)).toBe(false);
    expect(selectShowsDashboard({ status: 'signedIn', user, flow: null })).toBe(true);
    expect(selectShowsDashboard({ status: 'signedOut', user: null, flow: null })).toBe(false);
  });
});
