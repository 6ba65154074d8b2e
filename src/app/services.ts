import type { AppConfig } from './config';
import { readConfig } from './config';
import type { LoadFirebase } from './firebase';
import { firebaseLoader } from './firebase';

/** What thunks and query functions get as `extra`: the config and a way to reach Firebase. */
export type AppServices = {
  config: AppConfig;
  loadFirebase: LoadFirebase;
};

export function defaultServices(config: AppConfig = readConfig()): AppServices {
  return { config, loadFirebase: firebaseLoader(config) };
}

export function isAppServices(extra: unknown): extra is AppServices {
  return typeof extra === 'object' && extra !== null && 'config' in extra && 'loadFirebase' in extra;
}
