import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as AttackingViewModule from '../features/attacking/AttackingView';
import type * as DefendingViewModule from '../features/defending/DefendingView';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';

/**
 * A filter, team or view chosen paints under the title before the views start their work
 * (docs/performance.md#filter-change-timing): the choice's own render leaves the views alone, and
 * they render afterwards, with the new choice only. Each render of the attacking and defending
 * views is recorded with what it was given and the title and subtitle on screen at that moment.
 */
type Render = { view: string; team: string; half: string | null; title: string; subtitle: string };
const mockRenders: Render[] = [];

function mockRecorded<Props extends { team: string; filter: { half: string | null } }>(
  view: string,
  render: (props: Props) => unknown,
) {
  return (props: Props) => {
    mockRenders.push({
      view,
      team: props.team,
      half: props.filter.half,
      title: document.querySelector('#view-title')?.textContent ?? '',
      subtitle: document.querySelector('.dashboard__subtitle')?.textContent ?? '',
    });
    return render(props);
  };
}

jest.mock('../features/attacking/AttackingView', () => {
  const actual = jest.requireActual<typeof AttackingViewModule>('../features/attacking/AttackingView');
  return { ...actual, AttackingView: mockRecorded('attacking', actual.AttackingView) };
});

jest.mock('../features/defending/DefendingView', () => {
  const actual = jest.requireActual<typeof DefendingViewModule>('../features/defending/DefendingView');
  return { ...actual, DefendingView: mockRecorded('defending', actual.DefendingView) };
});

beforeAll(() => import('./DashboardPage'));

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

/** Every render recorded since the choice had these in it: none was given or saw the old choice. */
function expectEveryRender(expected: Partial<Record<keyof Render, unknown>>) {
  expect(mockRenders.length).toBeGreaterThan(0);
  for (const render of mockRenders) expect(render).toEqual(expect.objectContaining(expected));
}

/** The dashboard of Galway, its attacking view's charts loaded, and no render recorded yet. */
async function galwayShown(answers: ReturnType<typeof dashboardAnswers>) {
  const api = mockApi({ ...dashboardAnswers(), ...answers });
  const { user } = renderWithProviders(<AppRoutes />, {
    route: '/',
    preloadedState: SIGNED_IN,
    loadFirebase: loadMockedFirebase,
  });
  for (const image of await screen.findAllByRole('img', { name: /Galway: (mean shot distance|leading shooters)/ })) {
    fireEvent.load(image);
  }
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: "Loading Galway's charts" })).not.toBeInTheDocument(),
  );
  mockRenders.length = 0;
  return { api, user };
}

it('shows a new filter under the title before the views render it, and never renders them with the old one', async () => {
  const { api, user } = await galwayShown(dashboardAnswers('Galway', 'half=2'));

  const filters = screen.getByRole('region', { name: 'Filters' });
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Half' }), '2nd half');

  await waitFor(() => expect(api.requested).toContain('/heatmaps/Galway/shots?half=2'));
  // Every render since the change was given the new filter, with its words already on screen.
  expectEveryRender({ half: '2', subtitle: expect.stringContaining('2nd half') });
});

it('shows a new team under the title before the views render it, and never renders them with the old one', async () => {
  const { api, user } = await galwayShown(dashboardAnswers('Kerry'));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Kerry');

  await waitFor(() => expect(api.requested).toContain('/heatmaps/Kerry/shots'));
  expectEveryRender({ team: 'Kerry', subtitle: expect.stringContaining('Kerry') });
});

it('shows a new view’s title before the view renders, and never renders the old view again', async () => {
  const { user } = await galwayShown({});

  await user.click(screen.getByRole('button', { name: 'Defending' }));

  await screen.findByRole('status', { name: "Loading Galway's defending maps" });
  expectEveryRender({ view: 'defending', title: 'Defending' });
});
