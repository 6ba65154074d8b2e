import type { ServerConfig } from '../config';
import type { ShotStore } from '../data/store/dataset';

/** What every route module is given; routes read the dataset through the store and nothing else. */
export type RouteDeps = {
  store: ShotStore;
  config: ServerConfig;
};
