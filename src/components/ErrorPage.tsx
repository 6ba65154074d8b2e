type ErrorPageProps = { message: string; onRetry: () => void };

/** Replaces the dashboard when a top-level load fails, offering a retry (docs/behaviour.md#error-page). */
export function ErrorPage({ message, onRetry }: ErrorPageProps) {
  return (
    <main className="error-page">
      <div className="error-page__card" role="alert">
        <p className="error-page__text">An error occurred: {message}</p>
        <button className="button button--primary" type="button" onClick={onRetry}>
          Retry
        </button>
      </div>
    </main>
  );
}
