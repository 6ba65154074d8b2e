import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A fresh address per test, so tests never depend on each other's accounts. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.ie`;
}

export async function signUp(page: Page, account: { email: string; fullName: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function expectDashboardFor(page: Page, fullName: string) {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
