import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addCard,
  type ApiSession,
  completeFlirtSetup,
  signInAdmin,
  signUp,
  uniqueLogin,
} from './api';
import { DESKTOP_VIEWPORT, sharedBrowser, SuitePages } from './browser';
import { type RunningServer, sharedServer, startServer } from './server';

type Viewport = { readonly width: number; readonly height: number };

/** A Flirt and a customer the suite's tests share (see BrowserSuite.flirtAndCustomer). */
export interface FlirtAndCustomer {
  readonly flirt: ApiSession;
  readonly customer: ApiSession;
}

export interface BrowserSuiteOptions {
  /** Extra server environment (e.g. FEATURE_FLAGS): suites asking for the same one share it. */
  readonly env?: Readonly<Record<string, string>>;
  /** A backend of the suite's own, empty (for a suite that reads the whole site's data). */
  readonly ownServer?: boolean;
  /** The push and cookies prompts as a first visit shows them (see launchBrowser). */
  readonly prompts?: boolean;
}

/**
 * One browser suite's server, browser, admin and pages. `browserSuite()` starts them in a
 * beforeAll (registered before the suite's own, so its set-up can use them) and closes the
 * suite's pages in an afterAll; the server and Chromium are the Jest worker's, shared.
 */
export class BrowserSuite {
  private running: { server: RunningServer; browser: Browser; admin: ApiSession } | null = null;
  /** The suite's pages, each in its own context, closed when the suite ends. */
  readonly pages = new SuitePages(() => ({ browser: this.browser, baseUrl: this.baseUrl }));

  private get started(): { server: RunningServer; browser: Browser; admin: ApiSession } {
    if (!this.running) throw new Error('the browser suite has not started (use it in a test)');
    return this.running;
  }

  get server(): RunningServer {
    return this.started.server;
  }

  get baseUrl(): string {
    return this.started.server.baseUrl;
  }

  get browser(): Browser {
    return this.started.browser;
  }

  /** The site's admin (the bootstrap account), signed in once for the suite. */
  get admin(): ApiSession {
    return this.started.admin;
  }

  /** A page in its own context, signed in as `session` (a visitor for null). */
  page(session: ApiSession | null, viewport: Viewport = DESKTOP_VIEWPORT): Promise<Page> {
    return this.pages.open(session, viewport);
  }

  /** A context of its own, signed in as `session`, for pages that need more `options`. */
  context(
    session: ApiSession | null,
    viewport: Viewport = DESKTOP_VIEWPORT,
    options: Parameters<Browser['newContext']>[0] = {},
  ): Promise<BrowserContext> {
    return this.pages.context(session, viewport, options);
  }

  /** A new Flirt through the five set-up steps (the admin approves the ID): an advisor. */
  async advisor(prefix = 'flirt'): Promise<ApiSession> {
    const flirt = await signUp(this.baseUrl, uniqueLogin(prefix), true);
    await completeFlirtSetup(flirt, this.admin);
    return flirt;
  }

  /** A new member with the sandbox test card on file. */
  async customer(prefix = 'fan'): Promise<ApiSession> {
    const customer = await signUp(this.baseUrl, uniqueLogin(prefix));
    await addCard(customer);
    return customer;
  }

  /**
   * A Flirt (an advisor) and a customer with a card, made in a beforeAll, then `prepare`d (e.g.
   * a tip that makes them the Flirt's customer); the tests read them from what this returns.
   */
  flirtAndCustomer(prepare?: (people: FlirtAndCustomer) => Promise<unknown>): FlirtAndCustomer {
    let made: FlirtAndCustomer | null = null;
    beforeAll(async () => {
      const people = { flirt: await this.advisor(), customer: await this.customer() };
      await prepare?.(people);
      made = people;
    }, SUITE_START_TIMEOUT_MS);
    const people = (): FlirtAndCustomer => {
      if (!made) throw new Error('the Flirt and the customer are made in a beforeAll');
      return made;
    };
    return {
      get flirt() {
        return people().flirt;
      },
      get customer() {
        return people().customer;
      },
    };
  }

  async start(options: BrowserSuiteOptions): Promise<void> {
    const server = options.ownServer
      ? await startServer(options.env)
      : await sharedServer(options.env);
    const browser = await sharedBrowser({ prompts: options.prompts === true });
    this.running = { server, browser, admin: await signInAdmin(server.baseUrl) };
  }

  async end(): Promise<void> {
    if (!this.running) return;
    await this.pages.closeAll();
    await this.running.browser.close();
    await this.running.server.stop();
    this.running = null;
  }
}

/** How long a suite's start may take: a loaded two-core machine starts a backend slowly. */
const SUITE_START_TIMEOUT_MS = 120_000;

export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  const suite = new BrowserSuite();
  beforeAll(() => suite.start(options), SUITE_START_TIMEOUT_MS);
  beforeEach(() => {
    suite.pages.testStarted();
  });
  afterEach(() => suite.pages.testEnded());
  afterAll(() => suite.end());
  return suite;
}
