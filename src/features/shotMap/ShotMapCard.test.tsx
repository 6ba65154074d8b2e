import { screen, waitFor, within } from '@testing-library/react';
import { NO_FILTER, type ShotFilter } from '../../../contract/filters';
import { mockApi } from '../../testKit/mockApi';
import { renderWithProviders } from '../../testKit/renderWithProviders';
import { initialUiState } from '../../app/uiSlice';
import { SHOTS, syntheticShotRecords, TWO_POINTER } from '../../testKit/shotRecords';
import { HALF_PITCH } from './geometry';
import { ShotMapCard } from './ShotMapCard';

const MATCH_NAMES = { m1: 'v Kerry, 25 Jun 2023' };
const NAMES = [
  'Scored: point, 1 point. Éanna Ó Flaithearta, v Kerry, 25 Jun 2023, minute 3, 25.3 m, chance of scoring 0.46, expected points 0.46',
  'Missed: free wide, worth 1 if scored. Ciarán Breathnach, v Kerry, 25 Jun 2023, minute 17, 37.7 m, chance of scoring 0.21, expected points 0.21',
  'Scored: fortyfive, 1 point. Unknown player, m2, minute unknown, 45.0 m, chance of scoring 0.10, expected points 0.10',
  'Scored: goal, 3 points. Éanna Ó Flaithearta, m2, minute 61, 7.3 m, chance of scoring 0.81, expected points 2.43',
];

function renderCard(filter: ShotFilter = NO_FILTER, twoPointArc = false) {
  return renderWithProviders(
    <ShotMapCard
      squadId={null}
      team="Galway"
      filter={filter}
      matchNames={MATCH_NAMES}
      filterWords=""
      footnote={null}
      twoPointArc={twoPointArc}
    />,
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
    expect(screen.getByText('4 shots, 3 scored (1.58 expected), 5 points (3.20 expected)')).toBeInTheDocument();
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
    expect(items(/^Size: area grows with the chance of scoring/)).toEqual(['xP 0.2', 'xP 0.5', 'xP 0.8']);
    expect(within(legend).queryByText('The 40 m arc')).not.toBeInTheDocument();
  });

  it('draws the 40 m arc in a season under the two-point rules, rings each two-point attempt and says what it is worth', async () => {
    mockApi({ '/shots?team=Galway&season=2025': { body: [...SHOTS, TWO_POINTER] } });
    const { user } = renderCard({ ...NO_FILTER, season: '2025' }, true);
    const shots = await screen.findAllByRole('option');
    const twoPointer = shots[4]!;
    expect(twoPointer).toHaveAccessibleName(
      'Scored: point, 2 points, a two-point attempt. Aodh Mac Diarmada, m3, minute 52, 44.0 m, chance of scoring 0.39, expected points 0.78',
    );
    // The ring and the mark, one option; the other shots are a mark alone.
    expect(twoPointer.tagName).toBe('g');
    expect(twoPointer.querySelectorAll('path')).toHaveLength(2);
    expect(twoPointer.querySelector('path')).toHaveAttribute('stroke-dasharray', '3 2');
    expect(shots.slice(0, 4).every((shot) => shot.tagName === 'path')).toBe(true);
    const pitch = document.querySelector('.shot-map__svg [aria-hidden="true"]');
    expect(pitch?.innerHTML).toContain(HALF_PITCH.twoPointArc);

    const legend = screen.getByRole('group', { name: 'Legend' });
    expect(
      within(within(legend).getByRole('list', { name: 'The 40 m arc' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Two-point attempt (kicked from on or outside the 40 m arc)1']);
    expect(screen.getByText('5 shots, 4 scored (1.97 expected), 7 points (3.98 expected)')).toBeInTheDocument();

    await user.click(twoPointer);
    expect(details()).toHaveTextContent(
      'Scored: pointAodh Mac Diarmadam3, minute 52Scored2 pointsChance of scoring (xP)0.39Expected points (xPts)0.78Distance44.0 mTypeFrom playArcTwo-point attempt',
    );
  });

  it('leaves the arc off a season before the two-point rules', async () => {
    await renderLoaded();
    const pitch = document.querySelector('.shot-map__svg [aria-hidden="true"]');
    expect(pitch?.innerHTML).not.toContain(HALF_PITCH.twoPointArc);
  });

  it('shows a shot’s details while it is hovered, announced politely', async () => {
    const { user, shots } = await renderLoaded();
    expect(details()).toHaveAttribute('aria-live', 'polite');
    expect(details()).toHaveTextContent('Point at a shot, tap it, or tab to the map and use the arrow keys.');
    await user.hover(shots[1]!);
    expect(details()).toHaveTextContent(
      'Missed: free wideCiarán Breathnachv Kerry, 25 Jun 2023, minute 17Valueworth 1 if scoredChance of scoring (xP)0.21Expected points (xPts)0.21Distance37.7 mTypeFree',
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

  it('asks for the filtered shots and, when there are none, says so and offers to clear the filters', async () => {
    const api = mockApi({ '/shots?team=Galway&half=2': { body: [] } });
    const { store, user } = renderWithProviders(
      <ShotMapCard
        squadId={null}
        team="Galway"
        filter={{ ...NO_FILTER, half: '2' }}
        matchNames={MATCH_NAMES}
        filterWords="2nd half"
        footnote={null}
        twoPointArc={false}
      />,
      { preloadedState: { ui: { ...initialUiState, filter: { ...NO_FILTER, half: '2' } } } },
    );
    expect(await screen.findByText('No shots match these filters.')).toBeInTheDocument();
    expect(screen.queryByText(/loading/i)).not.toBeInTheDocument();
    expect(api.requested).toEqual(['/shots?team=Galway&half=2']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(store.getState().ui.filter).toEqual(NO_FILTER);
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
