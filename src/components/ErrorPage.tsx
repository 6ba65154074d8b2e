import { CONTENT_ID } from './SkipLink';

type ErrorPageProps = { message: string; onRetry: () => void };

/** Replaces the dashboard when a top-level load fails, offering a retry (docs/behaviour.md#error-page). */
export function ErrorPage({ message, onRetry }: ErrorPageProps) {
  return (
    <main id={CONTENT_ID} tabIndex={-1} className="error-page">
      <div className="error-page__card" role="alert">
        <h1 className="error-page__text">An error occurred: {message}</h1>
        <button className="button button--primary" type="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    </main>
  );
}
