import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { selectAuthStatus, selectShowsDashboard } from '../features/auth/authSlice';
import { SignIn } from '../features/auth/SignIn';
import { SignUp } from '../features/auth/SignUp';
import { DashboardPage } from './DashboardPage';
import { useAppSelector } from './hooks';
import { PublicPlayersPage } from './PublicPlayersPage';

/** Signed out, the auth screens and `/players`; signed in, the dashboard at any path (docs/behaviour.md#routes). */
export function AppRoutes() {
  const status = useAppSelector(selectAuthStatus);
  const showsDashboard = useAppSelector(selectShowsDashboard);

  if (status === 'unknown') return <Spinner label="Checking your sign-in" fullPage />;

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
      <Route path="*" element={<Navigate to="/signin" replace />} />
    </Routes>
  );
}
