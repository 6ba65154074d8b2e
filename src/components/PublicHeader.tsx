import { Link } from 'react-router-dom';
import { Logo } from './Logo';

/** The plain header of a page open to everyone: the logo, the page's name, and a way to sign in. */
export function PublicHeader({ title, signIn }: { title: string; signIn: boolean }) {
  return (
    <header className="header">
      <Logo className="header__logo" />
      <p className="header__title">{title}</p>
      {signIn && (
        <Link className="header__link" to="/signin">
          Sign In
        </Link>
      )}
    </header>
  );
}
