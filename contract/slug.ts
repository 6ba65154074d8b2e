/**
 * Lower-case ASCII words joined by hyphens, accents folded: 'Ros Comáin · 2nd half' ->
 * 'ros-comain-2nd-half'. What the API's ids and the app's file names are made of; '' when nothing
 * is left.
 */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
