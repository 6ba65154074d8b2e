import type { ServerConfig } from '../config';

export type HeaderSet = Readonly<Record<string, string>>;

/**
 * The headers every answer carries, errors included. Images and JSON are meant to be read by the
 * app wherever it is hosted; pages only by us, and under the content security policy below. The
 * app's scripts and styles (`script`) are ours too, with only what a browser reads on them: a
 * content security policy, a frame or a referrer policy applies to the document or worker it came
 * with (and the referrer policy we set is the browsers' own default, for a stylesheet's fetches),
 * so on a bundle they would be 630 bytes sent for nothing with every chunk, a quarter of what the
 * capture screen may download beyond its code.
 */
export function securityHeaders(config: ServerConfig): { api: HeaderSet; page: HeaderSet; script: HeaderSet } {
  const script = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' };
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  return {
    api: { ...common, 'cross-origin-resource-policy': 'cross-origin' },
    page: {
      ...common,
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': contentSecurityPolicy(config),
    },
    script,
  };
}

/**
 * The page may talk only to its own origin, the API host, and Firebase (or its local emulators).
 * Victory sets inline style attributes, hence `style-src-attr 'unsafe-inline'`. The service worker
 * and the web app manifest come from our own origin only (docs/behaviour.md#offline); said outright
 * rather than left to default-src, so a change there cannot widen them. A video recorded from
 * (docs/capture.md#from-a-video) is a file of the device played through an object URL, hence
 * `media-src blob:`; the file itself never leaves the device.
 */
function contentSecurityPolicy(config: ServerConfig): string {
  const { client } = config;
  const apiOrigin = originOf(client.apiBaseUrl);
  const imageOrigin = config.publicApiUrl ? originOf(config.publicApiUrl) : null;
  const emulatorSources = client.emulators
    ? [client.emulators.authUrl, `http://${client.emulators.firestoreHost}:${client.emulators.firestorePort}`]
    : [];
  const firebaseSources = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
  ];
  const connect = unique(["'self'", apiOrigin, ...emulatorSources, ...firebaseSources]);
  const images = unique(["'self'", 'data:', apiOrigin, imageOrigin]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "font-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    // A relative base such as '/api' is the page's own origin, already covered by 'self'.
    return null;
  }
}

function unique(values: ReadonlyArray<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}
