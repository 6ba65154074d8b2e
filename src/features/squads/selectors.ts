import { createSelector } from '@reduxjs/toolkit';
import type { SquadSummary } from '../../../contract/squadApi';
import type { RootState } from '../../app/store';
import { squadsAdapter, squadsEndpoints } from './squadsEndpoints';

const { selectAll } = squadsAdapter.getSelectors();
const NONE: readonly SquadSummary[] = [];

const selectSquadsResult = squadsEndpoints.endpoints.getSquads.select();

/** My squads in the API's order (mine by name, then the sample); none until they arrive. */
export const selectMySquads = createSelector([(state: RootState) => selectSquadsResult(state).data], (data) =>
  data ? selectAll(data) : NONE,
);

/** Whether the list of my squads has arrived (so a squad missing from it is truly not mine). */
export const selectSquadsLoaded = (state: RootState): boolean => selectSquadsResult(state).data !== undefined;

/** One of my squads by id, or undefined when it is not (or not yet known to be) one of mine. */
export const selectMySquad = (state: RootState, squadId: string | null): SquadSummary | undefined => {
  const data = selectSquadsResult(state).data;
  return squadId === null || !data ? undefined : data.entities[squadId];
};
