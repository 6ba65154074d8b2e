import { expect, test } from '@playwright/test';
import { expectDashboardFor, signUp, uniqueEmail } from './helpers';

const password = 'correct-horse-9';

test('a newcomer signs up, sees their name, stays signed in across a reload and logs out', async ({ page }) => {
  const account = { email: uniqueEmail('siobhan'), fullName: 'Siobhán Ní Cheallaigh', password };
  await signUp(page, account);
  await expect(page.getByText('Successfully signed up!')).toBeVisible();
  await expectDashboardFor(page, account.fullName);
  await expect(page).toHaveTitle('Páirc - Analytics Dashboard');

  await page.reload();
  await expectDashboardFor(page, account.fullName);

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('a returning user signs in and sees the dashboard with the API teams, Galway selected', async ({ page }) => {
  const account = { email: uniqueEmail('ciaran'), fullName: 'Ciarán Ó Súilleabháin', password };
  await signUp(page, account);
  await expectDashboardFor(page, account.fullName);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expectDashboardFor(page, account.fullName);

  const team = page.getByRole('combobox', { name: 'Team' });
  await expect(team.getByRole('option', { name: 'Kerry' })).toBeAttached();
  await expect(team).toHaveValue('Galway');
  await expect(team.locator('option').first()).toHaveText('Select a team');
});

test("a wrong password shows the provider's message", async ({ page }) => {
  const account = { email: uniqueEmail('mairead'), fullName: 'Mairéad Ní Bhriain', password };
  await signUp(page, account);
  await expectDashboardFor(page, account.fullName);
  await page.getByRole('button', { name: 'Log Out' }).click();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Firebase: Error \(auth\/(wrong-password|invalid-credential)\)\.$/);
  await expect(page).toHaveURL(/\/signin$/);
});

test("signing up with an address in use says 'Email is already in use.'", async ({ page }) => {
  const account = { email: uniqueEmail('padraig'), fullName: 'Pádraig Mac Giolla', password };
  await signUp(page, account);
  await expectDashboardFor(page, account.fullName);
  await page.getByRole('button', { name: 'Log Out' }).click();
  // Signed out once the sign-in screen shows: a page opened before then would still be signed in.
  await expect(page).toHaveURL(/\/signin$/);

  await signUp(page, { ...account, fullName: 'Someone Else' });
  await expect(page.getByRole('alert')).toHaveText('Email is already in use.');
});

test("mismatched passwords say 'Passwords don't match.' and create no account", async ({ page }) => {
  const email = uniqueEmail('eoin');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full Name').fill('Eoin Ó Néill');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText("Passwords don't match.");

  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Firebase: Error (auth/');
});

test('a signed-out visitor to an unknown path lands on /signin', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('an address typed with capitals signs up and keeps its profile, which the rules tie to the account', async ({
  page,
}) => {
  const account = { email: uniqueEmail('Grainne.NiMhaille'), fullName: 'Gráinne Ní Mháille', password };
  await signUp(page, account);
  await expect(page.getByText('Successfully signed up!')).toBeVisible();
  await expectDashboardFor(page, account.fullName);
  // The name now comes from the stored profile, not from the form just filled in.
  await page.reload();
  await expectDashboardFor(page, account.fullName);
});

test('a sign-in service that cannot be loaded is named on the page, and Reload recovers', async ({ page }) => {
  let blocked = true;
  await page.route(/\/assets\/auth\.[0-9a-f]+\.js$/, (route) =>
    blocked ? route.abort('blockedbyclient') : route.continue(),
  );
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Páirc is unavailable' })).toBeVisible();
  const message = page.getByRole('alert');
  await expect(message).toContainText('The sign-in service could not be loaded: Loading chunk');
  await expect(message).toContainText('Check your connection and reload the page.');
  await expect(page.getByRole('status', { name: 'Checking your sign-in' })).toBeHidden();

  blocked = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
