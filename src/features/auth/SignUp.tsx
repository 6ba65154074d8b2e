import { useState, type SubmitEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { AuthCard } from './AuthCard';
import { authFlowFinished } from './authSlice';
import { signUp, signUpFailed, type SignUpArgs } from './authThunks';
import { useAuthFlowOutcome } from './useAuthFlowOutcome';

const emptyForm: SignUpArgs = { email: '', fullName: '', password: '', confirmPassword: '' };

export function SignUp() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { message, setMessage } = useAuthFlowOutcome();
  const [form, setForm] = useState(emptyForm);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [accountWithoutProfile, setAccountWithoutProfile] = useState(false);

  const field = (name: keyof SignUpArgs) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const outcome = await dispatch(signUp(form));
    setBusy(false);
    if (!signUpFailed.match(outcome)) {
      setMessage({ kind: 'success', text: 'Successfully signed up!' });
      return;
    }
    setMessage({ kind: 'error', text: outcome.payload.message });
    setAccountWithoutProfile(outcome.payload.accountCreated);
  };

  const passwordType = showPassword ? 'text' : 'password';

  return (
    <AuthCard
      title="Sign Up"
      message={message}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/signin" state={location.state as unknown}>
            Sign In
          </Link>
        </>
      }
    >
      {accountWithoutProfile ? (
        <button className="button button--primary" type="button" onClick={() => dispatch(authFlowFinished())}>
          Continue to the dashboard
        </button>
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)}>
          <label className="field">
            <span className="field__label">Email</span>
            <input className="field__input" type="email" autoComplete="email" required {...field('email')} />
          </label>
          <label className="field">
            <span className="field__label">Full Name</span>
            <input className="field__input" type="text" autoComplete="name" required {...field('fullName')} />
          </label>
          <label className="field">
            <span className="field__label">Password</span>
            <input
              className="field__input"
              type={passwordType}
              autoComplete="new-password"
              required
              {...field('password')}
            />
          </label>
          <label className="field">
            <span className="field__label">Confirm Password</span>
            <input
              className="field__input"
              type={passwordType}
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
          </label>
          <button
            className="button button--link auth-form__toggle"
            type="button"
            aria-pressed={showPassword}
            onClick={() => setShowPassword(!showPassword)}
          >
            {showPassword ? 'Hide Password' : 'Show Password'}
          </button>
          <button className="button button--primary" type="submit" disabled={busy || message?.kind === 'success'}>
            {busy ? 'Signing Up...' : 'Sign Up'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
