/** Signing up and in with a password in the browser, for the end-to-end tests. */
import type { Page } from 'playwright-core';

/** Signs up from the sign-up page; a sign-up without a page to return to lands on My games. */
export async function signUp(page: Page, base: string, name: string, password: string): Promise<void> {
  await page.goto(`${base}#/signup`);
  await fillSignUp(page, name, password);
  await page.waitForSelector('[data-testid=my-games]');
}

/** Fills in and sends the sign-up form the page shows now. */
export async function fillSignUp(page: Page, name: string, password: string): Promise<void> {
  await page.fill('[data-testid=signup-name]', name);
  await page.fill('[data-testid=signup-password]', password);
  await page.click('[data-testid=signup-password-submit]');
}

/** Sends the sign-in form; what follows (My games, a refusal) is the caller's to wait for. */
export async function signIn(page: Page, base: string, name: string, password: string): Promise<void> {
  await page.goto(`${base}#/signin`);
  await page.fill('[data-testid=signin-name]', name);
  await page.fill('[data-testid=signin-password]', password);
  await page.click('[data-testid=signin-password-submit]');
}
