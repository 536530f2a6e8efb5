import { describe, expect, it } from '@jest/globals';
import { ACTION_TIMEOUT_MS, DESKTOP_VIEWPORT } from './support/browser';
import { browserSuite } from './support/suite';

const SITE_KEY = '0x4AAAAAAAE2eSiteKeyTurnstile';

/**
 * Stands in for Cloudflare's Turnstile script (no network here): renders a marked box, records
 * the site key it was given and answers as a solved widget.
 */
const TURNSTILE_STUB = `
window.turnstile = {
  render(element, options) {
    element.setAttribute('data-sitekey', options.sitekey);
    element.textContent = 'Turnstile';
    options.callback('solved-turnstile-response');
    return 'widget-1';
  },
  remove() {},
};
window.__flirtwireTurnstileReady();
`;

/** Issue 31 item 24: with Turnstile's keys configured, the sign-up form shows its widget. */
describe('sign-up captcha in a browser', () => {
  const suite = browserSuite({
    env: { TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET: 'e2e-turnstile-secret-not-checked' },
  });

  it('renders the Turnstile widget with the configured site key on the sign-up form', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: DESKTOP_VIEWPORT,
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const scripts: string[] = [];
    await context.route('https://challenges.cloudflare.com/**', async (route) => {
      scripts.push(route.request().url());
      await route.fulfill({ contentType: 'application/javascript', body: TURNSTILE_STUB });
    });
    try {
      const page = await context.newPage();
      await page.goto('/signup');
      const widget = page.locator('[data-captcha="turnstile"]');
      await widget.waitFor();
      expect(await widget.getAttribute('data-sitekey')).toBe(SITE_KEY);
      expect(scripts[0]).toMatch(/^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js/);
      expect(await page.getByText('development captcha').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
