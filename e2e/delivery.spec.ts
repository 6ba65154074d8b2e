import { expect, test, type Page, type Response } from '@playwright/test';
import { builtFile, builtJsBytes, builtSizes, SIGN_IN_JS_BUDGET_BYTES } from './wire';

/** Every script and stylesheet of the app's own that /signin loads before its form can be used. */
async function signInPageAssets(page: Page): Promise<Response[]> {
  const assets: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && builtFile(response) in builtSizes()) assets.push(response);
  });
  await page.goto('/signin');
  await expect(page.getByLabel('Password')).toBeEditable();
  await page.waitForLoadState('networkidle');
  return assets;
}

test('the sign-in page gets every script and stylesheet brotli-compressed, byte for byte as the build wrote it', async ({
  page,
}) => {
  const assets = await signInPageAssets(page);
  expect(assets.length).toBeGreaterThan(1);
  for (const response of assets) {
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], builtFile(response)).toBe('br');
    expect(headers.vary, builtFile(response)).toContain('Accept-Encoding');
    const { responseBodySize } = await response.request().sizes();
    expect(responseBodySize, builtFile(response)).toBe(builtSizes()[builtFile(response)]?.brotli);
  }
});

test("the sign-in page's JavaScript is within its 150 KB budget, by the build's own figures", async ({ page }) => {
  const scripts = (await signInPageAssets(page)).filter((response) => response.request().resourceType() === 'script');
  const files = scripts.map(builtFile);
  const { bytes, said } = builtJsBytes(files);
  expect(bytes, said).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_BYTES);
  // What signing in does not need is not there: the dashboard and Firestore come after it.
  expect(files.filter((file) => /\/(dashboard|firestore)\./.test(file))).toEqual([]);
});

test('a client that takes only gzip gets gzip, and one that takes neither gets the file itself', async ({
  request,
  page,
}) => {
  const [script] = await signInPageAssets(page);
  if (!script) throw new Error('The sign-in page loaded no script');
  const url = script.url();
  const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).length).toBe(builtSizes()[builtFile(script)]?.bytes);
});
