import { lazy, Suspense, useEffect, useState } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { CONTENT_ID, SkipLink } from '../components/SkipLink';
import { Spinner } from '../components/Spinner';
import { UnavailablePage } from '../components/UnavailablePage';
import {
  selectAuthStatus,
  selectShowsDashboard,
  selectUnavailableReason,
  type AuthStatus,
} from '../features/auth/authSlice';
import { PAGE_TITLE } from './config';
import { useAppSelector } from './hooks';

// The sign-in page downloads only what signing in needs; the dashboard and the tables come after.
const loadDashboard = () => import(/* webpackChunkName: "dashboard" */ './DashboardPage');
const DashboardPage = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardPage })));
const squadPages = () => import(/* webpackChunkName: "squads" */ './SquadPages');
const SquadsRoute = lazy(() => squadPages().then((module) => ({ default: module.SquadsRoute })));
const SquadRoute = lazy(() => squadPages().then((module) => ({ default: module.SquadRoute })));
const JoinRoute = lazy(() => squadPages().then((module) => ({ default: module.JoinRoute })));
const reportPages = () => import(/* webpackChunkName: "report" */ './ReportPages');
const MatchReportRoute = lazy(() => reportPages().then((module) => ({ default: module.MatchReportRoute })));
const SharedReportRoute = lazy(() => reportPages().then((module) => ({ default: module.SharedReportRoute })));
// Recording a match and the form for a new one are chunks of their own, so the capture screen
// downloads only what it needs.
const NewMatchRoute = lazy(() =>
  import(/* webpackChunkName: "newMatch" */ './NewMatchRoute').then((module) => ({ default: module.NewMatchRoute })),
);
const CaptureRoute = lazy(() =>
  import(/* webpackChunkName: "capture" */ './CapturePages').then((module) => ({ default: module.CaptureRoute })),
);
const authForms = () => import(/* webpackChunkName: "auth-forms" */ '../features/auth/forms');
type AuthForms = Awaited<ReturnType<typeof authForms>>;
const NEW_MATCH_PATH = '/squads/:squadId/matches/new';
const CAPTURE_PATH = '/squads/:squadId/matches/:matchId/capture';
const PublicPlayersPage = lazy(() =>
  import(/* webpackChunkName: "public-players" */ './PublicPlayersPage').then((module) => ({
    default: module.PublicPlayersPage,
  })),
);

/**
 * Any other path goes to /signin (docs/behaviour.md#routes). A dashboard link (`/?team=...`), an
 * invite (`/join/<code>`) or a match report's address is kept for after the sign-in (or sign-up),
 * in the history entry's state (docs/behaviour.md#sign-in-return).
 */
function ToSignIn() {
  const { pathname, search } = useLocation();
  const state = pathname.startsWith('/join/')
    ? { next: pathname }
    : pathname.endsWith('/report')
      ? { report: `${pathname}${search}` }
      : pathname === '/' && search !== ''
        ? { link: search }
        : null;
  return <Navigate to="/signin" replace state={state} />;
}

/** What shows while the sign-in is checked or a page's code arrives. */
function PageSpinner({ label }: { label: string }) {
  return (
    <main id={CONTENT_ID} tabIndex={-1}>
      <h1 className="visually-hidden">{PAGE_TITLE}</h1>
      <Spinner label={label} fullPage />
    </main>
  );
}

/**
 * The sign-in and sign-up forms' code, which signed-in pages never download: fetched from the first
 * render, beside Firebase Auth (which the forms wait for anyway), on any page but recording's, where
 * a phone is nearly always signed in. Held here rather than by React.lazy, whose fallback, once
 * shown, stays at least 300 ms, so the form would come that much after the sign-in check.
 */
function useAuthForms(status: AuthStatus, recording: boolean): AuthForms | Error | null {
  const [forms, setForms] = useState<AuthForms | Error | null>(null);
  const wanted = status === 'signedOut' || (status === 'unknown' && !recording);
  useEffect(() => {
    if (wanted && forms === null)
      authForms().then(setForms, (error: unknown) =>
        setForms(error instanceof Error ? error : new Error(String(error))),
      );
  }, [wanted, forms]);
  return forms;
}

/** A sign-in or sign-up form once its code is here; a failed download goes to the ErrorBoundary, as a lazy page's does. */
function AuthForm({ forms, form }: { forms: AuthForms | Error | null; form: 'SignIn' | 'SignUp' }) {
  if (forms instanceof Error) throw forms;
  if (forms === null) return <PageSpinner label="Loading the page" />;
  const Form = forms[form];
  return <Form />;
}

/**
 * Signed out, the auth screens, `/players` and a shared report (`/r/<code>`); signed in, the dashboard
 * at any path, and the squads' and reports' pages at theirs (docs/behaviour.md#routes).
 */
export function AppRoutes() {
  const status = useAppSelector(selectAuthStatus);
  const showsDashboard = useAppSelector(selectShowsDashboard);
  const unavailableReason = useAppSelector(selectUnavailableReason);
  const { pathname } = useLocation();
  // A phone at the pitch side with a weak signal downloads what recording needs and nothing more.
  const recording = [NEW_MATCH_PATH, CAPTURE_PATH].some((path) => matchPath(path, pathname) !== null);

  const forms = useAuthForms(status, recording);

  useEffect(() => {
    // Fetched while the sign-in's success message is read, so the dashboard follows it at once. A
    // failure here is no loss: the dashboard's own load asks again and reports it.
    if (status === 'signedIn' && !recording) {
      loadDashboard()
        .then((dashboard) => dashboard.preloadFirstView())
        .catch(() => undefined);
    }
  }, [status, recording]);

  if (unavailableReason !== null) {
    return <UnavailablePage reason={unavailableReason} onReload={() => window.location.reload()} />;
  }

  return (
    <>
      <SkipLink />
      {status === 'unknown' ? (
        <PageSpinner label="Checking your sign-in" />
      ) : (
        <ErrorBoundary>
          <Suspense fallback={<PageSpinner label="Loading the page" />}>
            {showsDashboard ? (
              <Routes>
                <Route path="/squads" element={<SquadsRoute />} />
                <Route path="/squads/:squadId" element={<SquadRoute />} />
                <Route path={NEW_MATCH_PATH} element={<NewMatchRoute />} />
                <Route path={CAPTURE_PATH} element={<CaptureRoute />} />
                <Route path="/join/:code" element={<JoinRoute />} />
                <Route path="/matches/:matchId/report" element={<MatchReportRoute />} />
                <Route path="/squads/:squadId/matches/:matchId/report" element={<MatchReportRoute />} />
                <Route path="/r/:code" element={<SharedReportRoute />} />
                <Route path="*" element={<DashboardPage />} />
              </Routes>
            ) : (
              <Routes>
                <Route path="/signin" element={<AuthForm forms={forms} form="SignIn" />} />
                <Route path="/signup" element={<AuthForm forms={forms} form="SignUp" />} />
                <Route path="/players" element={<PublicPlayersPage />} />
                <Route path="/r/:code" element={<SharedReportRoute />} />
                <Route path="*" element={<ToSignIn />} />
              </Routes>
            )}
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
