import { useEffect, useRef, useState } from 'react';
import type { Health } from '../../contract/answers';
import { useGetHealthQuery } from '../features/dashboard/healthEndpoints';
import { apiSlice } from './apiSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { dataNoticeDismissed, datasetReplaced, selectDataGeneration, selectDataNotice } from './uiSlice';

/**
 * How often an open page asks the server which dataset it serves (docs/behaviour.md#new-data).
 * A light poll of /health rather than an event stream: it passes every proxy and load balancer
 * as any request does (a stream may be buffered by a proxy or cut by an idle timeout), any replica
 * can answer it, and it holds no connection open: a stream per open page would keep a socket and
 * its buffers in the server for good, against the memory goal, for news that comes a few times a
 * season. The answer is a few hundred bytes built in microseconds, so once a second per open page
 * costs the event loop nothing the p99 goals would notice, and a page in a hidden tab stops asking.
 * Once a second keeps a new import on screen within about three seconds of its end: the server
 * itself notices an import within a second and loads it in well under one.
 */
export const VERSION_POLL_MS = 1000;

/** Whether `next` is a newer dataset than `shown`, not an older one a lagging replica still serves. */
export function isNewerDataset(shown: Health, next: Health): boolean {
  if (next.version === shown.version) return false;
  return shown.importedAt === null || next.importedAt === null || next.importedAt >= shown.importedAt;
}

/**
 * Follows the server's dataset: when it serves a new version, every answer of the old one is
 * dropped at once, and the page says 'New data loaded'. Returns the data's generation: a page keys
 * its views by it, so they start afresh and keep nothing (not even a hook's last answer) of the
 * old version. Dropping everything, rather than refetching each answer in place, means no figure,
 * label or image of the old version is ever shown beside one of the new: the page waits, then
 * shows the new data whole.
 */
export function useNewData(): number {
  const dispatch = useAppDispatch();
  const { data } = useGetHealthQuery(undefined, { pollingInterval: VERSION_POLL_MS, skipPollingIfUnfocused: true });
  const shown = useRef<Health | null>(null);
  useEffect(() => {
    if (!data) return;
    if (shown.current === null) {
      shown.current = data;
      return;
    }
    if (!isNewerDataset(shown.current, data)) return;
    shown.current = data;
    dispatch(datasetReplaced());
    dispatch(apiSlice.util.resetApiState());
  }, [data, dispatch]);
  return useAppSelector(selectDataGeneration);
}

/**
 * Where the page says the data changed: a polite live region. The views around it start afresh
 * with the new data, so it is put in place empty and given its words a moment later: a live
 * region that arrives with its words already in it is often not read out.
 */
export function NewDataStatus() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectDataNotice);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(notice), [notice]);
  return (
    <div className={shown ? 'data-notice' : 'data-notice data-notice--empty'}>
      <p className="data-notice__text" role="status">
        {shown}
      </p>
      {shown && (
        <button type="button" className="button button--small" onClick={() => dispatch(dataNoticeDismissed())}>
          Dismiss
        </button>
      )}
    </div>
  );
}
