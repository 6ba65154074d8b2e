import { useState } from 'react';
import type { SquadImportReport } from '../../../contract/squadApi';
import { errorText } from '../../components/errorText';
import { Spinner } from '../../components/Spinner';
import { useUploadFileMutation } from './squadsEndpoints';
import { SquadCard } from './SquadCard';

/** The report lists this many changed rows; the rest are counted. */
const ISSUES_SHOWN = 50;

const plural = (count: number, noun: string, nouns = `${noun}s`) => `${count} ${count === 1 ? noun : nouns}`;

/** What the importer read and what importing would do (or did): the figures first, then every change. */
function Report({ report }: { report: SquadImportReport }) {
  const { issues } = report;
  return (
    <div className="import-report">
      <dl className="import-report__figures">
        {(
          [
            ['Rows read', report.rowsRead],
            ['Imported', report.imported],
            ['Normalised', report.normalised],
            ['Skipped', report.skipped],
            ['Duplicates', report.duplicates.length],
            ['Matches added', report.matchesAdded],
            ['Matches replaced', report.matchesReplaced],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="import-report__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.notes.map((note) => (
        <p key={note} className="import-report__note">
          {note}
        </p>
      ))}
      {report.matches.length > 0 && (
        <ul className="import-report__matches">
          {report.matches.map((match) => (
            <li key={`${match.date}-${match.competition}-${match.opponent}`}>
              {match.date} {match.competition} v {match.opponent}: {plural(match.shots, 'shot')},{' '}
              {match.change === 'adds' ? 'new' : 'replaces the squad’s match'}
            </li>
          ))}
        </ul>
      )}
      {report.playersAdded.length > 0 && (
        <p className="import-report__note">New to the roster: {report.playersAdded.join(', ')}.</p>
      )}
      {report.otherMatches.length > 0 && (
        <p className="import-report__note">
          Left out: {plural(report.otherMatches.length, 'match', 'matches')} of other teams (
          {plural(
            report.otherMatches.reduce((sum, match) => sum + match.rows, 0),
            'row',
          )}
          ).
        </p>
      )}
      {issues.length > 0 && (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Rows the importer changed or left out</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Value</th>
                <th scope="col">What was done</th>
              </tr>
            </thead>
            <tbody>
              {issues.slice(0, ISSUES_SHOWN).map((issue) => (
                <tr key={`${issue.row}-${issue.column}`}>
                  <td className="table__numeric">{issue.row}</td>
                  <td>{issue.column}</td>
                  <td>{issue.value}</td>
                  <td>
                    {issue.action === 'skipped' ? 'Skipped: ' : 'Normalised: '}
                    {issue.reason}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {issues.length > ISSUES_SHOWN && (
        <p className="import-report__note">…and {issues.length - ISSUES_SHOWN} more rows changed or left out.</p>
      )}
    </div>
  );
}

/**
 * A file brought in from the browser (docs/behaviour.md#squad-uploads): read and reported first,
 * written only when the analyst says Import. The importer is `npm run import`'s own.
 */
export function UploadCard({ squadId, team }: { squadId: string; team: string }) {
  const [upload, state] = useUploadFileMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SquadImportReport | null>(null);
  const [written, setWritten] = useState<SquadImportReport | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setWritten(null);
    if (chosen === null) return;
    const result = await upload({ squadId, file: chosen, preview: true });
    if ('data' in result && result.data) setPreview(result.data);
  };

  const write = async () => {
    if (file === null) return;
    const result = await upload({ squadId, file, preview: false });
    if ('data' in result && result.data) {
      setWritten(result.data);
      setPreview(null);
    }
  };

  return (
    <SquadCard id="upload" title="Upload a file">
      <p className="squad-page__hint">
        A CSV, JSON or XLSX file in the 2023 championship format. Its matches of {team} come in (both teams’ shots); a
        match the squad already holds is replaced. You see what it holds before anything is written.
      </p>
      <label className="field">
        <span className="field__label">File</span>
        <input
          className="field__input"
          type="file"
          accept=".csv,.json,.xlsx,text/csv,application/json"
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
      </label>
      {state.isLoading && <Spinner label={preview ? 'Importing' : 'Reading the file'} />}
      {state.isError && (
        <p className="form-error" role="alert">
          {errorText(state.error)}
        </p>
      )}
      {preview && (
        <section aria-labelledby="preview-title" className="import-preview">
          <h3 id="preview-title" className="import-preview__title">
            Preview of {preview.fileName}
          </h3>
          <Report report={preview} />
          {preview.matches.length === 0 ? (
            <p className="form-error" role="alert">
              The file holds no match of {team}: nothing to import.
            </p>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={state.isLoading}
              onClick={() => void write()}
            >
              Import {plural(preview.matches.length, 'match', 'matches')}
            </button>
          )}
        </section>
      )}
      {written && (
        <section aria-labelledby="imported-title" className="import-preview" role="status">
          <h3 id="imported-title" className="import-preview__title">
            Imported {written.fileName}
          </h3>
          <Report report={written} />
        </section>
      )}
    </SquadCard>
  );
}
