import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { AppServices } from '../../app/services';
import { authStateChanged } from './authSlice';
import { messageOf, signUpSucceeded, type Profile } from './authThunks';

export type ProfileState = {
  /** Whose profile this is; a different signed-in user means it must be read again. */
  uid: string | null;
  fullName: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'missing' | 'failed';
};

export const initialProfileState: ProfileState = { uid: null, fullName: null, status: 'idle' };

function isProfile(data: unknown): data is Profile {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as Profile).email === 'string' &&
    typeof (data as Profile).fullName === 'string'
  );
}

/** Reads `users/{uid}`. Resolves to null when there is no such document (logged: docs/behaviour.md#errors). */
export const loadProfile = createAsyncThunk.withTypes<{ extra: AppServices; rejectValue: string }>()(
  'profile/load',
  async (uid: string, { extra, rejectWithValue }) => {
    try {
      const { db, sdk } = await (await extra.loadFirebase()).profileStore();
      const snapshot = await sdk.getDoc(sdk.doc(db, 'users', uid));
      const data: unknown = snapshot.exists() ? snapshot.data() : undefined;
      if (!isProfile(data)) {
        console.log('No such document!');
        return null;
      }
      return data.fullName;
    } catch (error) {
      // e.g. 'Failed to get document because the client is offline.': the fallback name stays.
      console.error(messageOf(error));
      return rejectWithValue(messageOf(error));
    }
  },
);

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadProfile.pending, (_state, action) => ({ uid: action.meta.arg, fullName: null, status: 'loading' }))
      .addCase(loadProfile.fulfilled, (state, action) => {
        if (state.uid !== action.meta.arg) return;
        state.fullName = action.payload;
        state.status = action.payload === null ? 'missing' : 'loaded';
      })
      .addCase(loadProfile.rejected, (state, action) => {
        if (state.uid === action.meta.arg) state.status = 'failed';
      })
      // The name the user just typed is the profile; no need to read back what we wrote.
      .addCase(signUpSucceeded, (_state, action) => ({
        uid: action.payload.uid,
        fullName: action.payload.profile.fullName,
        status: 'loaded',
      }))
      .addCase(authStateChanged, (state, action) => (action.payload === null ? initialProfileState : state));
  },
  selectors: {
    selectProfile: (state) => state,
  },
});

export const { selectProfile } = profileSlice.selectors;
