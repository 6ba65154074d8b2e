import { CONTENT_ID } from './SkipLink';

type ReloadPageProps = { title: string; text: string; onReload: () => void };

/** The whole page when the app cannot go on without a reload: what happened, and the button that reloads. */
export function ReloadPage({ title, text, onReload }: ReloadPageProps) {
  return (
    <main id={CONTENT_ID} tabIndex={-1} className="error-page">
      <div className="error-page__card" role="alert">
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__text">{text}</p>
        <button className="button button--primary" type="button" onClick={onReload}>
          Reload
        </button>
      </div>
    </main>
  );
}

/** An error's message as the middle of a sentence: its first line, without a full stop of its own. */
export function asClause(message: string): string {
  return (message.trim().split('\n')[0] ?? '').trim().replace(/\.$/, '');
}
