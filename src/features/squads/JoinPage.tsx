import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useOpenDashboard } from '../../app/useOpenDashboard';
import { errorText } from '../../components/errorText';
import { Spinner } from '../../components/Spinner';
import { ROLE_NAMES } from './roles';
import { useAcceptInviteMutation, useGetSquadsQuery } from './squadsEndpoints';

/**
 * `/join/<code>`: the invite is accepted once the user is signed in (a signed-out visitor comes
 * here again after signing in or up), and says where it led.
 */
export function JoinPage() {
  const { code = '' } = useParams();
  const [accept, result] = useAcceptInviteMutation();
  const squads = useGetSquadsQuery();
  const openDashboard = useOpenDashboard();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per code, though React may run an effect twice in development.
    if (asked.current === code) return;
    asked.current = code;
    void accept(code);
  }, [accept, code]);

  if (result.isError) {
    return (
      <section className="card join-card" aria-labelledby="join-title">
        <h2 id="join-title" className="card__title">
          This invite did not work
        </h2>
        <p role="alert">{errorText(result.error)}</p>
      </section>
    );
  }
  const joined = result.data;
  if (!joined) return <Spinner label="Joining the squad" />;
  const squad = squads.data?.entities[joined.squadId];
  return (
    <section className="card join-card" aria-labelledby="join-title">
      <h2 id="join-title" className="card__title">
        Welcome to {joined.name}
      </h2>
      <p role="status">
        You are in {joined.name} as {ROLE_NAMES[joined.role].toLowerCase()}.
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={!squad}
        onClick={() => squad && openDashboard(squad)}
      >
        Open its dashboard
      </button>
    </section>
  );
}
