import { useParams } from 'react-router-dom';
import { selectAuthUser } from '../features/auth/authSlice';
import { rosterAdapter } from '../features/squads/rosterEndpoints';
import { useSquad } from '../features/squads/useSquad';
import { useAppSelector } from './hooks';

/** The roster as a list, for the new-match form and the capture screen's late changes. */
export const { selectAll: allPlayers } = rosterAdapter.getSelectors();

/**
 * The squad at the address, from the API or, with no network, as this device last read it from
 * Firestore: a match is recorded at the pitch side with no signal (docs/behaviour.md#offline).
 */
export function useRecordingSquad() {
  const { squadId = '' } = useParams();
  const uid = useAppSelector(selectAuthUser)?.uid ?? '';
  const { squad, isLoading } = useSquad(squadId, uid);
  return { squadId, squad: squad?.summary, loading: isLoading, uid };
}
