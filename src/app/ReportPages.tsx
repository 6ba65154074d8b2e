import { useParams, useSearchParams } from 'react-router-dom';
import type { MatchReport } from '../../contract/report';
import { canWrite } from '../../contract/squad';
import { PublicHeader } from '../components/PublicHeader';
import { CONTENT_ID } from '../components/SkipLink';
import { selectAuthStatus } from '../features/auth/authSlice';
import { ReportView } from '../features/report/ReportView';
import { ShareLinks } from '../features/report/ShareLinks';
import type { ReportSource } from '../features/report/reportSource';
import { selectMySquad } from '../features/squads/selectors';
import { useAppSelector } from './hooks';
import { SquadFrame } from './SquadFrame';

/**
 * A match's report at its own address (docs/report.md): `/matches/:matchId/report` for the public
 * data and `/squads/:squadId/matches/:matchId/report` for a squad's, in the dashboard's frame; an
 * owner or analyst of the squad also makes share links there.
 */
export function MatchReportRoute() {
  const { squadId = null, matchId = '' } = useParams();
  const [search] = useSearchParams();
  const team = search.get('team');
  const squad = useAppSelector((state) => selectMySquad(state, squadId));
  const source: ReportSource =
    squadId === null ? { kind: 'public', matchId, team } : { kind: 'squad', squadId, matchId, team };
  const shares =
    squadId !== null && squad && canWrite(squad.role)
      ? (report: MatchReport) => <ShareLinks squadId={squadId} matchId={report.match.id} />
      : undefined;
  return (
    <SquadFrame title="Match report" subtitle={squad ? `${squad.name} · ${squad.team}` : 'Championship data'}>
      <ReportView key={`${squadId ?? ''}/${matchId}/${team ?? ''}`} source={source} shares={shares} />
    </SquadFrame>
  );
}

/**
 * `/r/:code`: the one report a share link opens, for anyone, signed in or not, and nothing else
 * (docs/report.md#share-links). A wrong, revoked or expired code says so in one and the same way.
 */
export function SharedReportRoute() {
  const { code = '' } = useParams();
  const signedOut = useAppSelector(selectAuthStatus) !== 'signedIn';
  return (
    <div className="public-page">
      <PublicHeader title="Match report" signIn={signedOut} />
      <main id={CONTENT_ID} tabIndex={-1} className="report-page__main" aria-labelledby="view-title">
        <h1 id="view-title" className="dashboard__title">
          Shared match report
        </h1>
        <ReportView source={{ kind: 'shared', code }} />
      </main>
    </div>
  );
}
