import { act, screen, waitFor } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { getDoc } from 'firebase/firestore';
import { AppRoutes } from './AppRoutes';
import { firebaseError, loadMockedFirebase } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders } from '../testKit/renderWithProviders';
import { authStateChanged, initialAuthState } from '../features/auth/authSlice';

type SignInResult = Awaited<ReturnType<typeof signInWithEmailAndPassword>>;

async function renderSignIn() {
  const rendered = renderWithProviders(<AppRoutes />, {
    route: '/signin',
    preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } },
    loadFirebase: loadMockedFirebase,
  });
  // The forms are a chunk of their own (AppRoutes.tsx): they show once it has loaded.
  await screen.findByRole('heading', { name: 'Sign In' });
  return rendered;
}

beforeEach(() => {
  mockApi(dashboardAnswers());
});

describe('Sign in screen', () => {
  it('shows the logo, heading, required email and password fields, the button and a Sign Up link', async () => {
    await renderSignIn();
    expect(screen.getByRole('img', { name: 'Páirc' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it("reads 'Signing In...' while busy, then says 'Successfully signed in!' and opens the dashboard", async () => {
    let finish: (value: SignInResult) => void = () => undefined;
    const profile = { email: 'niamh@example.ie', fullName: 'Niamh Ní Mhaoláin' };
    jest
      .mocked(getDoc)
      .mockResolvedValue({ exists: () => true, data: () => profile } as unknown as Awaited<ReturnType<typeof getDoc>>);
    jest.mocked(signInWithEmailAndPassword).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, store } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'niamh@example.ie');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'niamh@example.ie', 'secret12');

    act(() => {
      store.dispatch(authStateChanged({ uid: 'u1', email: 'niamh@example.ie' }));
    });
    finish({} as SignInResult);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Successfully signed in!'));
    expect(await screen.findByRole('heading', { name: profile.fullName }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows the provider's message when sign-in fails and stays on the form", async () => {
    jest.mocked(signInWithEmailAndPassword).mockRejectedValue(firebaseError('auth/invalid-credential'));
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'niamh@example.ie');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Firebase: Error (auth/invalid-credential).');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('does not submit with an empty required field', async () => {
    const { user } = await renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'niamh@example.ie');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });
});
