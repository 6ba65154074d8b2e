import { act, screen, waitFor } from '@testing-library/react';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { setDoc } from 'firebase/firestore';
import { AppRoutes } from './AppRoutes';
import { firebaseError, loadMockedFirebase } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders } from '../testKit/renderWithProviders';
import { authStateChanged, initialAuthState } from '../features/auth/authSlice';

type CreateResult = Awaited<ReturnType<typeof createUserWithEmailAndPassword>>;

async function renderSignUp() {
  const rendered = renderWithProviders(<AppRoutes />, {
    route: '/signup',
    preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } },
    loadFirebase: loadMockedFirebase,
  });
  // The forms are a chunk of their own (AppRoutes.tsx): they show once it has loaded.
  await screen.findByRole('heading', { name: 'Sign Up' });
  return rendered;
}

async function fillIn(user: Awaited<ReturnType<typeof renderSignUp>>['user'], confirm = 'secret12') {
  await user.type(screen.getByLabelText('Email'), 'aoife@example.ie');
  await user.type(screen.getByLabelText('Full Name'), 'Aoife Ní Bhriain');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

beforeEach(() => {
  mockApi(dashboardAnswers());
});

describe('Sign up screen', () => {
  it('has the heading, four required fields (email typed as e-mail) and a link to sign in', async () => {
    await renderSignUp();
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    for (const label of ['Email', 'Full Name', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('shows and hides both passwords', async () => {
    const { user } = await renderSignUp();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it("says 'Passwords don't match.' and submits nothing", async () => {
    const { user } = await renderSignUp();
    await fillIn(user, 'other-password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Passwords don't match.");
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it("says 'Email is already in use.' for a taken address", async () => {
    jest.mocked(createUserWithEmailAndPassword).mockRejectedValue(firebaseError('auth/email-already-in-use'));
    const { user } = await renderSignUp();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already in use.');
  });

  it("reads 'Signing Up...' while busy, then 'Successfully signed up!' and shows the new name in the sidebar", async () => {
    let created: (value: CreateResult) => void = () => undefined;
    jest.mocked(createUserWithEmailAndPassword).mockReturnValue(new Promise((resolve) => (created = resolve)));
    jest.mocked(setDoc).mockResolvedValue(undefined);
    const { user, store } = await renderSignUp();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();

    act(() => {
      store.dispatch(authStateChanged({ uid: 'new-uid', email: 'aoife@example.ie' }));
    });
    created({ user: { uid: 'new-uid' } } as CreateResult);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Successfully signed up!'));
    expect(await screen.findByRole('heading', { name: 'Aoife Ní Bhriain' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
