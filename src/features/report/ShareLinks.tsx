import { useId, useState, type SubmitEvent } from 'react';
import type { ShareView } from '../../../contract/report';
import { formatMatchDate } from '../../../contract/filters';
import { errorText } from '../../components/errorText';
import { useCreateShareMutation, useGetSharesQuery, useRevokeShareMutation } from './reportEndpoints';
import { sharedPagePath } from './reportSource';

const EXPIRIES = [
  { value: '', label: 'until revoked' },
  { value: '7', label: 'for 7 days' },
  { value: '30', label: 'for 30 days' },
] as const;

const STATE_WORDS: Readonly<Record<ShareView['state'], string>> = {
  open: 'open',
  expired: 'expired',
  revoked: 'revoked',
};

const dayOf = (iso: string) => formatMatchDate(iso.slice(0, 10));

/**
 * Read-only links to this report for people without an account (docs/report.md#share-links): an
 * owner or analyst makes one (its address is shown once), sees the match's links and revokes them.
 */
export function ShareLinks({ squadId, matchId }: { squadId: string; matchId: string }) {
  const arg = { squadId, matchId };
  const links = useGetSharesQuery(arg);
  const [create, creation] = useCreateShareMutation();
  const [revoke, revocation] = useRevokeShareMutation();
  const [days, setDays] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const selectId = useId();
  const linkId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCopied(false);
    void create({ ...arg, days: days === '' ? null : Number(days) })
      .unwrap()
      .then((share) => setMade(`${window.location.origin}${sharedPagePath(share.code)}`))
      .catch(() => setMade(null));
  };
  const copy = (link: string) => {
    void navigator.clipboard.writeText(link).then(() => setCopied(true));
  };

  return (
    <section className="card report__shares" aria-labelledby="report-shares">
      <h3 id="report-shares" className="card__title report__block-title">
        Share a read-only link
      </h3>
      <p className="report__note">
        Anyone with the link can open this report, and nothing else of the squad, without an account.
      </p>
      <form className="report__share-form" onSubmit={submit}>
        <label htmlFor={selectId}>Link works</label>
        <select id={selectId} className="field__input" value={days} onChange={(event) => setDays(event.target.value)}>
          {EXPIRIES.map((expiry) => (
            <option key={expiry.value} value={expiry.value}>
              {expiry.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={creation.isLoading}>
          {creation.isLoading ? 'Making the link…' : 'Make a link'}
        </button>
      </form>
      {creation.isError && (
        <p className="report__failure" role="alert">
          Could not make a link: {errorText(creation.error)}
        </p>
      )}
      {made !== null && (
        <div className="report__made">
          <label htmlFor={linkId}>The new link (shown this once: copy it now)</label>
          <div className="report__made-row">
            <input
              id={linkId}
              className="field__input"
              readOnly
              value={made}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="button" onClick={() => copy(made)}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
        </div>
      )}
      {links.data && links.data.length > 0 && (
        <ul className="report__links" aria-label="Links to this report">
          {links.data.map((link) => (
            <li key={link.id}>
              <span>
                Made {dayOf(link.createdAt)}
                {link.expiresAt ? `, ${link.state === 'expired' ? 'expired' : 'expires'} ${dayOf(link.expiresAt)}` : ''}
                : <strong>{STATE_WORDS[link.state]}</strong>
              </span>
              {link.state === 'open' && (
                <button
                  type="button"
                  className="button button--small"
                  disabled={revocation.isLoading}
                  onClick={() => void revoke({ ...arg, shareId: link.id })}
                  aria-label={`Revoke the link made ${dayOf(link.createdAt)}`}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {links.isError && <p className="report__failure">Could not load the links: {errorText(links.error)}</p>}
    </section>
  );
}
