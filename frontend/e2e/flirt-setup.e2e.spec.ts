import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { type ApiSession, signUp, uniqueLogin } from './support/api';
import { signedInContext, screenshot, expectNoSeriousViolations } from './support/browser';
import {
  addCardInWizard,
  agreeToLegalTerms,
  chooseGenderInWizard,
  enterPhoneCode,
  registerAsFlirt,
  savePayoutInWizard,
  stepHeading,
  verifyPhoneInWizard,
} from './support/flirt';
import { browserSuite } from './support/suite';

/** The plain subscription price is on sale only with the recurring-package flag off. */
const FLAGS_WITHOUT_PACKAGES =
  'free_chat_volleys,add_card_money,new_cards,PAYOUT_21803,CHAT_UI_22402';

/** The same screen at phone size (390 x 844), then back to the desktop window. */
async function phoneShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, name);
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Becoming a Flirt in the browser: Flirt sign-up, the five wizard steps (the development phone
 * code; the ID approved by an admin through the admin API), 'Congrats', the feed onboarding
 * checklist and the subscription price; and the cancel path that leaves a plain customer.
 */
describe('Flirt sign-up, setup wizard and onboarding in a browser', () => {
  const suite = browserSuite({ env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
  let context: BrowserContext;
  let page: Page;
  let admin: ApiSession;
  const login = uniqueLogin('newflirt');

  beforeAll(async () => {
    admin = suite.admin;
    context = await signedInContext(suite.browser, suite.baseUrl, null);
    page = await context.newPage();
  }, 120_000);

  it('registers as a Flirt and lands on the wizard at the phone step', async () => {
    await registerAsFlirt(page, login);
    const current = page
      .getByRole('list', { name: 'Setup steps' })
      .locator('[aria-current="step"]');
    expect(await current.textContent()).toContain('Phone');
    await screenshot(page, 'flirt-setup-01-phone');
    await expectNoSeriousViolations(page);
  });

  it('verifies the phone with the development code, then adds a credit card', async () => {
    const code = await verifyPhoneInWizard(page, '(212) 555-0142');
    await enterPhoneCode(page, code === '000000' ? '111111' : '000000');
    await page
      .getByText('The code you entered is incorrect or has expired. Please try again.')
      .waitFor();
    await enterPhoneCode(page, code);
    await addCardInWizard(page);
  });

  it('starts the ID check, waits while pending, and advances once an admin approves it', async () => {
    await page.getByText('We need to verify your ID before you can offer services.').waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page
      .getByText('Your ID is being reviewed. Continue once it has been approved.')
      .waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Your ID is still being reviewed. Please check again later.').waitFor();
    await screenshot(page, 'flirt-setup-02-id-pending');
    await expectNoSeriousViolations(page);
    const me = await page.evaluate(async () => {
      const response = await fetch('/client_api/user');
      return (await response.json()) as { id: string };
    });
    await admin.request('POST', `/client_api/admin/users/${me.id}/id_verification`, {
      decision: 'approve',
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await stepHeading(page, 'Payout Info');
  });

  it('saves payout info with the payout page form, then the gender with the Flirt Policy', async () => {
    // The server refuses the payout step until payout info is saved, and the wizard says so.
    await page.getByRole('button', { name: 'Continue with my saved payout info' }).click();
    await page.getByText('Please save your payout information first.').waitFor();
    await savePayoutInWizard(page, 'New Flirt');

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await chooseGenderInWizard(page);
    await screenshot(page, 'flirt-setup-03-gender');
    await expectNoSeriousViolations(page);
    await save.click();
    await page.getByRole('heading', { name: 'Congrats', exact: true }).waitFor();
    // Spec 002: what comes next is Phone Listings or Goodies.
    await page.getByText('Next, offer your customers Phone Listings or Goodies.').waitFor();
    const next = page.locator('.wizard__congrats');
    expect(await next.getByRole('link', { name: 'Phone Listings' }).getAttribute('href')).toBe(
      '/listings/new',
    );
    expect(await next.getByRole('link', { name: 'Goodies' }).getAttribute('href')).toBe(
      '/goodies/new',
    );
    await screenshot(page, 'flirt-setup-04-congrats');
    await phoneShot(page, 'flirt-setup-04-congrats-phone');
    await expectNoSeriousViolations(page);
    const me = await page.evaluate(async () => {
      const response = await fetch('/client_api/user');
      return (await response.json()) as { is_advisor: boolean; flirt_setup_step: string };
    });
    expect(me).toMatchObject({ is_advisor: true, flirt_setup_step: 'completed' });
  });

  it('onboarding: each button only on its step; legal terms, then the price (back to onboarding)', async () => {
    // The feed's setup starts from the account page.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Set Up Your Feed' }).click();
    await page.waitForURL(new RegExp(`/feed/${login}/onboarding$`));
    const agree = page.getByRole('button', { name: 'Agree to Terms' });
    await agree.waitFor();
    expect(await agree.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Set Price' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create Post' }).isDisabled()).toBe(true);
    await screenshot(page, 'flirt-setup-05-onboarding');
    await phoneShot(page, 'flirt-setup-05-onboarding-phone');
    await expectNoSeriousViolations(page);

    await agreeToLegalTerms(page);
    expect(await page.getByRole('button', { name: 'Agree to Terms' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Set Price' }).click();

    await page.waitForURL(/\/feed\/subscription_settings\?onboarding=true$/);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Monthly price (USD)').fill('60');
    await page.getByText('Maximum $50 USD').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Monthly price (USD)').fill('3.50');
    await page.getByText('Minimum $3.99 USD').waitFor();
    await page.getByLabel('Monthly price (USD)').fill('9.99');
    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'flirt-setup-06-subscription-settings');
    await expectNoSeriousViolations(page);
    await save.click();
    await page.waitForURL(new RegExp(`/feed/${login}/onboarding$`));
    await page.getByRole('heading', { name: 'Set Your Price (done)' }).waitFor();
    const post = page.getByRole('link', { name: 'Create Post' });
    await post.waitFor();
    expect(await post.getAttribute('href')).toBe('/feed/create_post');
    await screenshot(page, 'flirt-setup-07-onboarding-price-set');
  });

  it('subscription settings: unchanged blocks Save; a raise asks for confirmation and stays', async () => {
    await page.goto('/feed/subscription_settings');
    const price = page.getByLabel('Monthly price (USD)');
    await page.getByText('Your current price is $9.99 per month.').waitFor();
    expect(await price.inputValue()).toBe('9.99');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await price.fill('12.99');
    await save.click();
    const confirm = page.getByRole('dialog', { name: 'Raise your price?' });
    await confirm
      .getByText(
        'Raising your price asks your current subscribers to approve the new price before they renew. Please confirm the increase.',
      )
      .waitFor();
    await screenshot(page, 'flirt-setup-08-confirm-increase');
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your changes were saved.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/feed/subscription_settings');
    await page.getByText('Your current price is $12.99 per month.').waitFor();
  });

  it('onboarding with no_perks=true says Packages can be created later', async () => {
    // /{login}/onboarding is the same checklist.
    await page.goto(`/${login}/onboarding?no_perks=true`);
    await page.waitForURL(new RegExp(`/feed/${login}/onboarding\\?no_perks=true$`));
    const dialog = page.getByRole('dialog', { name: 'Packages' });
    await dialog.getByText('You can create new Packages later, from Manage Packages.').waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(new RegExp(`/feed/${login}/onboarding$`));
    expect(await page.getByRole('dialog', { name: 'Packages' }).count()).toBe(0);
  });

  it('cancelling the wizard after its warning leaves a plain customer', async () => {
    const quitter = await signUp(suite.baseUrl, uniqueLogin('quitter'), true);
    const other = await signedInContext(suite.browser, suite.baseUrl, quitter, {
      width: 390,
      height: 844,
    });
    const phone = await other.newPage();
    // The account page leads back to the unfinished wizard.
    await phone.goto('/account');
    await phone.getByText('Your Flirt account is not set up yet.').waitFor();
    await phone.getByRole('link', { name: 'Continue setup' }).click();
    await stepHeading(phone, 'Phone');
    await screenshot(phone, 'flirt-setup-09-phone-step-phone');
    await phone.getByRole('button', { name: 'Cancel setup' }).click();
    const warning = phone.getByRole('dialog', { name: 'Cancel your Flirt setup?' });
    await warning.getByText(/you will not be able to offer your services as a Flirt/).waitFor();
    await screenshot(phone, 'flirt-setup-10-cancel-warning-phone');
    await expectNoSeriousViolations(phone);
    // Continue Setup keeps the wizard.
    await warning.getByRole('button', { name: 'Continue Setup' }).click();
    await stepHeading(phone, 'Phone');
    await phone.getByRole('button', { name: 'Cancel setup' }).click();
    await phone
      .getByRole('dialog', { name: 'Cancel your Flirt setup?' })
      .getByRole('button', { name: 'Cancel Setup' })
      .click();
    await phone.waitForURL(/\/account$/);
    await phone.getByText('Your Flirt setup was cancelled.').waitFor();
    const me = await quitter.request<{ is_advisor: boolean; flirt_setup_step: string | null }>(
      'GET',
      '/client_api/user',
    );
    expect(me).toMatchObject({ is_advisor: false, flirt_setup_step: null });
    await phone.goto('/advisor_signup/account_setup');
    await phone.getByRole('heading', { name: 'Become a Flirt' }).waitFor();
    await other.close();
  });
});
