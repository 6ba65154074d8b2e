import type { Dispatch } from '@reduxjs/toolkit';
import type { LoadFirebase } from '../../app/firebase';
import { authStateChanged } from './authSlice';

/**
 * Follows Firebase's auth state for the life of the page. This is the only writer of the auth
 * status, so every sign-in, sign-out and reload is one `auth/authStateChanged` action.
 * Resolves to the unsubscribe function.
 */
export async function startAuthListener(dispatch: Dispatch, loadFirebase: LoadFirebase): Promise<() => void> {
  const { auth, sdk } = await loadFirebase();
  return sdk.onAuthStateChanged(auth, (user) => {
    dispatch(authStateChanged(user ? { uid: user.uid, email: user.email } : null));
  });
}
