import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type * as AttackingViewModule from '../features/attacking/AttackingView';
import { loadMockedFirebase, mockProfile } from '../testKit/firebaseMocks';
import { dashboardAnswers, mockApi } from '../testKit/mockApi';
import { renderWithProviders, SIGNED_IN } from '../testKit/renderWithProviders';
import { AppRoutes } from './AppRoutes';

/**
 * A filter change paints its words before the views start their work (docs/performance.md#filter-change-timing):
 * the change's own render leaves the views alone, and they render afterwards, with the new filter
 * only. Each render of the attacking view is recorded with the filter it was given and the
 * subtitle on screen at that moment.
 */
const mockRenders: Array<{ half: string | null; subtitle: string }> = [];

jest.mock('../features/attacking/AttackingView', () => {
  const actual = jest.requireActual<typeof AttackingViewModule>('../features/attacking/AttackingView');
  return {
    ...actual,
    AttackingView: (props: ComponentProps<typeof AttackingViewModule.AttackingView>) => {
      mockRenders.push({
        half: props.filter.half,
        subtitle: document.querySelector('.dashboard__subtitle')?.textContent ?? '',
      });
      return actual.AttackingView(props);
    },
  };
});

beforeAll(() => import('./DashboardPage'));

beforeEach(() => {
  mockProfile({ email: 'c@example.ie', fullName: 'Cian Ó Dónaill' });
});

it('shows a new filter under the title before the views render it, and never renders them with the old one', async () => {
  const api = mockApi({ ...dashboardAnswers(), ...dashboardAnswers('Galway', 'half=2') });
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
  const filters = screen.getByRole('region', { name: 'Filters' });
  mockRenders.length = 0;

  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Half' }), '2nd half');

  await waitFor(() => expect(api.requested).toContain('/heatmaps/Galway/shots?half=2'));
  expect(mockRenders.length).toBeGreaterThan(0);
  // Every render since the change was given the new filter, with its words already on screen.
  expect(mockRenders).toEqual(mockRenders.map(() => ({ half: '2', subtitle: expect.stringContaining('2nd half') })));
});
