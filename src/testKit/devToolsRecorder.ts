import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * A stand-in for the Redux DevTools browser extension: configureStore hands a store to it exactly
 * when `devTools` is on, and it records every action that reaches the store's reducer, as the
 * extension does for its replay.
 *
 * Redux Toolkit looks for the extension once, when it is first loaded, so a test file must import
 * this module before anything that loads Redux Toolkit. That is why it imports only types from it.
 */
export const devTools = {
  /** How many stores were handed to DevTools. */
  stores: 0,
  /** Every action any of them reduced, oldest first. */
  actions: [] as UnknownAction[],
  reset() {
    this.stores = 0;
    this.actions = [];
  },
};

/** Redux's store enhancer, reduced to what this stand-in touches. */
type CreateStore = (reducer: (state: unknown, action: UnknownAction) => unknown, preloadedState?: unknown) => unknown;
type Enhancer = (next: CreateStore) => CreateStore;

const recordActions: Enhancer = (createStore) => (reducer, preloadedState) =>
  createStore((state, action) => {
    devTools.actions.push(action);
    return reducer(state, action);
  }, preloadedState);

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: unknown) => (...enhancers: Enhancer[]) => Enhancer;
  }
}

window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
  () =>
  (...enhancers) =>
  (createStore) => {
    devTools.stores += 1;
    return [recordActions, ...enhancers].reduceRight((next, enhancer) => enhancer(next), createStore);
  };
