import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import type { AuthMessage } from './AuthCard';
import { authFlowFinished } from './authSlice';

/** Long enough to read a two-word confirmation before the dashboard replaces the form. */
export const SUCCESS_DWELL_MS = 900;

/**
 * Where the dashboard opens after signing in: at `/`, with the team, view and filter of the link
 * that brought a signed-out visitor here (kept in the history entry's state, never in the URL).
 */
export function dashboardAfterSignIn(state: unknown): { pathname: '/'; search: string } {
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
