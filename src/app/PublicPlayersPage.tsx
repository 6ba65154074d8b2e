import { PublicHeader } from '../components/PublicHeader';
import { CONTENT_ID } from '../components/SkipLink';
import { PlayersPage } from '../features/players/PlayersPage';
import { NewDataStatus, useNewData } from './newData';

/** `/players` for signed-out visitors: the table, with a way to sign in (docs/behaviour.md#public-players). */
export function PublicPlayersPage() {
  const generation = useNewData();
  return (
    <div className="public-page">
      <PublicHeader title="Analytics Dashboard" signIn />
      <main id={CONTENT_ID} tabIndex={-1} className="public-page__main" aria-labelledby="view-title">
        <h1 id="view-title" className="dashboard__title">
          Players Stats
        </h1>
        <NewDataStatus />
        <PlayersPage key={generation} squadId={null} />
      </main>
    </div>
  );
}
