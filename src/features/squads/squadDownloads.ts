import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { slug } from '../../../contract/slug';
import type { AppServices } from '../../app/services';
import { downloadBlob } from '../../components/download';

/**
 * Downloads a squad's export (docs/squads.md#export) with the user's token: the files can be large,
 * so they go straight to a file and never into the store. Resolves to null, or the reason it failed.
 */
export function downloadExport(
  squadId: string,
  name: string,
  kind: 'json' | 'csv',
): ThunkAction<Promise<string | null>, unknown, AppServices, UnknownAction> {
  return async (_dispatch, _getState, services) => {
    try {
      const { auth } = await services.loadFirebase();
      const token = auth.currentUser ? await auth.currentUser.getIdToken() : '';
      const route = kind === 'json' ? 'export' : 'export.csv';
      const response = await fetch(`${services.config.apiBaseUrl}/squads/${encodeURIComponent(squadId)}/${route}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        return body.error ?? `HTTP ${response.status}`;
      }
      downloadBlob(`${slug(name) || 'squad'}${kind === 'json' ? '.json' : '-shots.csv'}`, await response.blob());
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
}
