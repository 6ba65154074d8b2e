import { createHook } from 'node:async_hooks';

let held: object | null = null;

function noop(): void {}

/**
 * Keeps Node's `process.nextTick` on V8's fast path for the life of the server.
 *
 * Node 20 builds each tick as an object literal with computed symbol keys, and V8 caches how to
 * build it by the object's hidden class. Nothing holds that class between ticks, so a full garbage
 * collection while the server is idle (one always follows the start-up model fit) frees it; the
 * next tick gets a new class, and V8 abandons the cache for good. Every tick then takes a runtime
 * call, about 1 µs instead of 0.15 µs, and Node's HTTP server makes half a dozen ticks per request.
 * Holding one tick object keeps its class alive, so the cache stays valid.
 *
 * The only public way to reach a tick object is an async hook, enabled here for the one tick and
 * disabled at once. Returns the object held (the same one on every call), or null if this Node no
 * longer reports ticks to async hooks, in which case there is nothing to hold.
 */
export function holdTickObjectShape(): object | null {
  if (held !== null) return held;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && held === null) held = resource;
    },
  });
  hook.enable();
  process.nextTick(noop);
  hook.disable();
  return held;
}
