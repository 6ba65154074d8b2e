import { screen } from '@testing-library/react';
import { initialAuthState } from '../features/auth/authSlice';
import { renderWithProviders } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';

/**
 * The sign-in and sign-up forms are a chunk of their own (AppRoutes.tsx): when it cannot be
 * downloaded, the page says so and offers a reload, as for any page's code, never a blank page or a
 * spinner for ever.
 */

jest.mock('../features/auth/forms', () => {
  const failure = new Error('Loading chunk auth-forms failed.\n(error: https://pairc.test/assets/auth-forms.js)');
  failure.name = 'ChunkLoadError';
  throw failure;
});

it.each(['/signin', '/signup'])('says the code for %s did not arrive and offers a reload', async (route) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } } });
  expect(await screen.findByRole('heading', { name: 'Part of Páirc could not be downloaded' })).toBeInTheDocument();
  expect(screen.getByText(/The code for this page did not arrive/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Reload/ })).toBeEnabled();
  expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
});
