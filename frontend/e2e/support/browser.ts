import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import type { Browser, BrowserContext, BrowserType, Download, Page } from 'playwright-core';
import { CHROMIUM_LAUNCH, FULL_CHROMIUM_LAUNCH } from './server-process.mjs';
import { workerApps } from './server';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * How long a browser action or wait may take before the test fails. Generous, so a loaded CI
 * machine (two cores, a server and Chromium sharing them) fails only on real defects.
 */
export const ACTION_TIMEOUT_MS = 45_000;

export const ARTIFACTS = join(ROOT, 'test-artifacts');

/**
 * playwright-core's Chromium: the Jest worker's (environment.mjs), which every suite of the
 * worker shares instead of loading playwright-core into its own module registry (about 0.4 s a
 * suite), or, outside the e2e project's environment, its own.
 */
async function chromium(): Promise<BrowserType> {
  return workerApps()?.chromium ?? (await import('playwright-core')).chromium;
}

/**
 * Debian's Chromium (installed by .ci/run); nothing downloads a browser. The push-notification
 * prompt and the cookies banner would open over whatever a suite is doing, so every context
 * starts as if the person had answered both ("Don't show this again", "Got it"), and without the
 * service worker, unless a suite tests them itself (`prompts: true`).
 */
export async function launchBrowser(
  options: { readonly prompts?: boolean } = {},
): Promise<Browser> {
  const prompts = options.prompts === true;
  const browser = await (await chromium()).launch(prompts ? FULL_CHROMIUM_LAUNCH : CHROMIUM_LAUNCH);
  return prompts ? browser : answeringPrompts(browser);
}

/**
 * The Chromium this Jest worker shares between its browser suites (environment.mjs), connected
 * for this suite: its contexts are the suite's own, and `close()` closes them and disconnects.
 */
export async function sharedBrowser(
  options: { readonly prompts?: boolean } = {},
): Promise<Browser> {
  const worker = workerApps();
  if (!worker) return launchBrowser(options);
  const prompts = options.prompts === true;
  const browser = await worker.chromium.connect(await worker.browserEndpoint(prompts));
  return prompts ? browser : answeringPrompts(browser);
}

function answeringPrompts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions?: Parameters<Browser['newContext']>[0]) => {
    // The installable app's service worker would precache the whole build in every context.
    const context = await newContext({ serviceWorkers: 'block', ...contextOptions });
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('pn-remind-later', 'never');
        document.cookie = 'fw_cookies_ack=1; path=/; SameSite=Lax';
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    });
    return context;
  };
  return browser;
}

/**
 * A download's bytes, read through its stream: the suites share one Chromium over a connection
 * (sharedBrowser), where a download has no local path.
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/**
 * Every Content-Security-Policy violation the page reports (the console line Chromium prints
 * and the `securitypolicyviolation` event): a test asserts none, so the policy is checked
 * against what the built app, AG Grid, Recharts and the socket really load.
 */
export function watchCspViolations(page: Page, violations: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Runs axe-core in the page; returns the serious and critical violations (WCAG 2.x A/AA). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as an inline <script>: the app's CSP refuses inline scripts. Once per
  // document: a page checked again (a dialog opened, a tab switched) still has it.
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      // Every rule still runs and every violation comes back with all its nodes; only the
      // passes, incomplete and inapplicable results (never read here) are not collected node by
      // node, which took more than half of each run.
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The page is no wider than the window: nothing scrolls sideways (phone layouts). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

/** Fills the add-card form (the number goes to the processor's tokenizer) and submits it. */
export async function fillCard(
  scope: ReturnType<Page['getByRole']>,
  number: string,
): Promise<void> {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/40');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByLabel('Billing zip').fill('10001');
  await scope.getByRole('button', { name: 'Add Card' }).click();
}

export const DESKTOP_VIEWPORT = { width: 1366, height: 900 } as const;

/**
 * A browser context signed in as `session` (its session and CSRF cookies), or signed out for
 * null, with the suite's action timeout. The caller closes it.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  session: { cookie(name: string): string | undefined } | null,
  viewport: { readonly width: number; readonly height: number } = DESKTOP_VIEWPORT,
  /** More context options (e.g. `acceptDownloads`). */
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    baseURL: baseUrl,
    viewport: { ...viewport },
  });
  if (session) {
    await context.addCookies(
      ['fw_session', 'fw_csrf'].flatMap((name) => {
        const value = session.cookie(name);
        return value ? [{ name, value, url: baseUrl }] : [];
      }),
    );
  }
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

type Viewport = { readonly width: number; readonly height: number };

/**
 * The pages of one browser suite: each opens in its own context, signed in as a session (or a
 * visitor for null), and the suite closes them all in its afterAll. `target` is read when a
 * page opens, so the suite can start its server and browser in beforeAll.
 */
export class SuitePages {
  private readonly contexts: BrowserContext[] = [];
  /** Contexts opened by the running test (closed when it ends), or null between tests. */
  private testContexts: BrowserContext[] | null = null;

  constructor(private readonly target: () => { browser: Browser; baseUrl: string }) {}

  async open(
    session: { cookie(name: string): string | undefined } | null,
    viewport: Viewport = DESKTOP_VIEWPORT,
  ): Promise<Page> {
    return (await this.context(session, viewport)).newPage();
  }

  /** A context of its own (with more `options`), for a page that needs one (downloads, etc.). */
  async context(
    session: { cookie(name: string): string | undefined } | null,
    viewport: Viewport = DESKTOP_VIEWPORT,
    options: Parameters<Browser['newContext']>[0] = {},
  ): Promise<BrowserContext> {
    const { browser, baseUrl } = this.target();
    const context = await signedInContext(browser, baseUrl, session, viewport, options);
    (this.testContexts ?? this.contexts).push(context);
    return context;
  }

  testStarted(): void {
    this.testContexts = [];
  }

  async testEnded(): Promise<void> {
    const opened = this.testContexts ?? [];
    this.testContexts = null;
    for (const context of opened) await context.close();
  }

  async closeAll(): Promise<void> {
    await this.testEnded();
    for (const context of this.contexts.splice(0)) await context.close();
  }
}

/**
 * Records every text `selector` shows from the next page load on, in order (each change once):
 * call before `goto`, then read them with the returned function.
 */
export async function recordTexts(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const seen: string[] = [];
    (window as unknown as { recordedTexts: string[] }).recordedTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector(watched)?.textContent ?? null;
      if (text !== null && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, selector);
  return () =>
    page.evaluate(() => (window as unknown as { recordedTexts: string[] }).recordedTexts);
}
