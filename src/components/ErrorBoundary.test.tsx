import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

function BrokenTable(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}

/** What webpack's import() rejects with when a chunk's script cannot be fetched. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk chart failed.\n(error: http://127.0.0.1:3000/chart.0123abcd.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function renderInBoundary(ui: React.ReactNode) {
  const onReload = jest.fn();
  // React reports what a boundary catches on the console; the test looks at the page instead.
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ErrorBoundary onReload={onReload}>
      <h1>The dashboard</h1>
      <Suspense fallback="Loading">{ui}</Suspense>
    </ErrorBoundary>,
  );
  return { onReload, log };
}

describe('the error boundary', () => {
  it('shows what went wrong and a Reload button, instead of a blank page, when rendering throws', async () => {
    const { onReload, log } = renderInBoundary(<BrokenTable />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This page could not be shown: Cannot read properties of undefined (reading 'map'). Reload the page to start again.",
    );
    expect(screen.queryByRole('heading', { name: 'The dashboard' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('says a part of the app could not be downloaded when a lazy screen’s code fails to load', async () => {
    const Chart = lazy(() => Promise.reject(chunkLoadError()));
    const { onReload } = renderInBoundary(<Chart />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Part of Páirc could not be downloaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The code for this page did not arrive (Loading chunk chart failed). Check your connection and reload the page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('says the same of a style sheet chunk that fails', async () => {
    const cssFailure = Object.assign(new Error('Loading CSS chunk dashboard failed.\n(/dashboard.css)'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    const Page = lazy(() => Promise.reject(cssFailure));
    renderInBoundary(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code for this page did not arrive (Loading CSS chunk dashboard failed).',
    );
  });

  it('shows its children while nothing fails', () => {
    renderInBoundary(<p>Galway</p>);
    expect(screen.getByRole('heading', { name: 'The dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Galway')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
