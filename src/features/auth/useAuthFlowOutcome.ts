import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import type { AuthMessage } from './AuthCard';
import { authFlowFinished } from './authSlice';

/** Long enough to read a two-word confirmation before the dashboard replaces the form. */
export const SUCCESS_DWELL_MS = 900;

/**
 * The message area of an auth form, and what happens on success: show the confirmation, then
 * hand over to the dashboard at '/'.
 */
export function useAuthFlowOutcome() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [message, setMessage] = useState<AuthMessage>(null);
  const succeeded = message?.kind === 'success';

  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => {
      dispatch(authFlowFinished());
      void navigate('/');
    }, SUCCESS_DWELL_MS);
    return () => clearTimeout(timer);
  }, [succeeded, dispatch, navigate]);

  return { message, setMessage };
}
