import type { Page } from 'playwright-core';
import type { ApiSession } from './api';
import { expectNoSeriousViolations, expectNoSidewaysScroll, fillCard, screenshot } from './browser';

/**
 * Steps of a customer's path shared by the browser suites, so each suite reuses the same step
 * instead of its own copy.
 */

/**
 * Subscribes to a Flirt from `/subscriptions/<flirtLogin>` with no card on file: the manage-cards
 * modal takes the declining test card, the Subscribe modal follows, the charge is declined, the
 * Retry modal leads to Pick a New Card, and a good card makes it go through, with the success
 * flash. `shots` names the screenshots of the two modals.
 */
export async function subscribeThroughDeclinedCard(
  page: Page,
  flirtLogin: string,
  shots: { readonly retry: string; readonly pick: string },
): Promise<void> {
  await page.goto(`/subscriptions/${flirtLogin}`);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  // No card on file: the manage-cards modal opens first.
  const cards = page.getByRole('dialog', { name: 'Manage Cards' });
  await cards.getByText('You must have a credit card on file to subscribe.').waitFor();
  await fillCard(cards, '4000 0000 0000 0341');
  await cards.waitFor({ state: 'detached' });
  // With the card on file, the Subscribe modal follows by itself.
  await page
    .getByRole('dialog', { name: `Subscribe to ${flirtLogin}` })
    .getByRole('button', { name: 'Subscribe', exact: true })
    .click();
  const retry = page.getByRole('dialog', { name: 'Retry Subscription' });
  await retry.waitFor();
  await screenshot(page, shots.retry);
  await expectNoSeriousViolations(page);
  await retry.getByRole('button', { name: 'Retry' }).click();
  const pick = page.getByRole('dialog', { name: 'Pick a New Card' });
  await pick.waitFor();
  await expectNoSidewaysScroll(page);
  await screenshot(page, shots.pick);
  await expectNoSeriousViolations(page);
  // A new card becomes the default and the subscription goes through. The flash lasts 3 s: it
  // is watched for from before the card is sent, so a loaded machine that notices the dialog
  // closing late still sees it.
  const flash = page.getByText(`You are now subscribed to ${flirtLogin}.`).waitFor();
  flash.catch(() => undefined);
  await fillCard(pick, '4242 4242 4242 4242');
  await pick.waitFor({ state: 'detached' });
  await flash;
}

/** Signs `person` in through the Welcome Back dialog the page shows (e.g. on /login). */
export async function signInWithDialog(page: Page, person: ApiSession): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Member Name or email').fill(person.login);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}
