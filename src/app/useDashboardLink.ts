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
  /** The history entry the last run saw, to tell the address moving from the dashboard changing. */
  const seen = useRef<string | null>(null);
  /**
   * Addresses this hook has navigated to that the router has not reached yet: the router commits a
   * navigation later than the store changes, so a second change may come before the first address
   * lands, and that address landing is our own step, not a link to open over the newer change.
   */
  const own = useRef<string[]>([]);

  useEffect(() => {
    const go = (to: string, replace: boolean) => {
      own.current.push(to);
      void navigate({ search: to }, { replace });
    };
    if (synced.current === null && location.search === '') {
      // A bare `/`: the dashboard as it is (the defaults, after a sign-in) is what the address shows.
      seen.current = location.key;
      synced.current = search;
      if (search !== '') go(search, true);
      return;
    }
    if (location.key !== seen.current) {
      seen.current = location.key;
      const landed = own.current.indexOf(location.search);
      if (landed >= 0) own.current = own.current.slice(landed + 1);
      else if (location.search !== synced.current) {
        own.current = [];
        const link = readDashboardLink(location.search);
        dispatch(linkOpened(link));
        // The address of what the dashboard now shows: a link with values in another order, or with
        // values the reducer left out or replaced, is written as the dashboard reads it.
        const canonical = dashboardSearch(store.getState().ui);
        synced.current = canonical;
        if (canonical !== location.search) go(canonical, true);
        return;
      }
    }
    if (search !== synced.current) {
      synced.current = search;
      go(search, replaceNext.current);
      replaceNext.current = false;
    }
  }, [location.key, location.search, search, store, dispatch, navigate]);

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
