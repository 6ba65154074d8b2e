import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardSearch } from './dashboardLink';
import { useAppDispatch, useAppStore } from './hooks';
import { DEFAULT_TEAM, dataSourceChosen } from './uiSlice';

/**
 * Goes to the dashboard from another page (a squad's page, the squads list): with the squad's data
 * when one is given, else as the dashboard stands; the address says which, as every dashboard link does.
 */
export function useOpenDashboard(): (squad?: { id: string | null; team: string }) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  return useCallback(
    (squad) => {
      if (squad) dispatch(dataSourceChosen({ squadId: squad.id, team: squad.id === null ? DEFAULT_TEAM : squad.team }));
      void navigate({ pathname: '/', search: dashboardSearch(store.getState().ui) });
    },
    [dispatch, navigate, store],
  );
}
