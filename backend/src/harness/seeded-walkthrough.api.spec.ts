import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  AdvisorListingsResponse,
  CallListingResponse,
  CustomerTransactionsResponse,
  MailListResponse,
  MediaFeedResponse,
  PackageView,
  PaymentHistoryResponse,
} from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { DEMO_SIGN_INS } from '../seed/identity.seed.js';
import type { SeedSummary } from '../seed/seed.js';
import { addCard, type SignedInUser, signIn, signUp } from '../test-support/identity.js';
import { harnessTimeout, seededCopy } from '../test-support/seeded.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * What a newcomer tries on the demo data (the harness population, `small` unless HARNESS_SCALE
 * says otherwise): every seeded Flirt sells a package; a new customer subscribes with a test
 * card and the Flirt's locked media unlock; the demo Flirt is Online with a phone listing that
 * takes calls; the demo customer's inbox and transactions have their history; the demo Flirt's
 * balance, payouts and chat are what the current-user call says; finance has issued forms.
 */
describe('the seeded demo, walked through as a newcomer', () => {
  let t: TestApp;
  let summary: SeedSummary;
  let demoFlirt: SignedInUser & { userId: string };
  let demoCustomer: SignedInUser & { userId: string };

  const get = async <T>(url: string, who: SignedInUser | null = null): Promise<T> => {
    const response = await t.inject({ method: 'GET', url, headers: who?.headers ?? {} });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<T>();
  };
  const caughtUp = async () => {
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    expect(await t.app.get(ProjectionHost).waitFor(null, head, 60_000)).toBe(true);
  };

  beforeAll(async () => {
    const seeded = await seededCopy();
    summary = seeded.summary;
    t = await startTestApp({ dataDir: seeded.dataDir });
    demoFlirt = await signIn(t, DEMO_SIGN_INS.flirt.login, DEMO_SIGN_INS.flirt.password);
    demoCustomer = await signIn(t, DEMO_SIGN_INS.customer.login, DEMO_SIGN_INS.customer.password);
  }, harnessTimeout(1_800_000));
  afterAll(async () => {
    await t.close();
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('has a package for sale on every seeded Flirt', async () => {
    const flirts = summary.accounts.filter((account) => account.role === 'advisor');
    expect(flirts).toHaveLength(summary.flirts);
    const { packages } = await get<{ packages: PackageView[] }>(
      `/client_api/packages?advisor_ids=${flirts.map((f) => f.userId).join(',')}`,
    );
    const selling = new Set(packages.map((p) => p.advisor_id));
    expect(flirts.filter((f) => !selling.has(f.userId)).map((f) => f.login)).toEqual([]);
  });

  it('lets a new customer subscribe with a test card, and the locked media unlock', async () => {
    const { packages } = await get<{ packages: PackageView[] }>(
      `/client_api/packages?advisor_ids=${demoFlirt.userId}`,
    );
    const feedPackage = packages.find((p) => p.feedPerk);
    expect(feedPackage).toBeDefined();
    const customer = await signUp(t);
    await addCard(t, customer);
    const media = async () =>
      (
        await get<MediaFeedResponse>(
          `/feeds/creator_media_feed/${demoFlirt.userId}?per_page=50`,
          customer,
        )
      ).records;
    const before = await media();
    expect(before.some((record) => !record.unlocked)).toBe(true);
    expect(before.some((record) => record.unlocked)).toBe(true);
    const bought = await t.inject({
      method: 'POST',
      url: '/client_api/package_subscriptions',
      headers: customer.headers,
      payload: { package_id: feedPackage?.id },
    });
    expect(bought.statusCode).toBe(200);
    await caughtUp();
    const after = await media();
    expect(after.length).toBe(before.length);
    expect(after.filter((record) => !record.unlocked)).toEqual([]);
  });

  it('has the demo Flirt Online, chatting, with a phone listing a customer can call', async () => {
    const { listings } = await get<AdvisorListingsResponse>(
      `/client_api/advisors/${DEMO_SIGN_INS.flirt.login}/listings`,
    );
    const live = listings.filter((listing) => listing.type === 1 && listing.available);
    expect(live.length).toBeGreaterThan(0);
    const call = await get<CallListingResponse>(
      `/client_api/call_listings/${live[0]?.id ?? ''}`,
      demoCustomer,
    );
    expect(call.can_call).toBe(true);
    const me = await get<{ isChatEnabled: boolean; available_balance: number }>(
      '/client_api/user',
      demoFlirt,
    );
    expect(me.isChatEnabled).toBe(true);
    const payout = await get<{ data: { balances: { payable_cents: number } } }>(
      '/client_api/account/payout_info',
      demoFlirt,
    );
    // Paid monthly: what the Flirt earned since the last 1st is theirs to see, the same everywhere.
    expect(me.available_balance).toBeGreaterThan(0);
    expect(me.available_balance).toBe(payout.data.balances.payable_cents);
    const history = await get<PaymentHistoryResponse>(
      '/client_api/transactions/payment_history',
      demoFlirt,
    );
    expect(history.payouts.length).toBeGreaterThan(0);
  });

  it("fills the demo customer's inbox and transactions", async () => {
    const inbox = await get<MailListResponse>('/client_api/mail?folder=inbox', demoCustomer);
    expect(inbox.mails.length).toBeGreaterThan(0);
    const { transactions } = await get<CustomerTransactionsResponse>(
      '/client_api/transactions',
      demoCustomer,
    );
    expect(transactions.length).toBeGreaterThan(0);
  });

  it('shows the site banner and has Forms 1099-K issued to trace', async () => {
    const banner = await get<{ banner: { code: string } | null }>('/client_api/super_banner');
    expect(banner.banner).not.toBeNull();
    const finance = await signIn(t, DEMO_SIGN_INS.finance.login, DEMO_SIGN_INS.finance.password);
    const year = new Date(summary.to).getUTCFullYear() - 1;
    const { forms } = await get<{ forms: { id: string; status: string }[] }>(
      `/finance/tax_years/${String(year)}/forms`,
      finance,
    );
    const issued = forms.filter((form) => form.status === 'issued');
    expect(issued.length).toBeGreaterThan(0);
    await get(`/finance/tax_forms/${issued[0]?.id ?? ''}/trace`, finance);
  });
});
