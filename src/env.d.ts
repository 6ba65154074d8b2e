/**
 * The browser has no `process`; webpack writes the build mode in place of this one expression, so
 * it is the only part of Node's `process` the app may name.
 */
declare const process: { env: { NODE_ENV?: 'production' | 'development' | 'test' } };
