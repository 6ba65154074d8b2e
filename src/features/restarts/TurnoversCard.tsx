import type { ReactNode } from 'react';
import type { ShotFilter } from '../../../contract/filters';
import type { TurnoverCounts } from '../../../contract/report';
import type { SquadId } from '../../app/apiPaths';
import { fileNameOf } from '../../components/download';
import { errorText } from '../../components/errorText';
import { SortableTable, type Column } from '../../components/SortableTable';
import { useGetRestartsQuery } from './restartsEndpoints';
import { SvgMapCard } from './SvgMapCard';
import './restarts.css';

export const TURNOVERS_NOT_RECORDED =
  'Turnovers are not recorded in this data: the public championship data records shots only.';
export const TURNOVERS_FILL =
  "A squad's matches fill this map once their turnovers are recorded: on the capture screen, or uploaded from Gaelic-Stat-Logger or Scorelect files or a Páirc squad file.";

type ThirdRow = { key: string; label: string; counts: (turnovers: TurnoverCounts) => number };

const THIRDS: readonly ThirdRow[] = [
  { key: 'won-defensive', label: 'Won in own third', counts: (t) => t.wonByThird.defensive },
  { key: 'won-middle', label: 'Won in middle third', counts: (t) => t.wonByThird.middle },
  { key: 'won-attacking', label: 'Won in attacking third', counts: (t) => t.wonByThird.attacking },
  { key: 'won', label: 'All won', counts: (t) => t.won },
  { key: 'lost', label: 'All lost', counts: (t) => t.lost },
];

type TurnoversCardProps = {
  squadId: SquadId;
  team: string;
  filter: ShotFilter;
  filterWords: string;
  /** Where turnovers can be seen when this data records none (the sample squad's), if anywhere. */
  elsewhere?: ReactNode;
};

/**
 * Where the team won the ball back (docs/behaviour.md#defending-turnovers), for the Defending view:
 * the map and the counts by third, or what data would fill them.
 */
export function TurnoversCard({ squadId, team, filter, filterWords, elsewhere }: TurnoversCardProps) {
  const { data, isError, error } = useGetRestartsQuery({ squadId, team, filter });
  if (isError) return <p className="empty-state">Could not load the turnovers: {errorText(error)}</p>;
  if (!data) return null;
  const { turnovers, opponent } = data;
  if (!turnovers) {
    return (
      <section className="card restarts__none" aria-labelledby="turnovers-none">
        <h2 id="turnovers-none" className="card__title">
          Turnovers won: not recorded
        </h2>
        <p>{TURNOVERS_NOT_RECORDED}</p>
        <p>{TURNOVERS_FILL}</p>
        {elsewhere}
      </section>
    );
  }
  const columns: Array<Column<ThirdRow, string>> = [
    { key: 'label', label: 'Turnovers', numeric: false, text: (row) => row.label },
    { key: 'team', label: team, numeric: true, text: (row) => String(row.counts(turnovers.teams[0])) },
    { key: 'opponent', label: opponent, numeric: true, text: (row) => String(row.counts(turnovers.teams[1])) },
  ];
  return (
    <div className="grid grid--two">
      <SvgMapCard
        title="Turnovers Won Map"
        subtitle={`Where ${team} won the ball back (attacking right), and where ${opponent} did`}
        svg={turnovers.map}
        downloadName={fileNameOf(team, 'turnovers map', filterWords)}
      />
      <section className="card" aria-labelledby="turnovers-thirds">
        <h2 id="turnovers-thirds" className="card__title">
          Turnovers by third
        </h2>
        <p className="card__subtitle">Thirds of the pitch from each team&apos;s own end line.</p>
        <SortableTable
          caption={`${team} and ${opponent}: turnovers won by third of the pitch, and lost`}
          columns={columns}
          rows={THIRDS}
          rowKey={(row) => row.key}
          csvName={fileNameOf(team, 'turnovers by third', filterWords)}
        />
      </section>
    </div>
  );
}
