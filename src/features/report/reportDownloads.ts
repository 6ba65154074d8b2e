import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppServices } from '../../app/services';
import { downloadBlob } from '../../components/download';
import { reportApiPath, type ReportSource } from './reportSource';

/**
 * Downloads the report's PDF or share image made on the server (docs/report.md#take-it-away), with
 * the user's token for a squad's: the bytes go straight to a file, never into the store. Resolves
 * to null, or the reason it failed.
 */
export function downloadReportFile(
  source: ReportSource,
  kind: 'pdf' | 'png',
  fileName: string,
): ThunkAction<Promise<string | null>, unknown, AppServices, UnknownAction> {
  return async (_dispatch, _getState, services) => {
    try {
      const headers: Record<string, string> = {};
      if (source.kind === 'squad') {
        const { auth } = await services.loadFirebase();
        if (auth.currentUser) headers.authorization = `Bearer ${await auth.currentUser.getIdToken()}`;
      }
      const response = await fetch(
        `${services.config.apiBaseUrl}/${reportApiPath(source, kind === 'pdf' ? '.pdf' : '.png')}`,
        {
          headers,
        },
      );
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        return body.error ?? `HTTP ${response.status}`;
      }
      downloadBlob(fileName, await response.blob());
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
}
