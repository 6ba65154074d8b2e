import { PRODUCT_NAME } from '../app/config';
import { asClause, ReloadPage } from './ReloadPage';

type UnavailablePageProps = { reason: string; onReload: () => void };

/**
 * The whole page when the sign-in service cannot be loaded, so the app can never learn who is
 * signed in: says why and offers a reload, instead of a spinner that never ends
 * (docs/behaviour.md#auth-wait).
 */
export function UnavailablePage({ reason, onReload }: UnavailablePageProps) {
  return (
    <ReloadPage
      title={`${PRODUCT_NAME} is unavailable`}
      text={`The sign-in service could not be loaded: ${asClause(reason)}. Check your connection and reload the page.`}
      onReload={onReload}
    />
  );
}
