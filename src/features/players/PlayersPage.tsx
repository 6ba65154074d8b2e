import { useState } from 'react';
import type { PlayerRecord } from '../../../contract/answers';
import { NO_FILTER, type ShotFilter } from '../../../contract/filters';
import { fileNameOf } from '../../components/download';
import type { SquadId } from '../../app/apiPaths';
import { ModelCard } from './ModelCard';
import { PlayerTable } from './PlayerTable';

const MODEL_CARD_ID = 'model-card';

type PlayersPageProps = {
  /** Whose players: the public championship's (null, and always so signed out) or a squad's. */
  squadId: SquadId;
  /** The dashboard's shot filter; the signed-out page shows the whole season. */
  filter?: ShotFilter;
  onPlayerChosen?: (player: PlayerRecord) => void;
  /** The filter in words ('2nd half · frees'), for the CSV file's name; '' for none. */
  filterWords?: string;
};

/** Every player, sortable (docs/behaviour.md#players-view); the page around it carries the 'Players Stats' heading. */
export function PlayersPage({ squadId, filter = NO_FILTER, onPlayerChosen, filterWords = '' }: PlayersPageProps) {
  const [showModel, setShowModel] = useState(false);
  return (
    <section className="card" aria-labelledby="players-stats-title">
      <div className="card__header">
        <h2 id="players-stats-title" className="card__title">
          All players
        </h2>
        <button
          type="button"
          className="button button--small"
          aria-expanded={showModel}
          aria-controls={MODEL_CARD_ID}
          onClick={() => setShowModel((shown) => !shown)}
        >
          Model
        </button>
      </div>
      {showModel && (
        <section id={MODEL_CARD_ID} className="model-card" aria-labelledby={`${MODEL_CARD_ID}-title`}>
          <h3 id={`${MODEL_CARD_ID}-title`} className="model-card__title">
            Model card: how good the expected-points models are
          </h3>
          <ModelCard squadId={squadId} />
        </section>
      )}
      <PlayerTable
        table="players"
        squadId={squadId}
        team={null}
        caption="Every player's shooting, sortable by any column"
        filter={filter}
        onPlayerChosen={onPlayerChosen}
        csvName={fileNameOf('players', filterWords)}
      />
    </section>
  );
}
