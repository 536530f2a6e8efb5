import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { ApiSession } from './support/api';
import { expectNoSeriousViolations, screenshot, watchCspViolations } from './support/browser';
import { browserSuite } from './support/suite';

/**
 * The dashboard's visitor side end to end: the password and PIN dialogs, the visitor header
 * with its search, registering and signing in with mistakes (dashboard.e2e.spec.ts signs in).
 */
describe('the Flirt dashboard in a browser: a visitor', () => {
  const suite = browserSuite();
  let page: Page;
  let cspViolations: string[] = [];
  let flirt: ApiSession;

  beforeAll(async () => {
    flirt = await suite.advisor();
    page = await suite.page(null, { width: 1440, height: 900 });
    cspViolations = watchCspViolations(page);
  });

  it('keeps the rules of the password and PIN dialogs', async () => {
    await page.goto('/forgot_password?status=expired');
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot
      .getByText(
        'Sorry, but your request has been expired. Please request your password once again.',
      )
      .waitFor();
    // Keyboard: the dialog opens on its field, not on Close.
    expect(await forgot.getByLabel('Email').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    const reset = forgot.getByRole('button', { name: 'Reset Password' });
    expect(await reset.isDisabled()).toBe(true);
    await forgot.getByLabel('Email').fill('not-an-email');
    await forgot.getByLabel('Email').blur();
    await forgot.getByText('Please enter a valid email address.').waitFor();
    expect(await reset.isDisabled()).toBe(true);
    await screenshot(page, '00b-forgot-password');
    await expectNoSeriousViolations(page);
    // Escape closes a dialog from the keyboard.
    await page.keyboard.press('Escape');
    await forgot.waitFor({ state: 'detached' });

    await page.goto('/forgot_pin');
    const pin = page.getByRole('dialog', { name: 'Forgot PIN' });
    const signIn = pin.getByRole('button', { name: 'Sign In' });
    expect(await signIn.isDisabled()).toBe(true);
    await pin.getByLabel('Phone number').fill('(415) 555-0100');
    await pin.getByLabel('Last 6 digits of your credit card').fill('424242');
    expect(await signIn.isDisabled()).toBe(true);
    await pin.getByLabel('Billing zip').fill('94105');
    expect(await signIn.isDisabled()).toBe(false);
    await expectNoSeriousViolations(page);
  });

  it('shows the visitor header, and the sign-in dialog with the spec copy and errors', async () => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Phone Sex' })
      .waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    await screenshot(page, '00-home-visitor');
    await expectNoSeriousViolations(page);
    // Header search: live results after a pause (Flirts by the start of their login), and
    // Enter takes the text to /search.
    const headerSearch = page.getByRole('banner').getByRole('combobox');
    await headerSearch.fill(flirt.login.slice(0, -1));
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('option', { name: new RegExp(`^${flirt.login} · Flirt$`) }).waitFor();
    await headerSearch.fill('phone');
    await results.getByRole('option', { name: 'No Results' }).waitFor();
    await headerSearch.fill(flirt.login);
    await headerSearch.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search' && url.searchParams.get('text') === flirt.login,
    );
    await page.getByRole('heading', { name: 'Search' }).waitFor();
    await page.getByRole('link', { name: flirt.login, exact: true }).waitFor();
    await page.goto('/signup');
    const register = page.getByRole('dialog', { name: 'Register to get started' });
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await register.getByText('Please enter an email address.').waitFor();
    await register.getByLabel('Email').fill('someone@gmial.com');
    await register.getByLabel('Email').blur();
    await register.getByText(/Did you mean/).waitFor();
    // Editing a field takes its message away.
    expect(await register.getByText('Please enter an email address.').count()).toBe(0);
    await register.getByText('Please enter a valid date of birth.').waitFor();
    await register.getByText('To continue check the box to accept our Terms of Service.').waitFor();
    await screenshot(page, '00a-sign-up-errors');
    await expectNoSeriousViolations(page);
    await page.goto('/my_customers');
    // Signed out: sent to sign in, coming back afterwards.
    await page.waitForURL(/\/login\?return_url=/);
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByLabel('Member Name or email')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await dialog.textContent()).toContain(
      'Please sign in using your Member Name or email address and password.',
    );
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('Please enter your Member Name or email address.').waitFor();
    await dialog.getByLabel('Member Name or email').fill(flirt.login);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByLabel('Password').press('Enter');
    await dialog
      .getByText(
        'The Member Name or email address and password you entered do not match our records.',
      )
      .waitFor();
    await screenshot(page, '01-sign-in-error');
    await expectNoSeriousViolations(page);
  });

  it('broke no rule of the Content-Security-Policy on any of these pages', () => {
    expect(cspViolations).toEqual([]);
  });
});
