import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, setDoc } from 'firebase/firestore';
import type { SquadImportReport, SquadSummary } from '../../contract/squadApi';
import { AppRoutes } from './AppRoutes';
import { Address, address } from '../testKit/address';
import { mockCollections, mockProfile, signedInFirebase } from '../testKit/firebaseMocks';
import { mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { squadSummary } from '../testKit/squads';

const squad = (role: SquadSummary['role'], overrides: Partial<SquadSummary> = {}): SquadSummary =>
  squadSummary({ role, matches: 1, shots: 40, players: 2, ...overrides });

const MEMBERS = [
  {
    uid: 'u1',
    role: 'owner',
    displayName: 'Cian Ó Dónaill',
    email: 'c@example.ie',
    joinedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    uid: 'u2',
    role: 'analyst',
    displayName: 'Áine Ní Mháille',
    email: 'a@example.ie',
    joinedAt: '2025-01-02T00:00:00.000Z',
  },
];

const MATCH = {
  date: '2025-05-04',
  opponent: 'Letterfrack',
  competition: 'Galway SFC Group 1',
  venue: 'Clifden',
  halfLength: 30,
  firstHalfAttack: 'right',
  panel: [],
  opponentPanel: [],
  status: 'final',
  source: 'import',
  createdAt: '2025-05-04T10:00:00.000Z',
  createdBy: 'u1',
};

const REPORT: SquadImportReport = {
  fileName: 'season.csv',
  format: 'csv',
  notes: [],
  rowsRead: 56,
  imported: 55,
  normalised: 1,
  skipped: 1,
  duplicates: [],
  issues: [
    { row: 4, column: 'Foot', value: "'t'", action: 'normalised', reason: 'foot set to unknown' },
    { row: 9, column: 'TeamName', value: 'empty', action: 'skipped', reason: 'no team: the shot cannot be credited' },
  ],
  conversions: [],
  derivedColumns: [],
  otherMatches: [{ date: '2025-05-04', competition: 'Galway SFC Group 2', teams: 'Moycullen v Oughterard', rows: 40 }],
  matches: [
    { date: '2025-06-01', competition: 'Galway SFC Quarter Final', opponent: 'Ballinafad', shots: 55, change: 'adds' },
  ],
  matchesAdded: 1,
  matchesReplaced: 0,
  playersAdded: ['Seán Ó Sé'],
  written: false,
};

/** The members as the API lists them, the signed-in user (u1) with the role the squad says. */
const membersFor = (role: SquadSummary['role']) => [
  ...(role === 'owner' ? [] : [{ ...MEMBERS[0], uid: 'u0', displayName: 'Órla Owner' }]),
  { ...MEMBERS[0], role },
  MEMBERS[1],
];

function renderSquadPage(summary: SquadSummary, answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    '/squads': { body: [summary] },
    '/squads/sq1/members': { body: membersFor(summary.role) },
    ...answers,
  });
  mockCollections({
    'squads/sq1/players': [
      { id: 'p7', data: { name: 'Seán Ó Sé', number: 7, position: 'forward', preferredFoot: 'left' } },
    ],
    'squads/sq1/matches': [{ id: 'm1', data: MATCH }],
  });
  const rendered = renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { route: '/squads/sq1', preloadedState: SIGNED_IN, loadFirebase: signedInFirebase('u1') },
  );
  return { api, ...rendered };
}

/** The page once its squad, members and Firestore lists are in (the first render waits for lazy code). */
async function pageShown() {
  await screen.findByText('Seán Ó Sé', { selector: '.roster__name' }, { timeout: 4000 });
  await screen.findByText('Áine Ní Mháille', {}, { timeout: 4000 });
}

// The squads' pages are a chunk of their own: loaded once here, so no test waits for it.
beforeAll(() => import('./SquadPages'));

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

