// First, before anything loads Redux Toolkit: the stand-in for the DevTools extension.
import { devTools } from '../testKit/devToolsRecorder';
import { screen } from '@testing-library/react';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { setDoc } from 'firebase/firestore';
import { AppRoutes } from './AppRoutes';
import { firebaseError, loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders } from '../testKit/renderWithProviders';
import { initialAuthState } from '../features/auth/authSlice';

type CreateResult = Awaited<ReturnType<typeof createUserWithEmailAndPassword>>;
type SignInResult = Awaited<ReturnType<typeof signInWithEmailAndPassword>>;

const email = 'aoife@example.ie';
const passwords = {
  mistyped: 'first-try-Secret1',
  mistypedConfirm: 'first-try-Secret2',
  signUp: 'sign-up-Secret3',
  wrong: 'wrong-guess-Secret4',
  signIn: 'sign-in-Secret5',
};

async function renderSignedOutAt(route: '/signin' | '/signup') {
  const rendered = renderWithProviders(<AppRoutes />, {
    route,
    preloadedState: { auth: { ...initialAuthState, status: 'signedOut' } },
    loadFirebase: loadMockedFirebase,
  });
  // The forms are a chunk of their own (AppRoutes.tsx): they show once it has loaded.
  await screen.findByRole('heading', { name: route === '/signin' ? 'Sign In' : 'Sign Up' });
  return rendered;
}

beforeEach(() => {
  devTools.reset();
  mockApi(dashboardAnswers());
  mockProfile({ email, fullName: 'Aoife Ní Bhriain' });
});

describe('what Redux DevTools records of signing up and signing in', () => {
  it('holds no password in any action, whether the attempt fails or succeeds', async () => {
    jest.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: { uid: 'u1', email } } as CreateResult);
    jest.mocked(setDoc).mockResolvedValue(undefined);
    jest
      .mocked(signInWithEmailAndPassword)
      .mockRejectedValueOnce(firebaseError('auth/invalid-credential'))
      .mockResolvedValue({} as SignInResult);

    const signUp = await renderSignedOutAt('/signup');
    await signUp.user.type(screen.getByLabelText('Email'), email);
    await signUp.user.type(screen.getByLabelText('Full Name'), 'Aoife Ní Bhriain');
    await signUp.user.type(screen.getByLabelText('Password'), passwords.mistyped);
    await signUp.user.type(screen.getByLabelText('Confirm Password'), passwords.mistypedConfirm);
    await signUp.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Passwords don't match.");
    await signUp.user.clear(screen.getByLabelText('Password'));
    await signUp.user.type(screen.getByLabelText('Password'), passwords.signUp);
    await signUp.user.clear(screen.getByLabelText('Confirm Password'));
    await signUp.user.type(screen.getByLabelText('Confirm Password'), passwords.signUp);
    await signUp.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully signed up!');
    signUp.unmount();

    const signIn = await renderSignedOutAt('/signin');
    await signIn.user.type(screen.getByLabelText('Email'), email);
    await signIn.user.type(screen.getByLabelText('Password'), passwords.wrong);
    await signIn.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Firebase: Error (auth/invalid-credential).');
    await signIn.user.clear(screen.getByLabelText('Password'));
    await signIn.user.type(screen.getByLabelText('Password'), passwords.signIn);
    await signIn.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully signed in!');

    // Both stores went through DevTools, and it saw both flows, so the check below is not empty.
    expect(devTools.stores).toBe(2);
    const types = devTools.actions.map((action) => action.type);
    expect(types.filter((type) => type.startsWith('auth/signUp'))).toHaveLength(4);
    expect(types.filter((type) => type.startsWith('auth/signIn'))).toHaveLength(4);
    for (const action of devTools.actions) {
      const recorded = JSON.stringify(action);
      for (const password of Object.values(passwords)) expect(recorded).not.toContain(password);
    }
  });
});
