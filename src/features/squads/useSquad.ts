import type { SquadSummary } from '../../../contract/squadApi';
import { useAppSelector } from '../../app/hooks';
import { useGetSquadOnDeviceQuery, type SquadOnDevice } from './rosterEndpoints';
import { selectMySquad } from './selectors';
import { useGetSquadsQuery } from './squadsEndpoints';

/** A squad as the API tells it, or with no counts as this device last read it from Firestore. */
export type ShownSquad =
  { fromDevice: false; summary: SquadSummary } | { fromDevice: true; summary: NonNullable<SquadOnDevice['squad']> };

/**
 * One of my squads, for its page: the API's summary; when the API cannot be reached (no network),
 * the squad and my role as this device last read them in Firestore (docs/behaviour.md#offline).
 */
export function useSquad(squadId: string, uid: string) {
  const squads = useGetSquadsQuery();
  const onDevice = useGetSquadOnDeviceQuery({ squadId, uid }, { skip: uid === '' || squadId === '' });
  const summary = useAppSelector((state) => selectMySquad(state, squadId));
  const fallback = squads.isError ? onDevice.data?.squad : null;
  const squad: ShownSquad | undefined = summary
    ? { fromDevice: false, summary }
    : fallback
      ? { fromDevice: true, summary: fallback }
      : undefined;
  const waitsForDevice = squads.isError && !onDevice.data?.loaded && !onDevice.isError;
  return { squad, isLoading: squads.isLoading || waitsForDevice, error: squads.isError ? squads.error : undefined };
}
