import type { Role } from '../../../contract/squad';

/** Each role as a page names it. */
export const ROLE_NAMES: Readonly<Record<Role, string>> = { owner: 'Owner', analyst: 'Analyst', viewer: 'Viewer' };

/** What each role may do, as the members card explains it (docs/behaviour.md#squad-roles). */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  owner: 'everything, members, invites and deleting the squad included',
  analyst: "adds and changes the squad's players, matches and data, and uploads files",
  viewer: 'reads everything of the squad and changes nothing',
};
