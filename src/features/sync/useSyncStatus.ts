import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { checkWriteQueue } from './checkWriteQueue';
import {
  selectChangesAtRisk,
  selectSyncStatus,
  selectWritesApplied,
  wentOffline,
  wentOnline,
  type SyncStatus,
} from './syncSlice';

/**
 * The user's changes as the sync status tells them (docs/behaviour.md#offline), kept current while
 * the calling component is mounted: it follows the browser's online and offline events, and checks
 * Firestore's queue of unsent writes when it mounts and after every write, and has the browser ask
 * before the page is left while a change would be lost with it. Any screen that writes
 * Firestore through src/app/firestoreSync.ts may call it (or show <SyncStatus />).
 */
export function useSyncStatus(): SyncStatus {
  const dispatch = useAppDispatch();
  const writes = useAppSelector(selectWritesApplied);
  useEffect(() => {
    const online = () => dispatch(wentOnline());
    const offline = () => dispatch(wentOffline());
    if (navigator.onLine) online();
    else offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [dispatch]);
  useEffect(() => {
    void dispatch(checkWriteQueue());
  }, [dispatch, writes]);
  const atRisk = useAppSelector(selectChangesAtRisk);
  useEffect(() => {
    if (!atRisk) return;
    // The browser asks before the page goes, as for any unsaved form.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [atRisk]);
  return useAppSelector(selectSyncStatus);
}
