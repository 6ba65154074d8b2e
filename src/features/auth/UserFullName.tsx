import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuthUser } from './authSlice';
import { loadProfile, selectProfile } from './profileSlice';

export const NAME_FALLBACK = "User's Name";

/** The signed-in user's full name from `users/{uid}`, or "User's Name" until it is known (docs/behaviour.md#sidebar). */
export function UserFullName() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectAuthUser);
  const profile = useAppSelector(selectProfile);
  const needsLoad = user !== null && profile.uid !== user.uid;

  useEffect(() => {
    if (needsLoad) void dispatch(loadProfile(user.uid));
  }, [needsLoad, user, dispatch]);

  return (profile.uid === user?.uid && profile.fullName) || NAME_FALLBACK;
}
