/**
 * jsdom lacks what react-router 7 (TextEncoder) and RTK Query (fetch and friends) need;
 * Node has them, so the test environment lends them over.
 */
const JsdomEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'structuredClone',
];

class PaircJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) {
      this.global[name] = globalThis[name];
    }
    // jsdom has no layout, so no media queries; tests see a desktop unless they say otherwise.
    this.global.matchMedia = (query) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    });
    // Nor where an SVG lies on screen: as for an SVG the browser has not rendered, its screen
    // matrix is null (SVG 2, getScreenCTM), so a tap falls back to the mark it landed on.
    this.global.SVGElement.prototype.getScreenCTM = () => null;
  }
}

module.exports = PaircJsdomEnvironment;
