import { screen } from '@testing-library/react';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';

// The dashboard's code never arrives, as when the network drops after sign-in or a deploy has
// replaced the chunk the page asks for: webpack's import() rejects with a ChunkLoadError.
jest.mock('./DashboardPage', () => {
  const error = new Error('Loading chunk dashboard failed.\n(error: http://127.0.0.1:3000/dashboard.0123abcd.js)');
  error.name = 'ChunkLoadError';
  throw error;
});

describe('a dashboard whose code fails to download', () => {
  it('shows what happened and a Reload button, never a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AppRoutes />, { preloadedState: SIGNED_IN });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Part of Páirc could not be downloaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The code for this page did not arrive (Loading chunk dashboard failed). Check your connection and reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
  });
});
