import { screen, waitFor, within } from '@testing-library/react';
import { NO_FILTER, type ShotFilter } from '../../../contract/filters';
import { mockApi } from '../../testKit/mockApi';
import { renderWithProviders } from '../../testKit/renderWithProviders';
import { SHOTS, syntheticShotRecords } from '../../testKit/shotRecords';
import { ShotMapCard } from './ShotMapCard';

const MATCH_NAMES = { m1: 'v Kerry, 25 Jun 2023' };
const NAMES = [
  'Scored: point. Éanna Ó Flaithearta, v Kerry, 25 Jun 2023, minute 3, 25.3 m, xP 0.46',
  'Missed: free wide. Ciarán Breathnach, v Kerry, 25 Jun 2023, minute 17, 37.7 m, xP 0.21',
  'Scored: fortyfive. Unknown player, m2, minute unknown, 45.0 m, xP 0.10',
  'Scored: goal. Éanna Ó Flaithearta, m2, minute 61, 7.3 m, xP 0.81',
];

function renderCard(filter: ShotFilter = NO_FILTER) {
  return renderWithProviders(
    <ShotMapCard squadId={null} team="Galway" filter={filter} matchNames={MATCH_NAMES} filterWords="" />,
  );
}

async function renderLoaded() {
  mockApi({ '/shots?team=Galway': { body: SHOTS } });
  const view = renderCard();
  const shots = await screen.findAllByRole('option');
  return { ...view, shots };
}

const details = () => screen.getByRole('region', { name: 'Shot details' });

/** Past the card's download buttons to the map, as a keyboard user would go. */
async function tabToTheMap(user: { tab: () => Promise<void> }) {
  await user.tab();
  await user.tab();
  await user.tab();
}

describe('Shot map card', () => {
  it('draws one mark per shot, each named with its details', async () => {
    const { shots } = await renderLoaded();
    expect(screen.getByRole('heading', { name: 'Shot Map' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Galway shots' })).toBeInTheDocument();
    expect(shots.map((shot) => shot.getAttribute('aria-label'))).toEqual(NAMES);
    expect(screen.getByText('4 shots, 3 scored, xP 1.58')).toBeInTheDocument();
  });

  it('draws a long list a few hundred marks a frame until every shot is on the map', async () => {
    mockApi({ '/shots?team=Galway': { body: syntheticShotRecords(450) } });
    renderCard();
    const listbox = await screen.findByRole('listbox', { name: 'Galway shots' });
    expect(listbox.children.length).toBeLessThan(450);
    await waitFor(() => expect(listbox.children).toHaveLength(450));
    expect(screen.getByText(/^450 shots,/)).toBeInTheDocument();
  });

  it('shows a legend of outcome, shot type and size, with counts', async () => {
    await renderLoaded();
    const legend = screen.getByRole('group', { name: 'Legend' });
    const items = (name: string | RegExp) =>
      within(within(legend).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Outcome')).toEqual(['Scored3', 'Missed1']);
    expect(items('Shot type')).toEqual(['From play2', 'Free1', '451', 'Mark0', 'Penalty0']);
    expect(items(/^Size: xP/)).toEqual(['xP 0.2', 'xP 0.5', 'xP 0.8']);
  });

  it('shows a shot’s details while it is hovered, announced politely', async () => {
    const { user, shots } = await renderLoaded();
    expect(details()).toHaveAttribute('aria-live', 'polite');
    expect(details()).toHaveTextContent('Point at a shot, tap it, or tab to the map and use the arrow keys.');
    await user.hover(shots[1]!);
    expect(details()).toHaveTextContent(
      'Missed: free wideCiarán Breathnachv Kerry, 25 Jun 2023, minute 17Distance37.7 mxP0.21TypeFree',
    );
    await user.unhover(shots[1]!);
    expect(details()).toHaveTextContent('Point at a shot');
  });

  it('keeps a tapped shot’s details after the pointer leaves', async () => {
    const { user, shots } = await renderLoaded();
    await user.click(shots[2]!);
    await user.unhover(shots[2]!);
    expect(details()).toHaveTextContent('Unknown player');
    expect(details()).toHaveTextContent('m2, minute unknown');
    expect(shots[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('is one tab stop whose arrow keys move shot by shot, the details following', async () => {
    const { user, shots } = await renderLoaded();
    expect(shots.filter((shot) => shot.getAttribute('tabindex') === '0')).toEqual([shots[0]]);

    await tabToTheMap(user);
    expect(shots[0]).toHaveFocus();
    expect(details()).toHaveTextContent('Éanna Ó Flaithearta');
    expect(details()).toHaveTextContent('minute 3');

    await user.keyboard('{ArrowRight}');
    expect(shots[1]).toHaveFocus();
    expect(details()).toHaveTextContent('Ciarán Breathnach');
    await user.keyboard('{ArrowDown}');
    expect(shots[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(shots[1]).toHaveFocus();
    expect(shots.filter((shot) => shot.getAttribute('tabindex') === '0')).toEqual([shots[1]]);

    await user.tab();
    expect(shots[1]).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(shots[1]).toHaveFocus();
  });

  it('jumps with Page Down and Page Up, to the first and last shot with Home and End, and stops at the ends', async () => {
    const { user, shots } = await renderLoaded();
    await tabToTheMap(user);
    await user.keyboard('{PageDown}');
    expect(shots[3]).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(shots[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(shots[3]).toHaveFocus();
    expect(details()).toHaveTextContent('Scored: goal');
    await user.keyboard('{ArrowRight}');
    expect(shots[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(shots[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(shots[0]).toHaveFocus();
  });

  it('clears the details with Escape', async () => {
    const { user, shots } = await renderLoaded();
    await tabToTheMap(user);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(details()).toHaveTextContent('Point at a shot');
    expect(shots[1]).toHaveFocus();
    expect(shots[1]).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the spinner while the shots load', async () => {
    mockApi({ '/shots?team=Galway': { body: SHOTS } });
    renderCard();
    expect(screen.getByRole('status', { name: 'Loading the shot map' })).toHaveTextContent('Páirc');
    expect(await screen.findByRole('listbox', { name: 'Galway shots' })).toBeInTheDocument();
  });

  it('asks for the filtered shots and says so when there are none', async () => {
    const api = mockApi({ '/shots?team=Galway&half=2': { body: [] } });
    renderCard({ ...NO_FILTER, half: '2' });
    expect(await screen.findByText('No shots for Galway with these filters.')).toBeInTheDocument();
    expect(api.requested).toEqual(['/shots?team=Galway&half=2']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('logs a failed fetch and leaves the card empty', async () => {
    mockApi({ '/shots?team=Galway': { status: 503, body: { error: 'Service unavailable' } } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard();
    expect(await screen.findByText('The shots could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch the shot map:', 'Service unavailable');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Legend' })).not.toBeInTheDocument();
  });

  it('logs an answer that breaks the contract and leaves the card empty', async () => {
    mockApi({ '/shots?team=Galway': { body: [{ id: 's1' }] } });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard();
    expect(await screen.findByText('The shots could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Failed to fetch the shot map:',
      expect.stringMatching(/^The shots answer broke the contract/),
    );
  });
});
