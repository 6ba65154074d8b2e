import type { PlayerRecord } from '../../../contract/answers';
import { NO_FILTER, type ShotFilter } from '../../../contract/filters';
import { PlayerTable } from './PlayerTable';

type PlayersPageProps = {
  /** The dashboard's shot filter; the signed-out page shows the whole season. */
  filter?: ShotFilter;
  onPlayerChosen?: (player: PlayerRecord) => void;
};

/** Every player, sortable (docs/behaviour.md#players-view); the page around it carries the 'Players Stats' heading. */
export function PlayersPage({ filter = NO_FILTER, onPlayerChosen }: PlayersPageProps) {
  return (
    <section className="card" aria-labelledby="players-stats-title">
      <div className="card__header">
        <h2 id="players-stats-title" className="card__title">
          All players
        </h2>
      </div>
      <PlayerTable
        table="players"
        team={null}
        caption="Every player's shooting, sortable by any column"
        filter={filter}
        onPlayerChosen={onPlayerChosen}
        csvName="players"
      />
    </section>
  );
}
