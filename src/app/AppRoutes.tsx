import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { selectAuthStatus, selectShowsDashboard } from '../features/auth/authSlice';
import { LogOutButton } from '../features/auth/LogOutButton';
import { SignIn } from '../features/auth/SignIn';
import { SignUp } from '../features/auth/SignUp';
import { UserFullName } from '../features/auth/UserFullName';
import { Dashboard } from '../features/dashboard/Dashboard';
import { useAppSelector } from './hooks';

/** Spec section 2: signed out, the auth screens; signed in, the dashboard at any path. */
export function AppRoutes() {
  const status = useAppSelector(selectAuthStatus);
  const showsDashboard = useAppSelector(selectShowsDashboard);

  if (status === 'unknown') return <Spinner label="Checking your sign-in" fullPage />;

  if (showsDashboard) {
    return (
      <Routes>
        <Route path="*" element={<Dashboard userName={<UserFullName />} logOut={<LogOutButton />} />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route path="/signin" element={<SignIn />} />
      <Route path="/signup" element={<SignUp />} />
      <Route path="*" element={<Navigate to="/signin" replace />} />
    </Routes>
  );
}
