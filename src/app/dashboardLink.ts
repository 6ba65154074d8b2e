import { FILTER_PARAMS, filterParams, NO_FILTER, readShotFilter, type ShotFilter } from '../../contract/filters';
import { DEFAULT_TEAM, defaultSeason, VIEW_TITLES, VIEWS, type DashboardLink, type Season, type View } from './uiSlice';

/**
 * The dashboard's team, view and filter as a query string, and back: a copied link opens the same
 * view, and Back and Forward step through the changes (docs/behaviour.md#links). The path stays `/`.
 */

const isView = (value: string): value is View => (VIEWS as readonly string[]).includes(value);

/** The filter's parameters a link carries; the season has a place of its own. */
const LINK_FILTER_PARAMS = FILTER_PARAMS.filter((name) => name !== 'season');

const SEASON_TEXT = /^\d{4}$/;

/**
 * `?team=Kerry&view=defending&season=2025&half=2`, or '' for the defaults (the public data,
 * Galway, attacking, the data's default season, no filter). A squad's dashboard names the squad
 * and always its team, whose default is the squad's own.
 */
export function dashboardSearch(state: {
  squadId: string | null;
  selectedTeam: string;
  view: View;
  filter: ShotFilter;
  season: Season;
  seasons: readonly Season[] | null;
}): string {
  const params = new URLSearchParams();
  if (state.squadId !== null) params.set('squad', state.squadId);
  if (state.squadId !== null || state.selectedTeam !== DEFAULT_TEAM) params.set('team', state.selectedTeam);
  if (state.view !== 'attacking') params.set('view', state.view);
  if (state.season !== defaultSeason(state.seasons)) params.set('season', state.season);
  for (const [name, value] of filterParams(state.filter)) params.append(name, value);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * What a link asks for. Whatever is malformed falls back to its default and the notice says so;
 * whether the data knows the team, matches and player is checked once the data is there.
 */
export function readDashboardLink(search: string): DashboardLink {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const viewParam = params.get('view');
  let view: View = 'attacking';
  if (viewParam !== null) {
    if (isView(viewParam)) view = viewParam;
    else problems.push(`The link's view '${viewParam}' does not exist; showing ${VIEW_TITLES.attacking}.`);
  }
  let filter: ShotFilter = NO_FILTER;
  const seasonParam = params.get('season');
  let season: Season | null = null;
  if (seasonParam !== null) {
    if (SEASON_TEXT.test(seasonParam)) season = seasonParam;
    else problems.push(`The link's season '${seasonParam}' is not one we know; it was left out.`);
  }
  for (const name of LINK_FILTER_PARAMS) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    const read = readShotFilter({ [name]: values.length === 1 ? values[0] : values });
    if ('problem' in read)
      problems.push(`The link's ${name} '${values.join(', ')}' is not one we know; it was left out.`);
    else filter = { ...filter, [name]: read.filter[name] };
  }
  const squadId = params.get('squad') || null;
  return {
    squadId,
    // A squad's link without a team asks the user to pick one of the squad's.
    team: params.get('team') ?? (squadId === null ? DEFAULT_TEAM : ''),
    view,
    filter,
    season,
    notice: problems.length > 0 ? problems.join(' ') : null,
  };
}
