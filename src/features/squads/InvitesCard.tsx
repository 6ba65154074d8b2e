import { useState, type SubmitEvent } from 'react';
import { INVITE_ROLES, type InviteView } from '../../../contract/squadApi';
import { Spinner } from '../../components/Spinner';
import { RequestFailure } from '../../components/RequestFailure';
import { ROLE_NAMES } from './roles';
import {
  invitesAdapter,
  useCreateInviteMutation,
  useGetInvitesQuery,
  useRevokeInviteMutation,
} from './squadsEndpoints';
import { SquadCard } from './SquadCard';

const { selectAll } = invitesAdapter.getSelectors();

const STATE_NAMES: Readonly<Record<InviteView['state'], string>> = {
  open: 'Open',
  used: 'Used',
  expired: 'Expired',
  revoked: 'Revoked',
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IE', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The join link of a code: this app's own address, so it opens wherever the squad was invited from. */
export const joinLink = (code: string): string => `${window.location.origin}/join/${code}`;

/** An owner's invites: make one for a role (its link shown once, to copy), revoke, see who used which. */
export function InvitesCard({ squadId }: { squadId: string }) {
  const invites = useGetInvitesQuery(squadId);
  const [createInvite, creation] = useCreateInviteMutation();
  const [revokeInvite, revocation] = useRevokeInviteMutation();
  const [role, setRole] = useState<(typeof INVITE_ROLES)[number]>('viewer');
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCopied(false);
    const result = await createInvite({ squadId, invite: { role } });
    if ('data' in result && result.data) setLink(joinLink(result.data.code));
  };

  const copy = async () => {
    if (link === null) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };

  return (
    <SquadCard id="invites" title="Invites">
      <form className="squad-form squad-form--inline" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">Invite someone as</span>
          <select
            className="field__input"
            value={role}
            onChange={(event) => setRole(event.target.value as (typeof INVITE_ROLES)[number])}
          >
            {INVITE_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {ROLE_NAMES[choice]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary" disabled={creation.isLoading}>
          Create invite link
        </button>
      </form>
      {link !== null && (
        <div className="invite-link" role="status">
          <label className="field">
            <span className="field__label">Send this link (it works once, for 7 days; it is shown only now)</span>
            <input className="field__input" readOnly value={link} onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="button button--small" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
      )}
      <RequestFailure error={creation.error ?? revocation.error} />
      {invites.isLoading ? (
        <Spinner label="Loading the invites" />
      ) : (
        <ul className="invite-list">
          {(invites.data ? selectAll(invites.data) : []).map((invite) => (
            <li key={invite.id} className="invite-list__item">
              <span>
                {ROLE_NAMES[invite.role]} · {STATE_NAMES[invite.state]} · made {dateTime(invite.createdAt)}, expires{' '}
                {dateTime(invite.expiresAt)}
                {invite.uses.length > 0 && ` · used by ${invite.uses.map((use) => use.displayName).join(', ')}`}
              </span>
              {invite.state === 'open' && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void revokeInvite({ squadId, inviteId: invite.id })}
                >
                  Revoke<span className="visually-hidden"> the {ROLE_NAMES[invite.role].toLowerCase()} invite</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SquadCard>
  );
}
