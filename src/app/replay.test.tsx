import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { AppRoutes } from './AppRoutes';
import { makeStore, rootReducer, type RootState } from './store';
import { authStateChanged, initialAuthState } from '../features/auth/authSlice';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders, testServices } from '../testKit/renderWithProviders';

type SignInResult = Awaited<ReturnType<typeof signInWithEmailAndPassword>>;

/**
 * Every transition of the app is a plain action through the reducers, so a session recorded as
 * Redux DevTools records it (the actions that reach the reducers) replays into a fresh store to
 * the very same state. Nothing a component keeps to itself can make the two differ.
 */
describe('a recorded session', () => {
  it('replays into a fresh store to the same state: sign in, a team, a filter, a sort, a view', async () => {
    mockProfile({ email: 'niamh@example.ie', fullName: 'Niamh Ní Bhriain' });
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Kerry'), ...dashboardAnswers('Kerry', 'half=2') });
    jest.mocked(signInWithEmailAndPassword).mockResolvedValue({} as SignInResult);
    const recorded: UnknownAction[] = [];
    const store = makeStore({ auth: { ...initialAuthState, status: 'signedOut' } }, testServices(loadMockedFirebase));
    store.replaceReducer((state: RootState | undefined, action: UnknownAction) => {
      recorded.push(action);
      return rootReducer(state, action);
    });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/signin', store, loadFirebase: loadMockedFirebase });

    await user.type(await screen.findByLabelText('Email'), 'niamh@example.ie');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // What the Firebase listener does once the account is signed in.
    act(() => {
      store.dispatch(authStateChanged({ uid: 'u1', email: 'niamh@example.ie' }));
    });
    await screen.findByRole('heading', { name: 'Niamh Ní Bhriain' }, { timeout: 3000 });
    await screen.findByRole('option', { name: 'Kerry' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Kerry');
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Half' }), '2nd half');
    // The views follow a choice once it is painted, the last pictures kept meanwhile: the filtered
    // ones are loaded, and the table sorted, once the views show the filter.
    const charts = () => screen.getAllByRole('img', { name: /Kerry: (mean shot distance|leading shooters)/ });
    await waitFor(() =>
      expect(charts().map((image) => image.getAttribute('src'))).toEqual([
        expect.stringContaining('half=2'),
        expect.stringContaining('half=2'),
      ]),
    );
    for (const image of charts()) fireEvent.load(image);
    const table = await screen.findByRole('table', { name: "Kerry players' shooting" });
    await user.click(within(table).getByRole('button', { name: /^Scores/ }));
    expect(within(table).getByRole('columnheader', { name: /^Scores/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Defending' }));
    await screen.findByRole('heading', { level: 1, name: 'Defending' });
    await waitFor(() => expect(store.getState().api.queries).not.toEqual({}));

    const replayed = makeStore(undefined, testServices());
    for (const action of recorded.filter((each) => !each.type.startsWith('@@redux/'))) replayed.dispatch(action);

    const session = store.getState();
    expect(session.ui).toMatchObject({ selectedTeam: 'Kerry', view: 'defending', filter: { half: '2' } });
    expect(session.sort.attacking).toEqual({ column: 'Scores', direction: 'ascending' });
    expect(replayed.getState()).toEqual(session);
    // A whole session through the screens: well over Jest's default 5 s on a busy two-core machine.
  }, 20_000);
});
