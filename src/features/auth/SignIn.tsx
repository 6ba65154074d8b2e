import { useState, type SubmitEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { AuthCard } from './AuthCard';
import { signIn, signInFailed } from './authThunks';
import { useAuthFlowOutcome } from './useAuthFlowOutcome';

export function SignIn() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { message, setMessage } = useAuthFlowOutcome();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const outcome = await dispatch(signIn({ email, password }));
    setBusy(false);
    if (signInFailed.match(outcome)) {
      setMessage({ kind: 'error', text: outcome.payload });
    } else {
      setMessage({ kind: 'success', text: 'Successfully signed in!' });
    }
  };

  return (
    <AuthCard
      title="Sign In"
      message={message}
      footer={
        <>
          No account yet?{' '}
          <Link to="/signup" state={location.state as unknown}>
            Sign Up
          </Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">Email</span>
          <input
            className="field__input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Password</span>
          <input
            className="field__input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button className="button button--primary" type="submit" disabled={busy || message?.kind === 'success'}>
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
    </AuthCard>
  );
}
