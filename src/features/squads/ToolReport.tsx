import { useId, type ReactNode } from 'react';
import type { ToolImportReport } from '../../../contract/squadApi';
import { EVENT_KINDS } from '../../../contract/toolFiles';
import { ScrollRegion } from '../../components/ScrollRegion';
import { plural } from './plural';
import { ReportFigures } from './ReportFigures';

const KIND_NAMES = { shot: 'Shots', kickout: 'Kickouts', turnover: 'Turnovers', free: 'Frees', card: 'Cards' } as const;

const DATE_FROM = {
  file: '',
  upload: ' (the date given here: the file has none)',
  today: ' (the file has no date: today’s is used)',
} as const;

/** The mappings field by field, each field where the file first had it, and within it by count, most first. */
function mappingsByField(mappings: ToolImportReport['tool']['mappings']) {
  const fields = [...new Set(mappings.map((mapping) => mapping.field))];
  return [...mappings].sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field) || b.count - a.count);
}

/** A titled part of the report; its heading names it for a screen reader's list of regions. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="tool-report__part" aria-labelledby={id}>
      <h4 id={id} className="tool-report__title">
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * What reading another tool's file found (docs/formats.md#report) and what importing it does: the
 * format and why, the team, how the pitch was mapped, every value mapping with its count, whatever
 * could not be read by name, and what the file holds that our events have no room for.
 */
export function ToolReport({ report }: { report: ToolImportReport }) {
  const { tool } = report;
  const { pitch } = tool;
  return (
    <div className="import-report tool-report">
      <ReportFigures
        figures={[
          ['Entries read', tool.counts.entries],
          ...EVENT_KINDS.map((kind) => [KIND_NAMES[kind], tool.counts.events[kind]] as const),
          ['Players', tool.counts.players],
          ['Matches added', report.matchesAdded],
          ['Matches replaced', report.matchesReplaced],
        ]}
      />
      <p className="import-report__note">
        <strong>{tool.formatName}</strong>, found from {tool.evidence.join('; ')}. The squad’s team is{' '}
        <strong>{tool.team.name}</strong>: {tool.team.how}.
      </p>
      <ul className="import-report__matches">
        {report.matches
          .map((match, index) => ({ match, read: tool.matches[index] }))
          .map(({ match, read }) => (
            <li key={read?.id ?? `${match.date}-${match.competition}-${match.opponent}`}>
              {match.date}
              {DATE_FROM[read?.dateFrom ?? 'file']} {match.competition} v {match.opponent}:{' '}
              {plural(match.events, 'event')} ({plural(match.shots, 'shot')}),{' '}
              {match.change === 'adds' ? 'new' : 'replaces the squad’s match'}
            </li>
          ))}
      </ul>
      {report.playersAdded.length > 0 && (
        <p className="import-report__note">New to the roster: {report.playersAdded.join(', ')}.</p>
      )}
      <Part title="How the coordinates were mapped">
        <dl className="tool-report__facts">
          <dt>Pitch in the file</dt>
          <dd>
            {pitch.source.length} x {pitch.source.width} m
          </dd>
          <dt>Origin</dt>
          <dd>{pitch.origin}</dd>
          <dt>Axes</dt>
          <dd>{pitch.axes}</dd>
          <dt>Direction of attack</dt>
          <dd>{pitch.attackingDirection}</dd>
          <dt>Onto our 145 x 88 m pitch</dt>
          <dd>
            {pitch.mapping}
            {pitch.movedOntoPitch > 0 &&
              ` ${plural(pitch.movedOntoPitch, 'point')} beyond our side lines moved onto them.`}
          </dd>
        </dl>
      </Part>
      <Part title="Values read as ours">
        <ScrollRegion label="Each value of the file and what it was read as">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">In the file</th>
                <th scope="col">Read as</th>
                <th scope="col" className="table__numeric">
                  Count
                </th>
              </tr>
            </thead>
            <tbody>
              {mappingsByField(tool.mappings).map((mapping) => (
                <tr key={`${mapping.field}-${mapping.from}-${mapping.to}`}>
                  <td>{mapping.field}</td>
                  <td>{mapping.from}</td>
                  <td>{mapping.to}</td>
                  <td className="table__numeric">{mapping.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Part>
      {tool.unmapped.length > 0 && (
        <Part title="Values not understood">
          <ul className="tool-report__list">
            {tool.unmapped.map((value) => (
              <li key={`${value.field}-${value.value}-${value.consequence}`}>
                {value.field} {value.value}: {plural(value.count, 'time')}, {value.consequence} (
                {value.places.join('; ')}
                {value.count > value.places.length ? '; …' : ''})
              </li>
            ))}
          </ul>
        </Part>
      )}
      {(tool.notImported.length > 0 || tool.skipped.length > 0) && (
        <Part title="Not imported">
          <ul className="tool-report__list">
            {tool.notImported.map((entry) => (
              <li key={entry.what}>
                {entry.count} {entry.what}: {entry.reason}
              </li>
            ))}
            {tool.skipped.map((entry) => (
              <li key={`${entry.place}-${entry.reason}`}>
                {entry.place}: {entry.reason}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {(tool.scoring.length > 0 || tool.thirdPartyXp !== null || tool.notes.length > 0) && (
        <Part title="Notes">
          <ul className="tool-report__list">
            {tool.thirdPartyXp && (
              <li>
                Expected points from {tool.thirdPartyXp.source} kept beside ours on{' '}
                {plural(tool.thirdPartyXp.count, 'shot')}, never in their place.
              </li>
            )}
            {tool.scoring.map((entry) => (
              <li key={entry.place}>
                {entry.place}: recorded as worth {entry.recorded}, the rules give {entry.rules}; {entry.used} is used.
              </li>
            ))}
            {tool.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Part>
      )}
      {tool.ignoredFields.length > 0 && (
        <p className="import-report__note">
          Not read: {tool.ignoredFields.map((field) => `${field.field} (${field.count})`).join(', ')}.
        </p>
      )}
    </div>
  );
}
