import { describe, expect, it } from '@jest/globals';
import { addCard, signIn, signUp, uniqueLogin } from './support/api';
import { ACTION_TIMEOUT_MS, DESKTOP_VIEWPORT } from './support/browser';
import { eventually } from './support/eventually';
import { browserSuite } from './support/suite';

interface Mail {
  readonly to: string;
  readonly text: string;
}

/**
 * Issue 31 item 24: the forgot-password answer is the same for every address, so a cardholder
 * sees "Email Sent" like anyone else; the mail leads to Verify Account, which mails the link to
 * the New Password screen.
 */
describe('password reset in a browser', () => {
  const suite = browserSuite();

  /** The newest link in the development outbox to `to` matching `pattern`. */
  async function mailedLink(to: string, pattern: RegExp): Promise<string> {
    const newest = async () => {
      const outbox = (await (await fetch(`${suite.baseUrl}/dev/mail`)).json()) as Mail[];
      return outbox
        .filter((mail) => mail.to === to)
        .map((mail) => pattern.exec(mail.text)?.[0])
        .find((found) => found !== undefined);
    };
    return (await eventually(newest, (link) => link !== undefined, `a mail to ${to}`)) ?? '';
  }

  it('says Email Sent to a cardholder, then verifies the card from the mailed link', async () => {
    const login = uniqueLogin('reset');
    const member = await signUp(suite.baseUrl, login);
    await addCard(member);
    const email = `${login.toLowerCase()}@example.com`;
    const context = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: DESKTOP_VIEWPORT,
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    try {
      const page = await context.newPage();
      await page.goto('/forgot_password');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel("I'm not a robot").check();
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL(/\/reset_password_complete$/);
      await page.getByText('Email Sent').first().waitFor();

      await page.goto(await mailedLink(email, /https?:\/\/\S+\/verify_account\?type=card&id=\S+/));
      await page.getByLabel('Last 8 digits of your card').fill('42424242');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/reset_password_complete$/);

      await page.goto(await mailedLink(email, /https?:\/\/\S+\/new_password\?id=\S+&token=[\w-]+/));
      await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password-7');
      await page.getByLabel('Confirm new password').fill('a-brand-new-password-7');
      const robot = page.getByLabel("I'm not a robot");
      if ((await robot.count()) > 0) await robot.check();
      await page.getByRole('button', { name: 'Save Password' }).click();
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      const again = await signIn(suite.baseUrl, login, 'a-brand-new-password-7');
      expect(again.userId).toBe(member.userId);
    } finally {
      await context.close();
    }
  });
});
