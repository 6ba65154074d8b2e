import { createSelector } from '@reduxjs/toolkit';
import type { TeamFilterArg } from '../../app/apiPaths';
import type { RootState } from '../../app/store';
import { countShots } from './shotFacts';
import { shotsAdapter, shotsEndpoints } from './shotsEndpoints';

const NO_SHOTS = shotsAdapter.getInitialState();
const { selectAll, selectById } = shotsAdapter.getSelectors();

/** The cached shots for one team and filter; the same object for as long as the cache holds it. */
const selectShotsState = (state: RootState, arg: TeamFilterArg) =>
  shotsEndpoints.endpoints.getShots.select(arg)(state).data ?? NO_SHOTS;

/** The shots in the API's order (match, then time): the map's drawing and keyboard order. */
export const selectShotsOf = createSelector([selectShotsState], (shots) => selectAll(shots));

/** Counts for the legend and the summary line. */
export const selectShotCounts = createSelector([selectShotsOf], countShots);

export const selectShotById = (state: RootState, arg: TeamFilterArg, id: string) =>
  selectById(selectShotsState(state, arg), id);
