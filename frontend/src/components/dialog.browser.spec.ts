// Keyboard focus in dialogs, in Chromium: a native <dialog> decides focus itself (showModal()
// focuses its first focusable element, Close), which no simulated DOM reproduces. The page is
// dialog.fixture.tsx, bundled the way the app is built; no server, no backend.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';

const BUNDLER = fileURLToPath(
  new URL('../../scripts/bundle-for-browser-test.mjs', import.meta.url),
);
const FIXTURE = fileURLToPath(new URL('./dialog.fixture.tsx', import.meta.url));

function bundle(mode: 'production' | 'development'): string {
  return execFileSync(process.execPath, [BUNDLER, FIXTURE, mode], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: mode },
    maxBuffer: 64 * 1024 * 1024,
  });
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** What holds focus, for a readable failure: its label, name or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
    return (
      element.getAttribute('aria-label') ?? labelled?.textContent ?? element.textContent.trim()
    );
  });

// React's production build is what users get; the development build adds StrictMode's second
// run of every effect, which must not lose the dialog's focus either.
describe.each(['production', 'development'] as const)('dialog focus (React %s build)', (mode) => {
  let script: string;
  let browser: Browser;
  let page: Page;
  // React's warnings (development build) and uncaught errors fail the test that caused them.
  const problems: string[] = [];

  beforeAll(async () => {
    script = bundle(mode);
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => {
      problems.push(error.message);
    });
  });

  afterEach(() => {
    expect(problems.splice(0)).toEqual([]);
  });

  // A fresh page per test: a dialog left open by a failure does not block the next test.
  beforeEach(async () => {
    await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
    await page.addScriptTag({ content: script });
    await page.getByRole('button', { name: 'Open form' }).waitFor();
  });

  afterAll(async () => {
    await browser.close();
  });

  const open = async (label: string) => {
    const opener = page.getByRole('button', { name: label });
    await opener.focus();
    await page.keyboard.press('Enter');
    return opener;
  };

  it('starts on the first field, not on Close; Enter submits; focus returns to the opener', async () => {
    const opener = await open('Open form');
    const dialog = page.getByRole('dialog', { name: 'Create New Tag' });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe('Tag name');

    await page.keyboard.type('VIP');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#log').textContent()).toContain('submitted VIP');
    expect(await isFocused(opener)).toBe(true);
  });

  it("honours React's autoFocus on a field that is not the first", async () => {
    const opener = await open('Open autofocus');
    const dialog = page.getByRole('dialog', { name: 'Threshold' });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe('Minimum gross');

    // Escape closes, and focus goes back to what opened the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
  });

  it('starts a destructive confirmation on Cancel, so Enter alone destroys nothing; Escape cancels it', async () => {
    let opener = await open('Open confirm');
    let dialog = page.getByRole('dialog', { name: 'Block 1 customer?' });
    await dialog.waitFor();
    expect(await isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#log').textContent()).not.toContain('confirmed');
    expect(await isFocused(opener)).toBe(true);

    opener = await open('Open confirm');
    dialog = page.getByRole('dialog', { name: 'Block 1 customer?' });
    await dialog.waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#log').textContent()).not.toContain('confirmed');
    expect(await isFocused(opener)).toBe(true);
  });

  it('focuses a field that appears once its data has loaded (autoFocus after opening)', async () => {
    const opener = await open('Open late');
    const dialog = page.getByRole('dialog', { name: 'Register to get started' });
    const field = dialog.getByLabel('Member Name');
    await field.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    expect(await isFocused(field)).toBe(true);

    // Close with the mouse: focus still goes back to the opener.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
  });

  it('starts on data-autofocus when the primary action is a link', async () => {
    const opener = await open('Open link');
    const dialog = page.getByRole('dialog', { name: 'Email Sent' });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe('Back to Sign In');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
  });

  it('leaves a dialog without fields on Close, every time it opens', async () => {
    for (let round = 0; round < 2; round += 1) {
      const opener = await open('Open info');
      const dialog = page.getByRole('dialog', { name: 'What do the chips mean?' });
      await dialog.waitFor();
      expect(await focusedName(page)).toBe('Close');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused(opener)).toBe(true);
    }
  });
});
