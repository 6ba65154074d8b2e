import { createContext, useContext } from 'react';
import { readConfig, type AppConfig } from './config';

/** The run-time config for components (thunks get it through the store's services instead). */
export const ConfigContext = createContext<AppConfig>(readConfig());

export function useAppConfig(): AppConfig {
  return useContext(ConfigContext);
}
