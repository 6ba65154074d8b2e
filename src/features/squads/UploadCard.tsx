import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  importRefusalSchema,
  type ChampionshipImportReport,
  type ImportRefusal,
  type SquadImportReport,
} from '../../../contract/squadApi';
import { errorText } from '../../components/errorText';
import { ScrollRegion } from '../../components/ScrollRegion';
import { Spinner } from '../../components/Spinner';
import { useUploadFileMutation } from './squadsEndpoints';
import { plural } from './plural';
import { ReportFigures } from './ReportFigures';
import { SquadCard } from './SquadCard';
import { ToolReport } from './ToolReport';

/** The report lists this many changed rows; the rest are counted. */
const ISSUES_SHOWN = 50;

/** What the importer read from a 2023 championship file and what importing would do (or did): the figures first, then every change. */
function ChampionshipReport({ report }: { report: ChampionshipImportReport }) {
  const { issues } = report;
  return (
    <div className="import-report">
      <ReportFigures
        figures={[
          ['Rows read', report.rowsRead],
          ['Imported', report.imported],
          ['Normalised', report.normalised],
          ['Skipped', report.skipped],
          ['Duplicates', report.duplicates.length],
          ['Matches added', report.matchesAdded],
          ['Matches replaced', report.matchesReplaced],
        ]}
      />
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
        <ScrollRegion label="Rows the importer changed or left out">
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
        </ScrollRegion>
      )}
      {issues.length > ISSUES_SHOWN && (
        <p className="import-report__note">…and {issues.length - ISSUES_SHOWN} more rows changed or left out.</p>
      )}
    </div>
  );
}

/** The report for either kind of file. */
function Report({ report }: { report: SquadImportReport }) {
  return report.kind === 'tool' ? <ToolReport report={report} /> : <ChampionshipReport report={report} />;
}

/** The API's refusal of a file, when it sent one: its message and, for a tool's file, its fault. */
function refusalOf(error: FetchBaseQueryError | SerializedError | undefined): ImportRefusal | null {
  if (!error || !('status' in error)) return null;
  const parsed = importRefusalSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/**
 * The file's teams when none is spelt as the squad's (a shot-plotter file's `Home` and `Away`):
 * the analyst says which is theirs, and the file is read again with it.
 */
function TeamChooser({ team, teams, onChoose }: { team: string; teams: string[]; onChoose: (chosen: string) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <form
      className="team-chooser"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null) onChoose(chosen);
      }}
    >
      <p className="team-chooser__hint">
        None of the file’s teams is spelt {team}: the file names them {teams.join(' and ')}. Nothing is written yet.
      </p>
      <fieldset className="team-chooser__choices">
        <legend className="team-chooser__question">Which of these is {team}?</legend>
        {teams.map((name) => (
          <label key={name} className="team-chooser__choice">
            <input
              type="radio"
              name="team-in-file"
              value={name}
              checked={chosen === name}
              onChange={() => setChosen(name)}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={chosen === null}>
        Preview with this team
      </button>
    </form>
  );
}

/** A date for a file that has none: it places the match and decides its scoring rules' era. */
function DateChooser({ date, onChoose }: { date: string; onChoose: (date: string) => void }) {
  const [value, setValue] = useState(date);
  return (
    <form
      className="date-chooser"
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== '') onChoose(value);
      }}
    >
      <label className="field">
        <span className="field__label">Date of the match (the file has none)</span>
        <input
          className="field__input"
          type="date"
          value={value}
          required
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={value === '' || value === date}>
        Use this date
      </button>
    </form>
  );
}

type Choice = { teamInFile: string | null; date: string | null };
const NO_CHOICE: Choice = { teamInFile: null, date: null };

/**
 * A file brought in from the browser (docs/behaviour.md#squad-uploads, #tool-files): our own 2023
 * format or another tool's, found from its content, read and reported first, written only when the
 * analyst says Import. A tool's file whose teams do not include the squad's asks which is theirs.
 */
export function UploadCard({ squadId, team }: { squadId: string; team: string }) {
  const [upload, state] = useUploadFileMutation();
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [preview, setPreview] = useState<SquadImportReport | null>(null);
  const [written, setWritten] = useState<SquadImportReport | null>(null);

  const read = async (chosen: File, next: Choice) => {
    setChoice(next);
    setPreview(null);
    const result = await upload({ squadId, file: chosen, preview: true, ...next });
    if ('data' in result && result.data) setPreview(result.data);
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setWritten(null);
    if (chosen !== null) await read(chosen, NO_CHOICE);
  };

  const write = async () => {
    if (file === null) return;
    const result = await upload({ squadId, file, preview: false, ...choice });
    if ('data' in result && result.data) {
      setWritten(result.data);
      setPreview(null);
    }
  };

  const refusal = state.isError ? refusalOf(state.error) : null;
  const teamsToChoose = refusal?.fault?.code === 'team-not-found' ? refusal.fault.teams : [];
  const undated =
    preview?.kind === 'tool' ? preview.tool.matches.find((match) => match.dateFrom !== 'file') : undefined;
  return (
    <SquadCard id="upload" title="Upload a file">
      <p className="squad-page__hint">
        A CSV, JSON or XLSX file in the 2023 championship format, or a file of Gaelic-Stat-Logger, Scorelect or
        shot-plotter: its content tells which. Its matches of {team} come in (both teams’ events); a match the squad
        already holds is replaced. You see what it holds before anything is written.
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
      {state.isError && teamsToChoose.length === 0 && (
        <p className="form-error" role="alert">
          {refusal?.error ?? errorText(state.error)}
        </p>
      )}
      {file !== null && teamsToChoose.length > 0 && (
        <TeamChooser
          team={team}
          teams={teamsToChoose}
          onChoose={(chosen) => void read(file, { ...choice, teamInFile: chosen })}
        />
      )}
      {preview && file !== null && (
        <section aria-labelledby="preview-title" className="import-preview">
          <h3 id="preview-title" className="import-preview__title">
            Preview of {preview.fileName}
          </h3>
          {undated && (
            <DateChooser
              key={undated.date}
              date={undated.date}
              onChoose={(date) => void read(file, { ...choice, date })}
            />
          )}
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
