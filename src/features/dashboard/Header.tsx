import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSidebarOpen, sidebarToggled } from '../../app/uiSlice';
import { Logo } from '../../components/Logo';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from './useSidebarOverlay';

export function Header() {
  const dispatch = useAppDispatch();
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  return (
    <header className="header">
      <button
        id={SIDEBAR_TOGGLE_ID}
        className="header__toggle"
        type="button"
        aria-label={sidebarOpen ? 'Close sidebar' : 'Open sidebar'}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={() => dispatch(sidebarToggled())}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Logo className="header__logo" />
      <p className="header__title">Analytics Dashboard</p>
    </header>
  );
}
