import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';
import { initialAuthState } from '../features/auth/authSlice';
import { startAuthListener } from '../features/auth/authListener';

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

  it.each(['/nowhere', '/', '/login'])('sends a signed-out visitor from %s to /signin', async (route) => {
    renderAt(route, 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/signin');
  });

  it('serves the sign-up form at /signup', async () => {
    renderAt('/signup', 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('replaces the spinner with a message and a Reload button when the sign-in service cannot be loaded', async () => {
    const { store } = renderAt('/signin', 'unknown');
    const blocked = () => Promise.reject(new Error('Loading chunk firebase failed.'));

    await act(() => startAuthListener(store.dispatch, blocked));

    expect(screen.getByRole('heading', { level: 1, name: 'Páirc is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The sign-in service could not be loaded: Loading chunk firebase failed. Check your connection and reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Checking your sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
