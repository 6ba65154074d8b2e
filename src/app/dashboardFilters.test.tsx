import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from './AppRoutes';
import { Address, address, goInHistory } from '../testKit/address';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, MATCHES, mockApi, PLAYERS } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';

function renderDashboard(route = '/') {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Address />
    </>,
    { route, preloadedState: SIGNED_IN, loadFirebase: loadMockedFirebase },
  );
}

const subtitle = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent;
const filters = () => screen.getByRole('region', { name: 'Filters' });

async function loadImages() {
  for (const image of await screen.findAllByRole('img', { name: /Galway: (mean shot distance|leading shooters)/ })) {
    fireEvent.load(image);
  }
}

// The dashboard is a chunk of its own: loaded once here, so the first test does not wait for it.
beforeAll(() => import('./DashboardPage'));

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

describe('filtering the dashboard', () => {
  it('asks every figure, image and table of the view for the filtered shots, and says so under the title', async () => {
    const api = mockApi({
      ...dashboardAnswers(),
      ...dashboardAnswers('Galway', 'half=2'),
      ...dashboardAnswers('Galway', 'half=2&shotType=free'),
    });
    const { user } = renderDashboard();
    await loadImages();
    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Half' }), '2nd half');
    api.requested.length = 0;
    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Shot type' }), 'Frees');
    await waitFor(() =>
      expect(api.requested).toEqual(
        expect.arrayContaining([
          '/scoring-zone-efficiency?team=Galway&half=2&shotType=free',
          '/heatmaps/Galway/shots?half=2&shotType=free',
          '/sdpmchart/Galway?half=2&shotType=free',
          '/asdmap/Galway?half=2&shotType=free',
          '/players?half=2&shotType=free',
        ]),
      ),
    );
    expect(subtitle()).toBe('Galway · 2nd half · frees · 2023 championship · Sample data');
    expect(address()).toBe('/?half=2&shotType=free');
    const chips = within(filters()).getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['2nd half×', 'frees×']);
  });

  it('does not bring back the waits of a team load when the filter changes', async () => {
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Galway', 'pressure=yes') });
    const { user } = renderDashboard();
    await loadImages();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: "Loading Galway's charts" })).not.toBeInTheDocument(),
    );
    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Pressure' }), 'Under pressure');
    // The views follow the filter once its words are painted (docs/performance.md#choices-first).
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /heat map of all shots/ })).toHaveAttribute(
        'src',
        'http://api.test/api/images/heatmap/shots/Galway.svg?v=1&pressure=yes',
      ),
    );
    expect(screen.queryByRole('status', { name: "Loading Galway's charts" })).not.toBeInTheDocument();
  });

  it('takes one filter away with its chip, and every filter with Clear all', async () => {
    mockApi({
      ...dashboardAnswers(),
      ...dashboardAnswers('Galway', 'half=1'),
      ...dashboardAnswers('Galway', 'half=1&period=70%2B'),
    });
    const { user } = renderDashboard('/?half=1&period=70%2B');
    await loadImages();
    await user.click(await screen.findByRole('button', { name: 'Remove filter: minutes 70+' }));
    expect(address()).toBe('/?half=1');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('/');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it("filters to a match chosen in the bar, named from the team's side", async () => {
    const match = MATCHES[1]!;
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Galway', `match=${match.id}`) });
    const { user } = renderDashboard();
    await loadImages();
    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Match' }), 'v Kerry, 25 Jun 2023');
    expect(subtitle()).toBe('Galway · v Kerry, 25 Jun 2023 · 2023 championship · Sample data');
    expect(address()).toBe(`/?match=${match.id}`);
  });

  it('filters to a player whose name is clicked, with a clear way back', async () => {
    const player = encodeURIComponent('Aodh Mac Diarmada');
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Galway', `player=${player}`) });
    const { user } = renderDashboard();
    await loadImages();
    await user.click(await screen.findByRole('button', { name: /^Aodh Mac Diarmada: show only/ }));
    expect(subtitle()).toBe('Galway · Aodh Mac Diarmada · 2023 championship · Sample data');
    expect(address()).toBe('/?player=Aodh+Mac+Diarmada');
    await user.click(screen.getByRole('button', { name: 'Remove filter: Aodh Mac Diarmada' }));
    expect(address()).toBe('/');
  });

  it('filters to a match clicked in Fixtures and opens its attacking view', async () => {
    const match = MATCHES[0]!;
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Galway', `match=${match.id}`) });
    const { user } = renderDashboard('/?view=fixtures');
    await user.click(await screen.findByRole('button', { name: /^7 May 2023: show only the match v Sligo/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Attacking');
    expect(address()).toBe(`/?match=${match.id}`);
  });
});

describe('links that reproduce a view', () => {
  it('opens the team, view and filter a link names', async () => {
    const api = mockApi(dashboardAnswers('Kerry', 'half=2'));
    renderDashboard('/?team=Kerry&view=defending&half=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Defending' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Kerry'));
    await waitFor(() => expect(api.requested).toContain('/blockedmaps/Kerry?half=2'));
    expect(subtitle()).toContain('Kerry · 2nd half');
  });

  it('writes a link with its values in the one order it reads them', async () => {
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Galway', 'half=2&shotType=45') });
    renderDashboard('/?shotType=45&half=2');
    await waitFor(() => expect(address()).toBe('/?half=2&shotType=45'));
  });

  it('steps through the changes with Back and Forward', async () => {
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Kerry'), ...dashboardAnswers('Kerry', 'half=2') });
    const { user } = renderDashboard();
    await loadImages();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Kerry');
    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Half' }), '2nd half');
    expect(address()).toBe('/?team=Kerry&half=2');
    await waitFor(() => goInHistory(-1));
    await waitFor(() => expect(within(filters()).getByRole('combobox', { name: 'Half' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Kerry');
    await waitFor(() => goInHistory(-1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Galway'));
    await waitFor(() => goInHistory(1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Kerry'));
  });

  it('shows the default team with a notice, never the error page, for a team the data does not have', async () => {
    mockApi(dashboardAnswers());
    renderDashboard('/?team=Narnia&view=fixtures');
    expect(await screen.findByText("The link's team 'Narnia' is not in the data; showing Galway.")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Galway');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Galway: every match/ })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/?view=fixtures'));
  });

  it("opens a link's team whatever its case, as the data spells it, keeping its filter and saying nothing", async () => {
    const api = mockApi({ ...dashboardAnswers('Kerry'), ...dashboardAnswers('Kerry', 'half=2') });
    renderDashboard('/?team=kERRY&view=fixtures&half=2');
    expect(await screen.findByRole('table', { name: /Kerry: every match/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Kerry');
    await waitFor(() => expect(address()).toBe('/?team=Kerry&view=fixtures&half=2'));
    expect(api.requested).toContain('/matches?team=Kerry&half=2');
    expect(api.requested.some((path) => path.includes('kERRY'))).toBe(false);
    expect(screen.queryByText(/The link's team/)).not.toBeInTheDocument();
  });

  it('leaves out a malformed filter value, a match of another team and an unknown player, saying each', async () => {
    mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Galway', 'period=0-10') });
    renderDashboard(`/?half=3&period=0-10&match=2023-01-01-cork-kerry&player=${encodeURIComponent('Nobody At All')}`);
    expect(await screen.findByText(/The link's half '3' is not one we know; it was left out\./)).toBeInTheDocument();
    expect(
      await screen.findByText(/The link's match '2023-01-01-cork-kerry' is not one of Galway's; showing every match\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/The link's player 'Nobody At All' did not shoot for Galway/)).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/?period=0-10'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userDismisses();
  });
});

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

async function userDismisses() {
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByText(/The link's/)).not.toBeInTheDocument());
}

describe('exporting a table', () => {
  it('downloads the rows as shown, filtered and sorted, as CSV', async () => {
    mockApi(dashboardAnswers());
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:table';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderDashboard();
    await loadImages();
    const table = await screen.findByRole('table', { name: "Galway players' shooting" });
    await user.click(within(table).getByRole('button', { name: /^Scores/ }));
    await user.click(screen.getByRole('button', { name: "Download CSV: Galway players' shooting" }));
    const csv = await textOf(saved[0]!);
    expect(csv.split('\r\n')).toEqual([
      'Player Name,Team Name,Scores,Shots,xP Adv Shot,xPoints,Success UP,Scored Right,Scored Left,Scored Hand,Average Shot Distance,Points,xPts,Points - xPts',
      'Ciarán Breathnach,Galway,4.00,10.00,4.90,5.10,1.00,4.00,0.00,0.00,31.20,4.00,5.10,-1.10',
      'Aodh Mac Diarmada,Galway,6.00,7.00,4.40,4.20,0.00,0.00,4.00,2.00,18.90,6.00,4.20,1.80',
      'Éanna Ó Flaithearta,Galway,9.00,12.00,7.50,7.25,0.00,6.00,3.00,0.00,24.46,9.00,7.25,1.75',
      '',
    ]);
    expect(PLAYERS).toHaveLength(4);
  });
});
