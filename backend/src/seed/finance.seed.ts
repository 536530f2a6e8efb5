import { PAYOUT_RUN_JOB } from '../finance/payout-runs/payout-run.job.js';
import { Scheduler } from '../platform/scheduling/scheduler.js';
import { DEMO_SIGN_INS, type SeedAdmin } from './identity.seed.js';
import type { SeedWorld } from './seed-world.js';

/** Finance and the site's staff: monthly payouts, the site banner, issued Forms 1099-K. */

/**
 * The payout run on the 1st of a month (the Flirts are paid monthly by check): every payee's
 * payable balance over the minimum is paid out through the payout rails, as the hourly job
 * does, on a read side caught up with the month.
 */
export async function seedPayoutRun(world: SeedWorld, at: Date): Promise<void> {
  await world.caughtUp();
  world.clock.moveTo(at);
  await world.app.get(Scheduler).runJob(PAYOUT_RUN_JOB, at);
}

/** The admin publishes the site-wide banner, through the admin endpoint. */
export async function seedSiteBanner(world: SeedWorld, admin: SeedAdmin): Promise<void> {
  await world.browser.expect(
    {
      method: 'PUT',
      url: '/client_api/admin/super_banner',
      headers: await admin.headers(),
      payload: {
        code: 'demo-welcome',
        content: 'Welcome to the FlirtWire demo: every person and payment here is made up.',
      },
    },
    'publishing the site banner',
  );
}

/**
 * The demo finance person drafts last year's Forms 1099-K from the tax ledger and issues every
 * draft, through the finance console's endpoints; answers how many were issued.
 */
export async function seedTaxForms(world: SeedWorld, taxYear: number): Promise<number> {
  await world.caughtUp();
  const b = world.browser;
  const { login, password } = DEMO_SIGN_INS.finance;
  const { headers } = await b.signIn(login, password);
  await b.expect(
    { method: 'POST', url: `/finance/tax_years/${String(taxYear)}/forms`, headers },
    'drafting the tax forms',
  );
  await world.caughtUp();
  const listed = await b.expect(
    { method: 'GET', url: `/finance/tax_years/${String(taxYear)}/forms`, headers },
    'listing the tax forms',
  );
  const drafts = listed
    .json<{ forms: { id: string; status: string }[] }>()
    .forms.filter((form) => form.status === 'draft');
  for (const form of drafts) {
    await b.expect(
      { method: 'POST', url: `/finance/tax_forms/${form.id}/issue`, headers },
      'issuing a tax form',
    );
  }
  return drafts.length;
}
