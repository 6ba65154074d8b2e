import { useAppDispatch } from '../../app/hooks';
import { refusalDismissed, type SyncStatus as Status } from './syncSlice';
import { useSyncStatus } from './useSyncStatus';

/** The headline: how many changes wait, or that all are saved. */
export function syncHeadline({ pending, waiting }: Pick<Status, 'pending' | 'waiting'>): string {
  if (pending > 0) return `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync`;
  return waiting ? 'Changes waiting to sync' : 'All changes saved';
}

/**
 * Whether the user's changes have reached the server (docs/behaviour.md#offline): how many wait,
 * what happens to them with no network, and any change the server refused.
 */
export function SyncStatus() {
  const dispatch = useAppDispatch();
  const status = useSyncStatus();
  const saved = status.pending === 0 && !status.waiting;
  return (
    <section className={`sync-status ${saved ? 'sync-status--saved' : 'sync-status--waiting'}`} aria-label="Sync">
      <div role="status" className="sync-status__text">
        <p className="sync-status__headline">{syncHeadline(status)}</p>
        {status.offline && (
          <p className="sync-status__detail">
            {status.keptOnDevice
              ? 'Offline: changes are kept on this device and sync when you are back online.'
              : 'Offline: changes sync when you are back online. This browser keeps nothing on the device, so keep this page open until then.'}
          </p>
        )}
      </div>
      {status.refused !== null && (
        <div role="alert" className="sync-status__refused">
          <p>A change was not saved: {status.refused}</p>
          <button type="button" className="button button--small" onClick={() => dispatch(refusalDismissed())}>
            Dismiss
          </button>
        </div>
      )}
    </section>
  );
}
