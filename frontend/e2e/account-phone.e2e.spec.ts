import { beforeAll, describe, expect, it } from '@jest/globals';
import { CALL_MESSAGES, chatListingIdOf } from '@flirtwire/contracts';
import type { Page } from 'playwright-core';
import type { ApiSession } from './support/api';
import { screenshot, seriousViolations } from './support/browser';
import { eventually } from './support/eventually';
import {
  acceptedPhoneListing,
  acceptListing,
  enterPhoneCode,
  verifyPhoneInWizard,
} from './support/flirt';
import { browserSuite } from './support/suite';

const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;

/** Screenshots at 1366 and 390 px: nothing wider than the phone, axe clean at both. */
async function bothSizes(page: Page, name: string): Promise<void> {
  for (const size of [DESKTOP, PHONE_VIEWPORT]) {
    await page.setViewportSize({ ...size });
    await screenshot(page, `${name}-${String(size.width)}`);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.window);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ ...DESKTOP });
}

/**
 * A customer who skipped the sign-up's Add Phone step: the call page refuses the call for the
 * phone and leads to /account/phone, where the phone is added and verified (the development
 * code), and back to the call, which now rings. The call page follows the listing: the panel
 * while its Flirt is online, the reason otherwise. A Flirt's own storefront offers no Chat.
 */
describe('adding a phone after sign-up, and the call page, in a browser', () => {
  const suite = browserSuite();
  let flirt: ApiSession;
  let customer: ApiSession;
  let listingId: string;

  beforeAll(async () => {
    const admin = suite.admin;
    flirt = await suite.advisor();
    listingId = await acceptedPhoneListing(flirt, admin, {
      title: 'Evening whispers',
      priceCents: 199,
    });
    await flirt.request('PATCH', '/client_api/availabilities', {
      available_for_calls: true,
      available_for_chat: true,
    });
    await acceptListing(admin, chatListingIdOf(flirt.userId));
    await eventually(
      () =>
        fetch(`${suite.baseUrl}/client_api/advisors/${flirt.login}/storefront`).then(
          (response) => response.json() as Promise<{ chat: { enrolled: boolean } }>,
        ),
      (view) => view.chat.enrolled,
      'the chat listing is on the storefront',
    );
    // A customer who skipped Add Phone, with a card (a call needs both).
    customer = await suite.customer();
  }, 120_000);

  it('refuses the call for the phone, adds and verifies one on /account/phone, and comes back to call', async () => {
    const page = await suite.page(customer);
    await page.goto(`/call/listing/${listingId}`);
    await page.getByRole('heading', { name: 'Call', level: 1 }).waitFor();
    const listing = page.getByRole('article', { name: 'Evening whispers' });
    await listing.getByText('Online', { exact: true }).waitFor();
    expect(await page.getByText('cannot be placed from the browser').count()).toBe(0);
    await listing.getByRole('button', { name: 'Call me directly', exact: true }).click();
    await listing.getByRole('alert').getByText(CALL_MESSAGES.phoneRequired).waitFor();
    await screenshot(page, 'account-phone-01-refused');

    await listing.getByRole('link', { name: 'Add a phone number' }).click();
    await page.waitForURL(/\/account\/phone\?return_url=/);
    await page.getByRole('heading', { name: 'Phone', level: 1 }).waitFor();
    await bothSizes(page, 'account-phone-02-add');
    const code = await verifyPhoneInWizard(page, '(646) 555-0188');
    await bothSizes(page, 'account-phone-03-code');
    await enterPhoneCode(page, code);

    // Back to the call, which is placed now.
    await page.waitForURL(new RegExp(`/call/listing/${listingId}$`));
    await page.getByText('Your phone is verified.').waitFor();
    const again = page.getByRole('article', { name: 'Evening whispers' });
    await again.getByRole('button', { name: 'Call me directly', exact: true }).click();
    await again.getByText('Ringing: answer your phone to be connected.').waitFor();
    await again.getByRole('heading', { name: `Your call with ${flirt.login}` }).waitFor();
    await bothSizes(page, 'account-phone-04-ringing');
    await again.getByRole('button', { name: 'Fail call', exact: true }).click();
    await again.getByText(CALL_MESSAGES.failedProvider).waitFor();
  });

  it('links the account page to the phone, which shows the verified number, and to the cards', async () => {
    const page = await suite.page(customer);
    await page.goto('/account');
    const links = page.getByRole('navigation', { name: 'Your account' });
    await links.getByRole('link', { name: /^Phone/ }).click();
    await page.waitForURL(/\/account\/phone$/);
    await page.getByText(/is verified\.$/).waitFor();
    expect(await page.locator('.wizard-step strong').textContent()).toMatch(/0188$/);
    await bothSizes(page, 'account-phone-05-verified');
    await page.getByRole('button', { name: 'Back to Account' }).click();
    await page.waitForURL(/\/account$/);
    await links.getByRole('link', { name: /^Payment Methods/ }).click();
    await page.waitForURL(/\/account\/payment_methods$/);
    await page.getByText('Visa ending in 4242').first().waitFor();
  });

  it('follows the Flirt going offline and online on the call page, and sends a visitor to sign in', async () => {
    const page = await suite.page(customer);
    await page.goto(`/call/listing/${listingId}`);
    const listing = page.getByRole('article', { name: 'Evening whispers' });
    await listing.getByRole('button', { name: 'Call me directly', exact: true }).waitFor();

    const visitor = await suite.page(null);
    await visitor.goto(`/call/listing/${listingId}`);
    const signIn = visitor.getByRole('link', { name: 'Sign in to call' });
    const target = new URL((await signIn.getAttribute('href')) ?? '', suite.baseUrl);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('return_url')).toBe(`/call/listing/${listingId}`);

    await flirt.request('PATCH', '/client_api/availabilities', { available_for_calls: false });
    await listing.getByText('Offline', { exact: true }).waitFor();
    await listing.getByText(CALL_MESSAGES.notAvailable).waitFor();
    expect(await listing.getByRole('button', { name: 'Call me directly' }).count()).toBe(0);
    await screenshot(page, 'account-phone-06-offline');
    expect(await seriousViolations(page)).toEqual([]);

    await flirt.request('PATCH', '/client_api/availabilities', { available_for_calls: true });
    await listing.getByText('Online', { exact: true }).waitFor();
    await listing.getByRole('button', { name: 'Call me directly', exact: true }).waitFor();

    await page.goto('/call/listing/999999999');
    await page.getByText(CALL_MESSAGES.notFound).waitFor();
    await page.getByRole('link', { name: 'Go to Feed' }).waitFor();
  });

  it('offers Chat on a storefront to a customer but not to the Flirt on their own', async () => {
    const fan = await suite.page(customer);
    await fan.goto(`/${flirt.login}`);
    await fan.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    const store = fan.locator('.storefront');
    await store.getByText(`Chat with ${flirt.login}`).waitFor();
    // The header's Chat and the chat listing's.
    expect(await store.getByRole('link', { name: 'Chat', exact: true }).count()).toBe(2);

    const own = await suite.page(flirt);
    await own.goto(`/${flirt.login}`);
    await own.getByRole('heading', { name: flirt.login, level: 1 }).waitFor();
    const mine = own.locator('.storefront');
    await mine.getByText(`Chat with ${flirt.login}`).waitFor();
    expect(await mine.getByRole('link', { name: 'Chat', exact: true }).count()).toBe(0);
    await screenshot(own, 'account-phone-07-own-storefront');
    expect(await seriousViolations(own)).toEqual([]);
  });
});