describe("a squad's page", () => {
  it("shows a viewer the squad's matches, roster and members, and no way to change anything", async () => {
    renderSquadPage(squad('viewer'));
    await pageShown();
    expect(screen.getByRole('heading', { level: 1, name: 'Clifden Seniors' })).toBeInTheDocument();
    expect(await screen.findByText('v Letterfrack, 4 May 2025')).toBeInTheDocument();
    expect(screen.getByText('Seán Ó Sé')).toBeInTheDocument();
    expect(await screen.findByText('Áine Ní Mháille')).toBeInTheDocument();
    for (const name of [/Edit/, /Remove/, /Delete/, 'Create invite link', 'Import', /Download/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Upload a file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave squad' })).toBeInTheDocument();
  });

  it('lets an analyst edit the roster straight in Firestore, and upload, but not manage members', async () => {
    const { user } = renderSquadPage(squad('analyst'));
    await pageShown();
    await user.click(screen.getByRole('button', { name: 'Edit Seán Ó Sé' }));
    const form = screen.getByRole('button', { name: 'Save' }).closest('form');
    if (!form) throw new Error('no roster form');
    await user.clear(within(form).getByLabelText('Number'));
    await user.type(within(form).getByLabelText('Number'), '11');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(jest.mocked(setDoc)).toHaveBeenCalledWith(
        { path: 'squads/sq1/players/p7' },
        {
          name: 'Seán Ó Sé',
          number: 11,
          position: 'forward',
          preferredFoot: 'left',
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Seán Ó Sé' }));
    await waitFor(() => expect(jest.mocked(deleteDoc)).toHaveBeenCalledWith({ path: 'squads/sq1/players/p7' }));
    expect(screen.getByRole('heading', { name: 'Upload a file' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
  });

  it('previews an upload with its report, then imports it when asked', async () => {
    const { api, user } = renderSquadPage(squad('analyst'), {
      'POST /squads/sq1/imports?name=season.csv&preview=1': { body: REPORT },
      'POST /squads/sq1/imports?name=season.csv': { status: 201, body: { ...REPORT, written: true } },
    });
    const file = new File(['Date,Game\n'], 'season.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('File'), file);
    const preview = await screen.findByRole('region', { name: 'Preview of season.csv' });
    expect(within(preview).getByText('Rows read').nextElementSibling).toHaveTextContent('56');
    expect(
      within(preview).getByRole('row', { name: /4 Foot 't' Normalised: foot set to unknown/ }),
    ).toBeInTheDocument();
    expect(within(preview).getByText(/Left out: 1 match of other teams \(40 rows\)/)).toBeInTheDocument();
    expect(within(preview).getByText('New to the roster: Seán Ó Sé.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/squads/sq1/imports?name=season.csv&preview=1',
    ]);
    await user.click(within(preview).getByRole('button', { name: 'Import 1 match' }));
    expect(await screen.findByRole('status', { name: 'Imported season.csv' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/squads/sq1/imports?name=season.csv',
      authorization: 'Bearer token-of-u1',
    });
  });

  it("shows the importer's refusal of a file, and offers no Import", async () => {
    const { user } = renderSquadPage(squad('owner'), {
      '/squads/sq1/invites': { body: [] },
      'POST /squads/sq1/imports?name=bad.csv&preview=1': {
        status: 400,
        body: { error: "Import rejected: Row 1: missing column 'x'. Nothing was changed." },
      },
    });
    await user.upload(await screen.findByLabelText('File'), new File(['a,b\n'], 'bad.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Import rejected: Row 1: missing column 'x'. Nothing was changed.",
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });

  it('lets an owner invite, see the link once, and revoke; change a role; and delete only once the name is typed', async () => {
    const invite = {
      id: 'i1',
      role: 'viewer',
      state: 'open',
      createdAt: '2025-06-01T10:00:00.000Z',
      expiresAt: '2025-06-08T10:00:00.000Z',
      maxUses: 1,
      uses: [],
      revokedAt: null,
    };
    const { api, user } = renderSquadPage(squad('owner'), {
      '/squads/sq1/invites': { body: [invite] },
      'POST /squads/sq1/invites': { status: 201, body: { invite, code: 'CODE123' } },
      'DELETE /squads/sq1/invites/i1': { status: 204, body: null },
      'PATCH /squads/sq1/members/u2': { body: { uid: 'u2', role: 'viewer' } },
      'DELETE /squads/sq1': { status: 204, body: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByDisplayValue('http://localhost/join/CODE123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke the viewer invite' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Áine Ní Mháille' }), 'Viewer');
    const deleteButton = screen.getByRole('button', { name: 'Delete Clifden Seniors' });
    expect(deleteButton).toBeDisabled();
    await user.type(screen.getByLabelText(/Type the squad’s name/), 'Clifden Senior');
    expect(deleteButton).toBeDisabled();
    await user.type(screen.getByLabelText(/Type the squad’s name/), 's');
    await user.click(deleteButton);
    await waitFor(() => expect(address()).toBe('/'));
    const writes = api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual([
      'POST /squads/sq1/invites',
      'DELETE /squads/sq1/invites/i1',
      'PATCH /squads/sq1/members/u2',
      'DELETE /squads/sq1',
    ]);
  });

  it('tells a user who is not a member that there is no such squad for them', async () => {
    mockApi({ '/squads': { body: [] } });
    renderWithProviders(<AppRoutes />, {
      route: '/squads/sq9',
      preloadedState: SIGNED_IN,
      loadFirebase: signedInFirebase('u1'),
    });
    expect(
      await screen.findByText(/No such squad: it does not exist, or you are not one of its members/),
    ).toBeInTheDocument();
  });

  it('opens with no network from the squad as this device last read it, with the roster, and leaves out what needs the server', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    mockCollections(
      {
        'squads/sq1/players': [
          { id: 'p7', data: { name: 'Seán Ó Sé', number: 7, position: 'forward', preferredFoot: 'left' } },
        ],
        'squads/sq1/matches': [{ id: 'm1', data: MATCH }],
      },
      {
        'squads/sq1': {
          name: 'Clifden Seniors',
          team: 'Clifden',
          createdAt: '2025-01-01T00:00:00.000Z',
          createdBy: 'u1',
        },
        'squads/sq1/members/u1': {
          role: 'analyst',
          displayName: 'Cian Ó Dónaill',
          email: 'c@example.ie',
          joinedAt: '2025-01-01T00:00:00.000Z',
        },
      },
    );
    renderWithProviders(<AppRoutes />, {
      route: '/squads/sq1',
      preloadedState: SIGNED_IN,
      loadFirebase: signedInFirebase('u1'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clifden Seniors' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /you are its analyst · its matches, shots and players are counted by the server, which cannot be reached now/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Seán Ó Sé', { selector: '.roster__name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Seán Ó Sé' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sync' })).getByRole('status')).toHaveTextContent(
      'All changes saved',
    );
    expect(screen.queryByRole('heading', { name: 'Upload a file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
  });
});
