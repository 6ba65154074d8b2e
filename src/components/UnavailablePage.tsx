import { PRODUCT_NAME } from '../app/config';

type UnavailablePageProps = { reason: string; onReload: () => void };

/**
 * The whole page when the sign-in service cannot be loaded, so the app can never learn who is
 * signed in: says why and offers a reload, instead of a spinner that never ends
 * (docs/behaviour.md#auth-wait).
 */
export function UnavailablePage({ reason, onReload }: UnavailablePageProps) {
  // Error messages often end in a full stop of their own; the sentence supplies one.
  const cause = reason.trim().replace(/\.$/, '');
  return (
    <main className="error-page">
      <div className="error-page__card" role="alert">
        <h1 className="error-page__title">{PRODUCT_NAME} is unavailable</h1>
        <p className="error-page__text">
          The sign-in service could not be loaded: {cause}. Check your connection and reload the page.
        </p>
        <button className="button button--primary" type="button" onClick={onReload}>
          Reload
        </button>
      </div>
    </main>
  );
}
