import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import type { AuthMessage } from './AuthCard';
import { authFlowFinished } from './authSlice';

/** Long enough to read a two-word confirmation before the dashboard replaces the form. */
export const SUCCESS_DWELL_MS = 900;

/** The invite a signed-out visitor opened (`/join/<code>`), kept in the history entry's state; null for none. */
export function joinAfterSignIn(state: unknown): string | null {
  const next = typeof state === 'object' && state !== null ? (state as { next?: unknown }).next : undefined;
  return typeof next === 'string' && /^\/join\/[A-Za-z0-9_-]+$/.test(next) ? next : null;
}

/** A match report's address, the public data's or a squad's (docs/behaviour.md#sign-in-return). */
const REPORT_PATH = /^\/(squads\/[^/?#]+\/)?matches\/[^/?#]+\/report$/;

/**
 * The match report a signed-out visitor opened (`/matches/<id>/report?team=...` or a squad's), kept
 * in the history entry's state; null for none, or for anything else a state might name.
 */
export function reportAfterSignIn(state: unknown): { pathname: string; search: string } | null {
  const report = typeof state === 'object' && state !== null ? (state as { report?: unknown }).report : undefined;
  if (typeof report !== 'string' || !report.startsWith('/')) return null;
  const [pathname = '', query] = report.split(/\?(.*)/s, 2);
  if (!REPORT_PATH.test(pathname)) return null;
  return { pathname, search: query === undefined || query === '' ? '' : `?${query}` };
}

/**
 * Where the app opens after signing in: the invite or match report that brought a signed-out
 * visitor here, or the dashboard at `/` with the team, view and filter of their link (kept in the
 * history entry's state, never in the URL).
 */
export function dashboardAfterSignIn(state: unknown): { pathname: string; search: string } {
  const join = joinAfterSignIn(state);
  if (join !== null) return { pathname: join, search: '' };
  const report = reportAfterSignIn(state);
  if (report !== null) return report;
  const link = typeof state === 'object' && state !== null ? (state as { link?: unknown }).link : undefined;
  return { pathname: '/', search: typeof link === 'string' && link.startsWith('?') ? link : '' };
}

/**
 * The message area of an auth form, and what happens on success: show the confirmation, then
 * hand over to the dashboard at '/'.
 */
export function useAuthFlowOutcome() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const [message, setMessage] = useState<AuthMessage>(null);
  const succeeded = message?.kind === 'success';

  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => {
      dispatch(authFlowFinished());
      void navigate(dashboardAfterSignIn(state));
    }, SUCCESS_DWELL_MS);
    return () => clearTimeout(timer);
  }, [succeeded, dispatch, navigate, state]);

  return { message, setMessage };
}
