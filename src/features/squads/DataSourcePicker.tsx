import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DEFAULT_TEAM, dataSourceChosen, selectSquadId } from '../../app/uiSlice';
import { selectMySquads, selectSquadsLoaded } from './selectors';
import { useGetSquadsQuery } from './squadsEndpoints';

export const PUBLIC_DATA_LABEL = 'Public championship';

type DataSourcePickerProps = {
  /** Called after a choice: the sidebar closes on a phone, a squad page goes to the dashboard. */
  onChosen?: () => void;
};

/**
 * The sidebar's choice of data (docs/behaviour.md#data-source): the public championship data, as
 * everyone sees it, or one of my squads. Choosing a squad shows its team; the choice is in the link.
 */
export function DataSourcePicker({ onChosen }: DataSourcePickerProps) {
  const dispatch = useAppDispatch();
  const squadId = useAppSelector(selectSquadId);
  useGetSquadsQuery();
  const listed = useAppSelector(selectSquadsLoaded);
  const squads = useAppSelector(selectMySquads);
  const mine = squads.filter((squad) => !squad.sample);
  const samples = squads.filter((squad) => squad.sample);
  const unlisted = squadId !== null && !squads.some((squad) => squad.id === squadId);

  const choose = (value: string) => {
    const squad = squads.find((one) => one.id === value);
    dispatch(dataSourceChosen(squad ? { squadId: squad.id, team: squad.team } : { squadId: null, team: DEFAULT_TEAM }));
    onChosen?.();
  };

  return (
    <div className="data-source">
      <label className="field field--dark">
        <span className="field__label">Data</span>
        <select className="field__input" value={squadId ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="">{PUBLIC_DATA_LABEL}</option>
          {(
            [
              ['My squads', mine],
              ['Sample', samples],
            ] as const
          ).map(
            ([label, group]) =>
              group.length > 0 && (
                <optgroup key={label} label={label}>
                  {group.map((squad) => (
                    <option key={squad.id} value={squad.id}>
                      {squad.name}
                    </option>
                  ))}
                </optgroup>
              ),
          )}
          {unlisted && <option value={squadId}>Loading the squad…</option>}
        </select>
      </label>
      <p className="data-source__links">
        {squadId !== null && (
          <Link className="sidebar__link" to={`/squads/${encodeURIComponent(squadId)}`}>
            Squad page
          </Link>
        )}
        <Link className="sidebar__link" to="/squads">
          {/* Offline, the list is unknown: it may hold squads of mine. */}
          {mine.length > 0 ? 'All squads' : listed ? 'Squads: create one' : 'Squads'}
        </Link>
      </p>
    </div>
  );
}
