import { act, screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, getDocFromCache, setDoc } from 'firebase/firestore';
import type { SquadImportReport, SquadSummary, ToolImportReport } from '../../contract/squadApi';
import { AppRoutes } from './AppRoutes';
import { Address, address } from '../testKit/address';
import { mockCollections, mockProfile, signedInFirebase } from '../testKit/firebaseMocks';
import { mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { SQUAD_DOCUMENTS_ON_DEVICE, squadSummary } from '../testKit/squads';

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
  kind: 'championship',
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
    {
      date: '2025-06-01',
      competition: 'Galway SFC Quarter Final',
      opponent: 'Ballinafad',
      shots: 55,
      events: 55,
      change: 'adds',
    },
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

/** The page as a user first sees it; the first test of the file also waits for the app's code (jest compiles it then). */
async function pageShown() {
  await screen.findByText('Seán Ó Sé', { selector: '.roster__name' }, { timeout: 10_000 });
  await screen.findByText('Áine Ní Mháille', {}, { timeout: 10_000 });
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
    expect(screen.getByRole('region', { name: 'Matches' })).toHaveTextContent(/^Matches1 match(?!es)/);
    expect(screen.getByRole('region', { name: 'Roster' })).toHaveTextContent(/^Roster1 player(?!s)/);
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

  it('keeps what is typed for the next player while the last one is still being stored, and empties the rest', async () => {
    const { store, user } = renderSquadPage(squad('analyst'));
    await pageShown();
    let stored: () => void = () => undefined;
    jest
      .mocked(getDocFromCache)
      .mockReturnValueOnce(new Promise((resolve) => (stored = () => resolve(undefined as never))));
    await user.click(screen.getByText('Add a player'));
    const form = screen.getByRole('button', { name: 'Add player' }).closest('form');
    if (!form) throw new Error('no roster form');
    const name = within(form).getByLabelText('Name');
    await user.type(name, 'Pádraig Joyce');
    await user.type(within(form).getByLabelText('Number'), '11');
    await user.click(within(form).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(jest.mocked(setDoc)).toHaveBeenCalled());
    await user.clear(name);
    await user.type(name, 'Dara Ó Cinnéide');
    stored();
    // The save is done (the form has heard so): what was typed since stays, the rest is emptied.
    await waitFor(() =>
      expect(Object.values(store.getState().api.mutations).map((mutation) => mutation?.status)).toEqual(['fulfilled']),
    );
    expect(name).toHaveValue('Dara Ó Cinnéide');
    expect(within(form).getByLabelText('Number')).toHaveValue(null);
  });

  it("empties the new player's form once the player is stored", async () => {
    const { user } = renderSquadPage(squad('analyst'));
    await pageShown();
    await user.click(screen.getByText('Add a player'));
    const form = screen.getByRole('button', { name: 'Add player' }).closest('form');
    if (!form) throw new Error('no roster form');
    await user.type(within(form).getByLabelText('Name'), 'Pádraig Joyce');
    await user.click(within(form).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(''));
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

  it('keeps the members as last read when a role cannot be changed with no network, and says why', async () => {
    const { api, user } = renderSquadPage(squad('owner'), { '/squads/sq1/invites': { body: [] } });
    const members = await screen.findByRole('region', { name: 'Members' }, { timeout: 10_000 });
    const role = await within(members).findByRole('combobox', { name: 'Role of Áine Ní Mháille' });
    api.restore();
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await user.selectOptions(role, 'Viewer');
    expect(await within(members).findByRole('alert')).toHaveTextContent(
      'The server could not be reached; check your connection',
    );
    expect(await within(members).findByRole('note')).toHaveTextContent(
      'Could not refresh the members: The server could not be reached; check your connection',
    );
    expect(within(members).getByText('Áine Ní Mháille', { selector: '.member-list__name' })).toBeInTheDocument();
    expect(within(members).queryByText(/Could not load the members/)).not.toBeInTheDocument();
  });

  it('copies the sample squad into a squad of the user’s own and opens it, or says why it could not', async () => {
    const sample = squadSummary({ role: 'viewer', sample: true, name: 'Sample squad: Clifden' });
    const copy = squadSummary({ id: 'cp1', role: 'owner', name: 'Copy of Sample squad: Clifden' });
    const { api, user } = renderSquadPage(sample, {
      'POST /squads/sq1/copy': {
        status: 429,
        body: { error: 'Too many copies of the sample: try again in 42 minutes' },
      },
    });
    const note = await screen.findByText(/The sample squad is made up/, {}, { timeout: 10_000 });
    if (!(note.parentElement instanceof HTMLElement)) throw new Error('no notice');
    const notice = note.parentElement;
    await user.click(within(notice).getByRole('button', { name: 'Copy into a squad of my own' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'Too many copies of the sample: try again in 42 minutes',
    );
    expect(address()).toBe('/squads/sq1');
    api.restore();

    mockApi({
      '/squads': { body: [sample, copy] },
      '/squads/sq1/members': { body: membersFor('viewer') },
      '/squads/cp1/members': { body: membersFor('owner') },
      'POST /squads/sq1/copy': { status: 201, body: copy },
    });
    await user.click(within(notice).getByRole('button', { name: 'Copy into a squad of my own' }));
    await waitFor(() => expect(address()).toBe('/squads/cp1'));
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

  it('opens with no network from the squad as this device last read it, with the roster, leaves out what needs the server, and mends itself once back online', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    mockCollections(
      {
        'squads/sq1/players': [
          { id: 'p7', data: { name: 'Seán Ó Sé', number: 7, position: 'forward', preferredFoot: 'left' } },
        ],
        'squads/sq1/matches': [{ id: 'm1', data: MATCH }],
      },
      SQUAD_DOCUMENTS_ON_DEVICE,
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
    expect(screen.getByRole('link', { name: 'Squads' })).toBeInTheDocument();

    // Back online, the page mends itself: no reload.
    const api = mockApi({
      '/squads': { body: [squad('analyst')] },
      '/squads/sq1/members': { body: membersFor('analyst') },
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/you are its analyst · 1 match, 40 shots, 2 players/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload a file' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All squads' })).toBeInTheDocument();
    expect(api.requested).toEqual(expect.arrayContaining(['/squads', '/squads/sq1/members']));
  });
});

/** A Scorelect CSV as the API reports it: one undated match, one mapping of each kind, one action unread. */
const TOOL_REPORT: ToolImportReport = {
  kind: 'tool',
  fileName: 'game.csv',
  matches: [
    { date: '2026-11-27', competition: 'Imported match', opponent: 'Oughterard', shots: 4, events: 4, change: 'adds' },
  ],
  matchesAdded: 1,
  matchesReplaced: 0,
  playersAdded: ['Liam Joyce'],
  written: false,
  tool: {
    format: 'scorelect-csv',
    formatName: "Scorelect's CSV export (team, playerName, action, x, y)",
    evidence: ["a CSV with Scorelect's columns (team, playerName, action, x, y)"],
    team: { name: 'Clifden', how: "spelt as the squad's team 'Clifden'" },
    pitch: {
      source: { length: 145, width: 88 },
      origin: 'the bottom left corner, as Scorelect draws its pitch',
      axes: 'x along the pitch to the right, y up the screen',
      attackingDirection: 'not recorded: each shot attacks the goal nearer to it',
      mapping: 'Moved, not stretched: x kept, y kept.',
      movedOntoPitch: 0,
    },
    matches: [{ id: 'm-1', opponent: 'Oughterard', date: '2026-11-27', dateFrom: 'today', era: '2026', events: 4 }],
    counts: { entries: 7, players: 2, events: { shot: 4, kickout: 0, turnover: 0, free: 0, card: 0 } },
    mappings: [
      { field: 'action', from: "'point'", to: 'a point from play', count: 2 },
      { field: 'action', from: "'wide'", to: 'a wide from play', count: 1 },
    ],
    unmapped: [
      {
        field: 'action',
        value: "'screamer'",
        count: 1,
        consequence: 'action not imported',
        places: ["row 8, column 'action'"],
      },
    ],
    notImported: [{ what: 'pass', count: 3, reason: 'our events have no passes' }],
    skipped: [],
    ignoredFields: [],
    scoring: [],
    thirdPartyXp: null,
    notes: ["The file gives no match date and none was given at the upload: the upload's day is used"],
  },
};

describe("another tool's file on the squad page", () => {
  const fileOf = (name: string) => new File(['team,playerName,action,x,y\n'], name, { type: 'text/csv' });

  it('previews its report: the format, how the pitch was mapped, each mapping counted, what was not read', async () => {
    const { user } = renderSquadPage(squad('analyst'), {
      'POST /squads/sq1/imports?name=game.csv&preview=1': { body: TOOL_REPORT },
    });
    await user.upload(await screen.findByLabelText('File'), fileOf('game.csv'));
    const preview = await screen.findByRole('region', { name: 'Preview of game.csv' });
    expect(within(preview).getByText("Scorelect's CSV export (team, playerName, action, x, y)")).toBeInTheDocument();
    expect(within(preview).getByText('Shots').nextElementSibling).toHaveTextContent('4');
    const pitch = within(preview).getByRole('region', { name: 'How the coordinates were mapped' });
    expect(within(pitch).getByText('Pitch in the file').nextElementSibling).toHaveTextContent('145 x 88 m');
    expect(within(pitch).getByText('Origin').nextElementSibling).toHaveTextContent(/bottom left corner/);
    expect(within(pitch).getByText('Direction of attack').nextElementSibling).toHaveTextContent(/goal nearer/);
    const mappings = within(preview).getByRole('region', { name: 'Values read as ours' });
    expect(within(mappings).getByRole('row', { name: "action 'point' a point from play 2" })).toBeInTheDocument();
    expect(within(mappings).getByRole('row', { name: "action 'wide' a wide from play 1" })).toBeInTheDocument();
    expect(within(preview).getByRole('region', { name: 'Values not understood' })).toHaveTextContent(
      "action 'screamer': 1 time, action not imported (row 8, column 'action')",
    );
    expect(within(preview).getByRole('region', { name: 'Not imported' })).toHaveTextContent(
      '3 pass: our events have no passes',
    );
    expect(within(preview).getByText(/Oughterard: 4 events \(4 shots\), new/)).toHaveTextContent(
      'the file has no date: today’s is used',
    );
    expect(within(preview).getByRole('button', { name: 'Import 1 match' })).toBeEnabled();
  });

  it("asks which of the file's teams is the squad's, then previews and imports with the one chosen", async () => {
    const { api, user } = renderSquadPage(squad('analyst'), {
      'POST /squads/sq1/imports?name=plot.csv&preview=1': {
        status: 400,
        body: {
          error: "Import rejected: The squad's team 'Clifden' is not in the file; its teams are 'Home', 'Away'.",
          fault: {
            code: 'team-not-found',
            message: "The squad's team 'Clifden' is not in the file; its teams are 'Home', 'Away'.",
            place: null,
            formats: [],
            teams: ['Home', 'Away'],
          },
        },
      },
      'POST /squads/sq1/imports?name=plot.csv&preview=1&teamInFile=Home': {
        body: { ...TOOL_REPORT, fileName: 'plot.csv' },
      },
      'POST /squads/sq1/imports?name=plot.csv&teamInFile=Home': {
        status: 201,
        body: { ...TOOL_REPORT, fileName: 'plot.csv', written: true },
      },
    });
    await user.upload(await screen.findByLabelText('File'), fileOf('plot.csv'));
    const chooser = await screen.findByRole('group', { name: 'Which of these is Clifden?' });
    expect(
      screen.getByText(/None of the file’s teams is spelt Clifden: the file names them Home and Away/),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const choose = screen.getByRole('button', { name: 'Preview with this team' });
    expect(choose).toBeDisabled();
    expect(
      within(chooser)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Home', 'Away']);
    await user.click(within(chooser).getByRole('radio', { name: 'Home' }));
    await user.click(choose);
    const preview = await screen.findByRole('region', { name: 'Preview of plot.csv' });
    expect(screen.queryByRole('group', { name: 'Which of these is Clifden?' })).not.toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Import 1 match' }));
    expect(await screen.findByRole('status', { name: 'Imported plot.csv' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/squads/sq1/imports?name=plot.csv&preview=1',
      '/squads/sq1/imports?name=plot.csv&preview=1&teamInFile=Home',
      '/squads/sq1/imports?name=plot.csv&teamInFile=Home',
    ]);
  });

  it('asks the date of a match the file does not date, and reads the file again with it', async () => {
    const dated: ToolImportReport = {
      ...TOOL_REPORT,
      matches: [{ ...TOOL_REPORT.matches[0]!, date: '2024-07-14' }],
      tool: {
        ...TOOL_REPORT.tool,
        matches: [{ ...TOOL_REPORT.tool.matches[0]!, date: '2024-07-14', dateFrom: 'upload' }],
      },
    };
    const { api, user } = renderSquadPage(squad('analyst'), {
      'POST /squads/sq1/imports?name=game.csv&preview=1': { body: TOOL_REPORT },
      'POST /squads/sq1/imports?name=game.csv&preview=1&date=2024-07-14': { body: dated },
      'POST /squads/sq1/imports?name=game.csv&date=2024-07-14': { status: 201, body: { ...dated, written: true } },
    });
    await user.upload(await screen.findByLabelText('File'), fileOf('game.csv'));
    const date = await screen.findByLabelText('Date of the match (the file has none)');
    expect(date).toHaveValue('2026-11-27');
    await user.clear(date);
    await user.type(date, '2024-07-14');
    await user.click(screen.getByRole('button', { name: 'Use this date' }));
    const preview = await screen.findByRole('region', { name: 'Preview of game.csv' });
    expect(await within(preview).findByText(/^2024-07-14/)).toHaveTextContent('the date given here');
    await user.click(within(preview).getByRole('button', { name: 'Import 1 match' }));
    await screen.findByRole('status', { name: 'Imported game.csv' });
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.path).toBe(
      '/squads/sq1/imports?name=game.csv&date=2024-07-14',
    );
  });

  it('names the formats it reads when a file is none of them', async () => {
    const formats = [
      'the 2023 championship shot file (CSV, JSON or XLSX)',
      "Gaelic-Stat-Logger's match bundle (JSON, schema_version 1)",
    ];
    const { user } = renderSquadPage(squad('analyst'), {
      'POST /squads/sq1/imports?name=notes.csv&preview=1': {
        status: 400,
        body: {
          error: `Import rejected: Not the file of a tool we read. Páirc reads ${formats.join('; ')}. Nothing was changed.`,
          fault: {
            code: 'unknown-format',
            message: 'Not the file of a tool we read',
            place: 'row 1',
            formats,
            teams: [],
          },
        },
      },
    });
    await user.upload(await screen.findByLabelText('File'), fileOf('notes.csv'));
    const alert = await screen.findByRole('alert');
    for (const format of formats) expect(alert).toHaveTextContent(format);
    expect(screen.queryByRole('group', { name: /Which of these/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });
});
