import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { UnavailablePage } from '../components/UnavailablePage';
import { selectAuthStatus, selectShowsDashboard, selectUnavailableReason } from '../features/auth/authSlice';
import { SignIn } from '../features/auth/SignIn';
import { SignUp } from '../features/auth/SignUp';
import { DashboardPage } from './DashboardPage';
import { useAppSelector } from './hooks';
import { PublicPlayersPage } from './PublicPlayersPage';

/**
 * Any other path goes to /signin (docs/behaviour.md#routes). A dashboard link (`/?team=...`) is
 * kept for after the sign-in, in the history entry's state.
 */
function ToSignIn() {
  const { pathname, search } = useLocation();
  return <Navigate to="/signin" replace state={pathname === '/' && search !== '' ? { link: search } : null} />;
}

/** Signed out, the auth screens and `/players`; signed in, the dashboard at any path (docs/behaviour.md#routes). */
export function AppRoutes() {
  const status = useAppSelector(selectAuthStatus);
  const showsDashboard = useAppSelector(selectShowsDashboard);
  const unavailableReason = useAppSelector(selectUnavailableReason);

  if (status === 'unknown') return <Spinner label="Checking your sign-in" fullPage />;
  if (unavailableReason !== null) {
    return <UnavailablePage reason={unavailableReason} onReload={() => window.location.reload()} />;
  }

  if (showsDashboard) {
    return (
      <Routes>
        <Route path="*" element={<DashboardPage />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route path="/signin" element={<SignIn />} />
      <Route path="/signup" element={<SignUp />} />
      <Route path="/players" element={<PublicPlayersPage />} />
      <Route path="*" element={<ToSignIn />} />
    </Routes>
  );
}
