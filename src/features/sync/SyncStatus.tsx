import { useAppDispatch } from '../../app/hooks';
import { refusalDismissed, type SyncStatus as Status } from './syncSlice';
import { useSyncStatus } from './useSyncStatus';

/**
 * What a screen counts by name among the changes waiting (the capture screen: a match's events),
 * as one of the listeners the sync status adds up told it.
 */
export type Counted = { pending: number; one: string; many: string };

const counting = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The headline: how many changes (or of the counted kind) wait, or that all are saved. */
export function syncHeadline({ pending, waiting }: Pick<Status, 'pending' | 'waiting'>, counted?: Counted): string {
  if (!counted) {
    if (pending > 0) return `${counting(pending, 'change', 'changes')} waiting to sync`;
    return waiting ? 'Changes waiting to sync' : 'All changes saved';
  }
  const others = Math.max(0, pending - counted.pending);
  if (counted.pending > 0) {
    const named = `${counting(counted.pending, counted.one, counted.many)} waiting to sync`;
    return others > 0 ? `${named}, and ${counting(others, 'other change', 'other changes')}` : named;
  }
  return others > 0 || waiting ? `All ${counted.many} synced; other changes waiting` : `All ${counted.many} synced`;
}

/**
 * Whether the user's changes have reached the server (docs/behaviour.md#sync-status): how many wait
 * (`counted`: of one kind by name), what happens to them with no network, and any change the
 * server refused.
 */
export function SyncStatus({ counted }: { counted?: Counted }) {
  const dispatch = useAppDispatch();
  const status = useSyncStatus();
  const saved = status.pending === 0 && !status.waiting && (counted?.pending ?? 0) === 0;
  return (
    <section className={`sync-status ${saved ? 'sync-status--saved' : 'sync-status--waiting'}`} aria-label="Sync">
      <div role="status" className="sync-status__text">
        <p className="sync-status__headline">{syncHeadline(status, counted)}</p>
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
