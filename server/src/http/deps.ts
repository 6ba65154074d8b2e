import type { ServerConfig } from '../config';
import type { ShotStore } from '../data/store/dataset';
import type { SquadServices } from './squads/squadServices';

/** What every route module is given; routes read the dataset through the store and nothing else. */
export type RouteDeps = {
  store: ShotStore;
  config: ServerConfig;
  /** Squads (docs/squads.md): Firebase's Admin SDK and the read model; absent, the API serves the public data alone. */
  squads?: SquadServices;
};
