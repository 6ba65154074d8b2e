import { PlayerTable } from './PlayerTable';

/** Every player, sortable; the page around it carries the 'Players Stats' heading (docs/behaviour.md#players-view). */
export function PlayersPage() {
  return (
    <section className="card" aria-labelledby="players-stats-title">
      <div className="card__header">
        <h2 id="players-stats-title" className="card__title">
          All players
        </h2>
      </div>
      <PlayerTable table="players" team={null} caption="Every player's shooting, sortable by any column" />
    </section>
  );
}
