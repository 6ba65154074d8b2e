import { useState, type SubmitEvent } from 'react';
import type { SquadSummary } from '../../../contract/squadApi';
import { useAppDispatch } from '../../app/hooks';
import { RequestFailure } from '../../components/RequestFailure';
import { downloadExport } from './squadDownloads';
import { useDeleteSquadMutation } from './squadsEndpoints';
import { SquadCard } from './SquadCard';

/** An owner's: the squad's whole data to download, and the squad deleted for good after its name is typed. */
export function SquadDataCard({ squad, onDeleted }: { squad: SquadSummary; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  const [deleteSquad, deletion] = useDeleteSquadMutation();
  const [typed, setTyped] = useState('');
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async (kind: 'json' | 'csv') => {
    setDownloadError(null);
    const failure = await dispatch(downloadExport(squad.id, squad.name, kind));
    if (failure !== null) setDownloadError(failure);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await deleteSquad(squad.id);
    if (!('error' in result)) onDeleted();
  };

  return (
    <SquadCard id="data" title="The squad’s data">
      <div className="download-buttons">
        <button type="button" className="button button--small" onClick={() => void download('json')}>
          Download everything (JSON)
        </button>
        <button type="button" className="button button--small" onClick={() => void download('csv')}>
          Download the shots (CSV, 2023 columns)
        </button>
      </div>
      {downloadError && (
        <p className="form-error" role="alert">
          {downloadError}
        </p>
      )}
      <form className="danger-zone" onSubmit={(event) => void submit(event)}>
        <h3 className="danger-zone__title">Delete the squad</h3>
        <p className="squad-page__hint">
          Every match, event, player, member and invite of the squad goes, and cannot be brought back. Download its data
          first if you may want it.
        </p>
        <label className="field">
          <span className="field__label">Type the squad’s name, {squad.name}, to confirm</span>
          <input className="field__input" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button
          type="submit"
          className="button button--danger"
          disabled={typed.trim() !== squad.name || deletion.isLoading}
        >
          Delete {squad.name}
        </button>
        <RequestFailure error={deletion.error} />
      </form>
    </SquadCard>
  );
}
