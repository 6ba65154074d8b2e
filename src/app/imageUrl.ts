/** Every image route answers `{"url": ...}` (docs/behaviour.md#api-images). */
export type ImageResponse = { url: string };

export function imageUrlOf(response: unknown): string {
  if (typeof response === 'object' && response !== null && typeof (response as ImageResponse).url === 'string') {
    return (response as ImageResponse).url;
  }
  throw new Error('The image answer had no url');
}

/** Team names go into paths, so they are always URL-encoded (docs/behaviour.md#api-calls). */
export const teamPath = (team: string) => encodeURIComponent(team);
