import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { checkListensAfterOnline, checkWriteQueue } from './checkWriteQueue';
import {
  selectChangesAtRisk,
  selectSyncStatus,
  selectWritesApplied,
  wentOffline,
  wentOnline,
  type SyncStatus,
} from './syncSlice';

/**
 * Follows the browser's online and offline events while the calling component is mounted, and on
 * its return online starts again a Firestore listen that does not catch up
 * (docs/behaviour.md#listen-restart). Any screen that listens to Firestore through
 * src/app/firestoreSync.ts may call it; useSyncStatus does.
 */
export function useConnection(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const online = () => dispatch(wentOnline());
    const offline = () => dispatch(wentOffline());
    const returned = () => {
      online();
      void dispatch(checkListensAfterOnline());
    };
    if (navigator.onLine) online();
    else offline();
    window.addEventListener('online', returned);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', returned);
      window.removeEventListener('offline', offline);
    };
  }, [dispatch]);
}

/**
 * The user's changes as the sync status tells them (docs/behaviour.md#offline), kept current while
 * the calling component is mounted: it follows the connection (useConnection), and checks
 * Firestore's queue of unsent writes when it mounts and after every write, and has the browser ask
 * before the page is left while a change would be lost with it. Any screen that writes
 * Firestore through src/app/firestoreSync.ts may call it (or show <SyncStatus />).
 */
export function useSyncStatus(): SyncStatus {
  const dispatch = useAppDispatch();
  const writes = useAppSelector(selectWritesApplied);
  useConnection();
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
