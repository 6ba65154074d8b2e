import { useNavigate } from 'react-router-dom';
import { ROLES, type Role } from '../../../contract/squad';
import type { SquadSummary } from '../../../contract/squadApi';
import { errorText } from '../../components/errorText';
import { RefreshFailure } from '../../components/RefreshFailure';
import { Spinner } from '../../components/Spinner';
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from './roles';
import { membersAdapter, useChangeRoleMutation, useGetMembersQuery, useRemoveMemberMutation } from './squadsEndpoints';
import { SquadCard } from './SquadCard';

const { selectAll } = membersAdapter.getSelectors();

/** Who is in the squad and in what role; an owner changes roles and removes members, anyone may leave. */
export function MembersCard({ squad, myUid }: { squad: SquadSummary; myUid: string }) {
  const navigate = useNavigate();
  const members = useGetMembersQuery(squad.id);
  const [changeRole, roleChange] = useChangeRoleMutation();
  const [removeMember, removal] = useRemoveMemberMutation();
  const isOwner = squad.role === 'owner';
  const list = members.data ? selectAll(members.data) : [];
  const owners = list.filter((member) => member.role === 'owner').length;
  const failure = roleChange.error ?? removal.error;

  const leave = async () => {
    const result = await removeMember({ squadId: squad.id, uid: myUid });
    if (!('error' in result)) void navigate('/squads');
  };

  return (
    <SquadCard id="members" title="Members">
      <ul className="role-help">
        {ROLES.map((role) => (
          <li key={role}>
            <strong>{ROLE_NAMES[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
      {squad.sample ? (
        <p className="empty-state">Every signed-in user can look at the sample squad, as a viewer.</p>
      ) : members.isLoading ? (
        <Spinner label="Loading the members" />
      ) : members.isError && members.data === undefined ? (
        <p className="empty-state">Could not load the members: {errorText(members.error)}</p>
      ) : (
        <ul className="member-list">
          {list.map((member) => {
            const me = member.uid === myUid;
            return (
              <li key={member.uid} className="member-list__item">
                <div className="member-list__who">
                  <span className="member-list__name">
                    {member.displayName}
                    {me ? ' (you)' : ''}
                  </span>
                  <span className="member-list__email">{member.email}</span>
                </div>
                {isOwner && !me ? (
                  <div className="member-list__actions">
                    <label className="field field--compact">
                      <span className="visually-hidden">Role of {member.displayName}</span>
                      <select
                        className="field__input"
                        value={member.role}
                        disabled={roleChange.isLoading}
                        onChange={(event) =>
                          void changeRole({ squadId: squad.id, uid: member.uid, role: event.target.value as Role })
                        }
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_NAMES[role]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={removal.isLoading}
                      onClick={() => void removeMember({ squadId: squad.id, uid: member.uid })}
                    >
                      Remove<span className="visually-hidden"> {member.displayName}</span>
                    </button>
                  </div>
                ) : (
                  <div className="member-list__actions">
                    <span className="role-badge">{ROLE_NAMES[member.role]}</span>
                    {/* The last owner cannot leave: the squad would have none. */}
                    {me && !(member.role === 'owner' && owners === 1) && (
                      <button type="button" className="button button--small" onClick={() => void leave()}>
                        Leave squad
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!squad.sample && members.data !== undefined && <RefreshFailure error={members.error} what="the members" />}
      {failure && (
        <p className="form-error" role="alert">
          {errorText(failure)}
        </p>
      )}
    </SquadCard>
  );
}
