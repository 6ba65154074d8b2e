import type { Dispatch } from '@reduxjs/toolkit';
import type { FirebaseServices, LoadFirebase } from '../../app/firebase';
import { authStateChanged, authUnavailable } from './authSlice';
import { messageOf } from './authThunks';

/**
 * Follows Firebase's auth state for the life of the page. This is the only writer of the auth
 * status, so every sign-in, sign-out and reload is one `auth/authStateChanged` action. If the SDK
 * cannot be loaded or started (a network error, a blocked script, a bad configuration), the status
 * would never be known: it becomes 'unavailable' with the reason instead (docs/behaviour.md#auth-wait).
 * Resolves to the unsubscribe function.
 */
export async function startAuthListener(dispatch: Dispatch, loadFirebase: LoadFirebase): Promise<() => void> {
  let services: FirebaseServices;
  try {
    services = await loadFirebase();
  } catch (error) {
    dispatch(authUnavailable(messageOf(error)));
    return () => undefined;
  }
  const { auth, sdk } = services;
  return sdk.onAuthStateChanged(auth, (user) => {
    dispatch(authStateChanged(user ? { uid: user.uid, email: user.email } : null));
  });
}
