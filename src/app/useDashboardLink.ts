import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { dashboardSearch, readDashboardLink } from './dashboardLink';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';
import { linkOpened } from './uiSlice';

/**
 * Keeps the address and the dashboard in step: a new address (a link opened, Back, Forward) sets
 * the team, view and filter; a change the user makes is a new history entry, so Back undoes it.
 * Returns `correct`, which dispatches a change that puts right what a link asked for: it replaces
 * the history entry instead of adding one, so Back never returns to a broken link.
 */
export function useDashboardLink(): (action: UnknownAction) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const search = useAppSelector((state) => dashboardSearch(state.ui));
  /** The address the dashboard was last in step with. */
  const synced = useRef<string | null>(null);
  const replaceNext = useRef(false);

  useEffect(() => {
    if (synced.current === null && location.search === '') {
      // A bare `/`: the dashboard as it is (the defaults, after a sign-in) is what the address shows.
      synced.current = search;
      if (search !== '') void navigate({ search }, { replace: true });
      return;
    }
    if (location.search !== synced.current) {
      const link = readDashboardLink(location.search);
      dispatch(linkOpened(link));
      // The address of what the dashboard now shows: a link with values in another order, or with
      // values the reducer left out or replaced, is written as the dashboard reads it.
      const canonical = dashboardSearch(store.getState().ui);
      synced.current = canonical;
      if (canonical !== location.search) void navigate({ search: canonical }, { replace: true });
      return;
    }
    if (search !== synced.current) {
      synced.current = search;
      void navigate({ search }, { replace: replaceNext.current });
      replaceNext.current = false;
    }
  }, [location.search, search, store, dispatch, navigate]);

  return useCallback(
    (action: UnknownAction) => {
      const before = dashboardSearch(store.getState().ui);
      dispatch(action);
      // Only a change of address replaces the entry: a correction that changed nothing must not
      // turn the user's next change into a replacement.
      if (dashboardSearch(store.getState().ui) !== before) replaceNext.current = true;
    },
    [dispatch, store],
  );
}
