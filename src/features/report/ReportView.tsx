import { useState, type ReactNode } from 'react';
import type { MatchReport, ReportCharts, ReportPlayer, ScoreEvent } from '../../../contract/report';
import {
  cardWords,
  freeRows,
  headline,
  kickoutRows,
  NOT_RECORDED,
  PART_NAMES,
  scoreRows,
  shotRows,
  subtitle,
  turnoverRows,
  type Row,
} from '../../../contract/reportText';
import { useAppDispatch } from '../../app/hooks';
import { errorText } from '../../components/errorText';
import { fileNameOf } from '../../components/download';
import { SvgChart } from '../../components/SvgChart';
import { ScrollRegion } from '../../components/ScrollRegion';
import { Spinner } from '../../components/Spinner';
import { downloadReportFile } from './reportDownloads';
import { useGetMatchReportQuery, useGetReportChartsQuery } from './reportEndpoints';
import type { ReportSource } from './reportSource';
import './report.css';

function Chart({ svg, className }: { svg: string; className?: string }) {
  return <SvgChart svg={svg} className={`report__chart ${className ?? ''}`} />;
}

/** Both teams' figures side by side, for the match, then each half: a row per figure. */
function SplitTable({
  caption,
  teams,
  rows,
}: {
  caption: string;
  teams: readonly [string, string];
  rows: readonly Row[];
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="table report__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {PART_NAMES.map((part) => (
              <th key={part} scope="colgroup" colSpan={2} className="report__part">
                {part}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">Figure</th>
            {PART_NAMES.flatMap((part) =>
              teams.map((team, index) => (
                <th key={`${part}-${team}`} scope="col" className={`table__numeric report__team--${index}`}>
                  <span className="visually-hidden">{part}, </span>
                  {team}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td
                  key={`${PART_NAMES[Math.floor(index / 2)] ?? ''}-${teams[index % 2] ?? ''}`}
                  className={`table__numeric${index < 2 ? ' report__whole' : ''}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card report__block" aria-labelledby={`report-${id}`}>
      <h3 id={`report-${id}`} className="card__title report__block-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

const NotRecorded = ({ what }: { what: string }) => (
  <p className="report__not-recorded">
    {what}: {NOT_RECORDED}.
  </p>
);

function PlayerTable({ team, players }: { team: string; players: readonly ReportPlayer[] }) {
  const caption = `${team} players`;
  const count = (value: number | null) => (value === null ? '–' : String(value));
  return (
    <ScrollRegion label={caption}>
      <table className="table report__table">
        <caption className="report__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" className="table__numeric">
              Shots
            </th>
            <th scope="col" className="table__numeric">
              Scores
            </th>
            <th scope="col" className="table__numeric">
              Points
            </th>
            <th scope="col" className="table__numeric">
              <abbr title="Expected points">xP</abbr>
            </th>
            <th scope="col" className="table__numeric">
              <abbr title="Turnovers won">TO</abbr>
            </th>
            <th scope="col" className="table__numeric">
              <abbr title="Kickouts won">KO</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.name}>
              <th scope="row">{player.name}</th>
              <td className="table__numeric">{player.shots}</td>
              <td className="table__numeric">{player.scores}</td>
              <td className="table__numeric">{player.points}</td>
              <td className="table__numeric">{player.xPts.toFixed(1)}</td>
              <td className="table__numeric">{count(player.turnoversWon)}</td>
              <td className="table__numeric">{count(player.kickoutsWon)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const VALUE_WORDS: Readonly<Record<number, string>> = { 1: 'point', 2: 'two-pointer', 3: 'goal' };

/** The score as it grew: every score in order, with both totals after it. */
function ScoreTimeline({ report }: { report: MatchReport }) {
  const [first, second] = report.match.teams;
  const line = (event: ScoreEvent) =>
    `${event.minute === null ? '' : `${event.minute}′ `}${report.match.teams[event.team]} ${VALUE_WORDS[event.value] ?? ''}` +
    `${event.player ? ` (${event.player})` : ''}: ${event.totals[0]}–${event.totals[1]}`;
  return (
    <details className="report__timeline">
      <summary>
        How the score grew ({first} first, {second} second, in points)
      </summary>
      <ol>
        {report.scoring.map((event) => (
          <li key={`${event.totals[0]}-${event.totals[1]}`}>{line(event)}</li>
        ))}
      </ol>
    </details>
  );
}

type ReportViewProps = {
  source: ReportSource;
  /** The share links' panel, for an owner or analyst of the squad (from the app). */
  shares?: (report: MatchReport) => ReactNode;
};

/** A match report (docs/report.md): both teams, by half, with the race and the shot charts. */
export function ReportView({ source, shares }: ReportViewProps) {
  const dispatch = useAppDispatch();
  const answer = useGetMatchReportQuery(source);
  const charts = useGetReportChartsQuery(source);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (answer.isLoading) return <Spinner label="Loading the match report" />;
  if (answer.isError || !answer.data) {
    return (
      <p className="empty-state" role="alert">
        Could not load the report: {errorText(answer.error)}
      </p>
    );
  }
  const report = answer.data;
  const { teams } = report.match;
  const fileName = fileNameOf(teams[0], 'v', teams[1], report.match.date);

  const download = (kind: 'pdf' | 'png') => {
    setFailure(null);
    setDownloading(kind);
    void dispatch(downloadReportFile(source, kind, `${fileName}${kind === 'pdf' ? '-report.pdf' : '.png'}`)).then(
      (problem) => {
        setDownloading(null);
        if (problem !== null) setFailure(`Could not download the ${kind === 'pdf' ? 'PDF' : 'image'}: ${problem}`);
      },
    );
  };

  const cards = cardWords(report);
  const drawn: ReportCharts | undefined = charts.data;
  return (
    <article className="report" aria-labelledby="report-headline">
      <header className="report__header">
        <h2 id="report-headline" className="report__headline">
          {headline(report)}
        </h2>
        <p className="report__subtitle">{subtitle(report)}</p>
      </header>
      <div className="report__tools" role="group" aria-label="Take the report away">
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button" onClick={() => download('pdf')} disabled={downloading !== null}>
          {downloading === 'pdf' ? 'Making the PDF…' : 'Download PDF'}
        </button>
        <button type="button" className="button" onClick={() => download('png')} disabled={downloading !== null}>
          {downloading === 'png' ? 'Making the image…' : 'Download image'}
        </button>
        {failure && (
          <p className="report__failure" role="alert">
            {failure}
          </p>
        )}
      </div>
      {shares?.(report)}
      <div className="report__grid">
        <Block id="score" title="Score and shots">
          <SplitTable
            caption="Score and shots by half"
            teams={teams}
            rows={[...scoreRows(report), ...shotRows(report)]}
          />
          <ScoreTimeline report={report} />
        </Block>
        <Block id="race" title="Expected-points race">
          {drawn ? (
            <ScrollRegion label="Expected-points race">
              <Chart svg={drawn.race} className="report__race" />
            </ScrollRegion>
          ) : (
            <Spinner label="Drawing the race" />
          )}
        </Block>
        <Block id="shots" title="Shot chart">
          <div className="report__pair">
            {drawn ? (
              drawn.shots.map((svg, index) => <Chart key={index === 0 ? 'first' : 'second'} svg={svg} />)
            ) : (
              <Spinner label="Drawing the shots" />
            )}
          </div>
        </Block>
        <Block id="kickouts" title="Kickouts">
          {report.kickouts ? (
            <>
              <SplitTable caption="Kickouts by half" teams={teams} rows={kickoutRows(report) ?? []} />
              {drawn?.kickouts && <Chart svg={drawn.kickouts} className="report__map" />}
            </>
          ) : (
            <NotRecorded what="Kickouts" />
          )}
        </Block>
        <Block id="turnovers" title="Turnovers">
          {report.turnovers ? (
            <>
              <SplitTable caption="Turnovers by half" teams={teams} rows={turnoverRows(report) ?? []} />
              {drawn?.turnovers && <Chart svg={drawn.turnovers} className="report__map" />}
            </>
          ) : (
            <NotRecorded what="Turnovers" />
          )}
        </Block>
        <Block id="discipline" title="Frees and cards">
          {report.discipline.frees ? (
            <SplitTable caption="Frees by half" teams={teams} rows={freeRows(report) ?? []} />
          ) : (
            <NotRecorded what="Frees" />
          )}
          {cards ? (
            <ul className="report__cards">
              {teams.map((team, index) => (
                <li key={team}>
                  {team}: {cards[index as 0 | 1]}
                </li>
              ))}
            </ul>
          ) : (
            <NotRecorded what="Cards" />
          )}
        </Block>
        <Block id="players" title="Players">
          <div className="report__pair">
            {teams.map((team, index) => (
              <PlayerTable key={team} team={team} players={report.players[index as 0 | 1]} />
            ))}
          </div>
          <p className="report__note">xP expected points · TO turnovers won · KO kickouts won</p>
        </Block>
      </div>
    </article>
  );
}
