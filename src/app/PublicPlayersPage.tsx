import { Link } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { CONTENT_ID } from '../components/SkipLink';
import { PlayersPage } from '../features/players/PlayersPage';

/** `/players` for signed-out visitors: the table, with a way to sign in (docs/behaviour.md#public-players). */
export function PublicPlayersPage() {
  return (
    <div className="public-page">
      <header className="header">
        <Logo className="header__logo" />
        <p className="header__title">Analytics Dashboard</p>
        <Link className="header__link" to="/signin">
          Sign In
        </Link>
      </header>
      <main id={CONTENT_ID} tabIndex={-1} className="public-page__main" aria-labelledby="view-title">
        <h1 id="view-title" className="dashboard__title">
          Players Stats
        </h1>
        <PlayersPage squadId={null} />
      </main>
    </div>
  );
}
