import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';
import { initialAuthState } from '../features/auth/authSlice';

function WhereAmI() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(route: string, status: 'unknown' | 'signedOut') {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </>,
    { route, preloadedState: { auth: { ...initialAuthState, status } } },
  );
}

describe('routes', () => {
  it('shows only the Páirc spinner while the auth state is unknown, never the sign-in form', () => {
    renderAt('/signin', 'unknown');
    expect(screen.getByRole('status', { name: 'Checking your sign-in' })).toHaveTextContent('Páirc');
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it.each(['/nowhere', '/', '/login'])('sends a signed-out visitor from %s to /signin', (route) => {
    renderAt(route, 'signedOut');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/signin');
  });

  it('serves the sign-up form at /signup', () => {
    renderAt('/signup', 'signedOut');
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
