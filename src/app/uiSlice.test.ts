import { authStateChanged } from '../features/auth/authSlice';
import { NO_FILTER } from '../../contract/filters';
import {
  datasetReplaced,
  dataNoticeDismissed,
  filterChanged,
  filtersCleared,
  heatMapTypeChanged,
  linkCorrected,
  linkOpened,
  matchChosen,
  noticeDismissed,
  playerChosen,
  initialUiState,
  seasonChanged,
  seasonsLoaded,
  selectDataNotice,
  selectSeasonParam,
  dataSourceChosen,
  squadLost,
  sidebarToggled,
  teamSelected,
  uiSlice,
  viewChanged,
} from './uiSlice';

const reduce = uiSlice.reducer;

describe('ui slice', () => {
  it('starts on the owner’s defaults (docs/behaviour.md#defaults): attacking, sidebar open, shots, 2023, Galway', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      squadId: null,
      view: 'attacking',
      sidebarOpen: true,
      heatMapType: 'shots',
      season: '2023',
      seasonChosen: false,
      seasons: null,
      seasonsStale: false,
      dataNotice: null,
      dataGeneration: 0,
      selectedTeam: 'Galway',
      filter: NO_FILTER,
      notice: null,
    });
  });

  it('switches the view', () => {
    expect(reduce(initialUiState, viewChanged('defending')).view).toBe('defending');
    expect(reduce(initialUiState, viewChanged('players')).view).toBe('players');
  });

  it('closes and reopens the sidebar', () => {
    const closed = reduce(initialUiState, sidebarToggled());
    expect(closed.sidebarOpen).toBe(false);
    expect(reduce(closed, sidebarToggled()).sidebarOpen).toBe(true);
  });

  it('sets the heat map type', () => {
    expect(reduce(initialUiState, heatMapTypeChanged('miss')).heatMapType).toBe('miss');
    expect(reduce(initialUiState, heatMapTypeChanged('score')).heatMapType).toBe('score');
  });

  it('keeps 2023 when 2024, which is only coming soon, is chosen', () => {
    expect(reduce(initialUiState, seasonChanged('2024')).season).toBe('2023');
    expect(reduce(reduce(initialUiState, seasonsLoaded(['2023'])), seasonChanged('2024')).season).toBe('2023');
  });

  it('chooses any season the data holds, and sends it only when there are several', () => {
    const loaded = reduce(initialUiState, seasonsLoaded(['2023', '2025']));
    expect(selectSeasonParam({ ui: initialUiState })).toBeUndefined();
    expect(selectSeasonParam({ ui: reduce(initialUiState, seasonsLoaded(['2023'])) })).toBeNull();
    expect(selectSeasonParam({ ui: loaded })).toBe('2025');
    const chosen = reduce({ ...loaded, filter: { ...NO_FILTER, match: ['m'], half: '2' } }, seasonChanged('2023'));
    expect(chosen).toMatchObject({ season: '2023', filter: { ...NO_FILTER, half: '2' } });
    expect(selectSeasonParam({ ui: chosen })).toBe('2023');
  });

  it('opens on the newest season, and says so when a link named a missing one', () => {
    expect(reduce(initialUiState, seasonsLoaded(['2023', '2025'])).season).toBe('2025');
    expect(reduce(initialUiState, seasonsLoaded(['2025', '2026'])).season).toBe('2026');
    const linked = reduce(
      initialUiState,
      linkOpened({ squadId: null, team: 'Galway', view: 'attacking', filter: NO_FILTER, season: '2031', notice: null }),
    );
    expect(reduce(linked, seasonsLoaded(['2023', '2025']))).toMatchObject({
      season: '2025',
      notice: "The link's season '2031' is not in the data; showing 2025.",
    });
  });

  it('makes every call wait for the seasons of new data, then follows its newest season unless one was chosen', () => {
    const shown = reduce(
      { ...initialUiState, filter: { ...NO_FILTER, match: ['m'], half: '2' } },
      seasonsLoaded(['2023']),
    );
    const replaced = reduce(shown, datasetReplaced());
    expect(selectSeasonParam({ ui: replaced })).toBeUndefined();
    expect(selectDataNotice({ ui: replaced })).toBe('New data loaded');
    const followed = reduce(replaced, seasonsLoaded(['2023', '2025']));
    expect(followed).toMatchObject({ season: '2025', filter: { ...NO_FILTER, half: '2' }, notice: null });
    expect(selectSeasonParam({ ui: followed })).toBe('2025');
    expect(selectDataNotice({ ui: reduce(followed, dataNoticeDismissed()) })).toBeNull();

    const chosen = reduce(reduce(initialUiState, seasonsLoaded(['2023', '2025'])), seasonChanged('2023'));
    expect(reduce(reduce(chosen, datasetReplaced()), seasonsLoaded(['2023', '2025', '2026'])).season).toBe('2023');
    expect(reduce(reduce(chosen, datasetReplaced()), seasonsLoaded(['2025']))).toMatchObject({
      season: '2025',
      notice: 'The new data has no 2023 season; showing 2025.',
    });
  });

  it('selects a team, or none', () => {
    expect(reduce(initialUiState, teamSelected('Kerry')).selectedTeam).toBe('Kerry');
    expect(reduce(initialUiState, teamSelected('')).selectedTeam).toBe('');
  });

  it('returns to the defaults when the user signs out', () => {
    const changed = [viewChanged('players'), sidebarToggled(), teamSelected('Mayo')].reduce(reduce, initialUiState);
    expect(reduce(changed, authStateChanged(null))).toEqual(initialUiState);
  });

  it('keeps the choices when the auth listener reports the same user again', () => {
    const changed = reduce(initialUiState, teamSelected('Mayo'));
    expect(reduce(changed, authStateChanged({ uid: 'u1', email: 'a@b.ie' })).selectedTeam).toBe('Mayo');
  });

  it('changes some filter parameters and keeps the others, and clears them all', () => {
    const halves = reduce(initialUiState, filterChanged({ half: '2', shotType: 'free' }));
    const more = reduce(halves, filterChanged({ shotType: null, pressure: 'yes' }));
    expect(more.filter).toEqual({ ...NO_FILTER, half: '2', pressure: 'yes' });
    expect(reduce(more, filtersCleared()).filter).toEqual(NO_FILTER);
  });

  it("drops a team's matches and player when another team is chosen, and keeps the rest", () => {
    const filtered = reduce(initialUiState, filterChanged({ match: ['m1'], player: 'Seán', half: '1' }));
    expect(reduce(filtered, teamSelected('Kerry')).filter).toEqual({ ...NO_FILTER, half: '1' });
    expect(reduce(filtered, teamSelected('Galway')).filter).toEqual(filtered.filter);
  });

  it("filters to a clicked player, on that player's team", () => {
    const state = reduce(
      reduce(initialUiState, filterChanged({ match: ['m1'] })),
      playerChosen({ team: 'Kerry', player: 'Dara Ó Sé' }),
    );
    expect(state).toMatchObject({ selectedTeam: 'Kerry', filter: { ...NO_FILTER, player: 'Dara Ó Sé' } });
  });

  it('filters to a clicked match and shows its attacking view', () => {
    const state = reduce({ ...initialUiState, view: 'fixtures' }, matchChosen('2023-06-25-galway-kerry'));
    expect(state).toMatchObject({ view: 'attacking', filter: { ...NO_FILTER, match: ['2023-06-25-galway-kerry'] } });
  });

  it('opens what a link describes, notice included, and corrects what the data does not know', () => {
    const opened = reduce(
      initialUiState,
      linkOpened({
        squadId: null,
        team: 'Narnia',
        view: 'defending',
        filter: { ...NO_FILTER, half: '2', player: 'X' },
        season: null,
        notice: null,
      }),
    );
    expect(opened).toMatchObject({ selectedTeam: 'Narnia', view: 'defending', filter: { half: '2', player: 'X' } });
    const corrected = reduce(
      opened,
      linkCorrected({ team: 'Galway', notice: "The link's team 'Narnia' is not in the data." }),
    );
    expect(corrected).toMatchObject({ selectedTeam: 'Galway', filter: { ...NO_FILTER, half: '2' } });
    // The same correction twice (React runs effects twice in development) says it once.
    const twice = reduce(corrected, linkCorrected({ notice: "The link's team 'Narnia' is not in the data." }));
    expect(twice.notice).toBe("The link's team 'Narnia' is not in the data.");
    expect(reduce(twice, noticeDismissed()).notice).toBeNull();
  });

  describe('the data source (docs/behaviour.md#data-source)', () => {
    const filtered = reduce(
      reduce(initialUiState, seasonsLoaded(['2023', '2025'])),
      filterChanged({ half: '2', match: ['2023-06-25-galway-kerry'] }),
    );

    it("shows a squad's team, with no filter, and asks for the squad's seasons afresh", () => {
      const squad = reduce(filtered, dataSourceChosen({ squadId: 'sq1', team: 'Clifden' }));
      expect(squad).toMatchObject({
        squadId: 'sq1',
        selectedTeam: 'Clifden',
        filter: NO_FILTER,
        seasons: null,
        season: '2023',
      });
      expect(reduce(squad, dataSourceChosen({ squadId: 'sq1', team: 'Galway' }))).toBe(squad);
    });

    it('goes back to the public data and Galway', () => {
      const squad = reduce(filtered, dataSourceChosen({ squadId: 'sq1', team: 'Clifden' }));
      expect(reduce(squad, dataSourceChosen({ squadId: null, team: 'Galway' }))).toMatchObject({
        squadId: null,
        selectedTeam: 'Galway',
      });
    });

    it('says why when the squad is lost, and shows the public data', () => {
      const squad = reduce(filtered, dataSourceChosen({ squadId: 'sq1', team: 'Clifden' }));
      const lost = reduce(squad, squadLost('You are no longer a member of that squad.'));
      expect(lost).toMatchObject({
        squadId: null,
        selectedTeam: 'Galway',
        notice: 'You are no longer a member of that squad.',
      });
    });

    it("opens a squad's link with that squad, and asks for its seasons again", () => {
      const opened = reduce(
        filtered,
        linkOpened({ squadId: 'sq2', team: 'Mayo', view: 'defending', filter: NO_FILTER, season: null, notice: null }),
      );
      expect(opened).toMatchObject({ squadId: 'sq2', selectedTeam: 'Mayo', view: 'defending', seasons: null });
    });

    it('forgets the squad when the user signs out', () => {
      const squad = reduce(filtered, dataSourceChosen({ squadId: 'sq1', team: 'Clifden' }));
      expect(reduce(squad, authStateChanged(null)).squadId).toBeNull();
    });
  });
});
