import { createApp } from '../app.factory.js';
import { CUSTOMER_MODEL_JOB } from '../customers/predictions/customer-model.job.js';
import { Scheduler } from '../platform/scheduling/scheduler.js';
import { type AppConfig, type FeatureFlag, withDevHelpers } from '../config/app-config.js';
import { PasswordHasher } from '../identity/security/password-hasher.js';
import {
  CUSTOMER_MODELS,
  type CustomerModelDoc,
  projections as registeredProjections,
} from '@flirtwire/projections';
import { ReadModels } from '../read-side/read-models.js';
import type { Logger } from 'pino';
import { createLogger } from '../shared/logging/logger.js';
import {
  forgetContent,
  seedAcceptTerms,
  seedEngagement,
  seedFollow,
  seedOnboardingJob,
  seedPost,
  seedPostPhotos,
} from './content.seed.js';
import { seedPayoutRun, seedSiteBanner, seedTaxForms } from './finance.seed.js';
import { MAIL_CUSTOMERS, seedMailPrice, seedPaidMail } from './mail.seed.js';
import { type ActivityKind, seedActivity, seedMyCustomersRound } from './customers.seed.js';
import {
  customerLogin,
  DEMO_ADMIN_PASSWORD,
  DEMO_POPULATION_PASSWORD,
  DEMO_SIGN_INS,
  flirtLogin,
  SeedAdmin,
  seedCustomerSignUp,
  seedFlirt,
  seedStaff,
} from './identity.seed.js';
import {
  type SeededTip,
  seedDailyJobs,
  seedOffering,
  seedPackages,
  seedRefund,
  seedSubscribe,
  seedTip,
  seedUnsubscribe,
} from './money.seed.js';
import { ONBOARDING_REACTOR } from '../content/onboarding/onboarding.process.js';
import { SUBSCRIPTION_REACTIONS } from '../subscriptions/reactions/subscription-reactions.reactor.js';
import { ProjectionGate } from './projection-gate.js';
// feedback and favorites
import { seedFavorites } from './feedback.seed.js';
import { SCALES, type SeedScaleName } from './seed-scales.js';
import { DAY_MS, type SeedCustomer, SeedWorld } from './seed-world.js';
import { VirtualClock } from './virtual-clock.js';
// marketplace: listings
import { seedListings } from './marketplace.seed.js';
import { renderPicturesAhead } from './seed-pictures.js';
// goodies
import { seedGoodyBags, seedGoodyPurchase } from './goodies.seed.js';

export interface SeedOptions {
  readonly scale: SeedScaleName;
  /** The random seed: the same number gives the same population and history. */
  readonly seed?: number;
  /** Progress and summary lines (default: the console). */
  readonly log?: (line: string) => void;
  /** When the history ends (default: now). */
  readonly until?: Date;
  /** The seeding app's logger (default: warnings and errors on stdout). */
  readonly logger?: Logger;
}

/** A seeded account (the Flirts and the first customers), for tests and tools. */
export interface SeededAccount {
  readonly role: 'advisor' | 'customer';
  readonly login: string;
  readonly userId: string;
}

export interface SeedSummary {
  readonly scale: SeedScaleName;
  readonly seed: number;
  readonly flirts: number;
  readonly customers: number;
  readonly events: number;
  readonly commands: number;
  readonly refused: number;
  readonly refusedByCode: Readonly<Record<string, number>>;
  readonly from: string;
  readonly to: string;
  readonly seconds: number;
  readonly accounts: readonly SeededAccount[];
}

type Action =
  | { readonly kind: 'period'; readonly c: number }
  | { readonly kind: 'unsubscribe'; readonly c: number }
  | { readonly kind: 'tip'; readonly c: number; readonly f: number }
  | { readonly kind: 'refund'; readonly tip: SeededTip }
  | { readonly kind: 'engage'; readonly c: number; readonly f: number }
  | { readonly kind: 'post'; readonly f: number }
  | { readonly kind: ActivityKind; readonly c: number; readonly f: number };

/**
 * The read models the day's commands and jobs read (the renewal job and the subscription
 * reactions, the post publisher, likes and comments checking entitlements, the onboarding
 * process): kept current at every wait, with the reactors that read them (docs/adr/0099). The others catch up once a week and
 * whenever something waits for them (docs/adr/0092).
 */
const CURRENT_PROJECTIONS = [
  'subscriptions',
  'packages',
  'feed-entitlements',
  'feed-posts',
  'onboarding',
];
/** Every this many simulated days all projections catch up (the My Customers rounds also do). */
const FULL_CATCH_UP_DAYS = 7;

/** Plain subscriptions are on sale only with this flag off (docs/adr/0090). */
const PACKAGES_FLAG: FeatureFlag = 'recurring_package_tributes';

/**
 * Seeds a realistic population into the app's (empty) data folder through the real command
 * handlers and deciders, in process, on a virtual clock that walks two years up to now:
 * Flirts through the setup wizard with prices and posts; customers who sign up, follow,
 * subscribe, tip (heavy-tailed), call, chat, mail, buy goodies, churn and come back; refunds;
 * the Flirts' tags, notes, blocks and chat messages; every day's renewals. Only events the
 * deciders accept are appended (refusals are counted). Deterministic for a given `seed`.
 */
export async function seedDemoData(config: AppConfig, options: SeedOptions): Promise<SeedSummary> {
  const scale = SCALES[options.scale];
  const seed = options.seed ?? 1;
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const until = options.until ?? new Date();
  const days = scale.days;
  const start = new Date(Math.floor(until.getTime() / DAY_MS) * DAY_MS - days * DAY_MS);
  const clock = new VirtualClock(start);
  const flags = new Set(config.featureFlags);
  flags.delete(PACKAGES_FLAG);
  const adminPassword = config.admin.password ?? DEMO_ADMIN_PASSWORD;
  const gate = new ProjectionGate([
    ...registeredProjections.filter((p) => CURRENT_PROJECTIONS.includes(p.name)),
    SUBSCRIPTION_REACTIONS,
    ONBOARDING_REACTOR,
  ]);
  const seedConfig: AppConfig = {
    ...config,
    // Durable at the end (the app closes cleanly); no fsync per command while seeding.
    eventStoreUrl:
      config.eventStoreUrl.startsWith('sqlite:') && !config.eventStoreUrl.includes('?')
        ? `${config.eventStoreUrl}?synchronous=NORMAL`
        : config.eventStoreUrl,
    scheduler: 'off',
    // Demo people have published passwords: cheap hashes spare minutes of argon2 per seed
    // (never in production, where the config refuses them).
    passwordHashing: config.nodeEnv === 'production' ? config.passwordHashing : 'fast',
    featureFlags: flags,
    admin: { ...config.admin, password: adminPassword },
  };
  const app = await createApp(
    // The seed signs people up with the test captcha and phone codes; its app never listens,
    // so the helpers are on for it even where the served app keeps them off.
    config.nodeEnv === 'production' ? seedConfig : withDevHelpers(seedConfig),
    {
      clock,
      frontendDist: null,
      logger: options.logger ?? createLogger('warn'),
      projectionGate: gate,
    },
  );
  const began = Date.now();
  const cpuBegan = process.cpuUsage();
  try {
    // Every seeded person of a kind shares a password: hash each distinct password once.
    const hasher = app.get(PasswordHasher);
    const hashes = new Map<string, Promise<string>>();
    const hash = hasher.hash.bind(hasher);
    hasher.hash = (password: string) => {
      let found = hashes.get(password);
      if (!found) {
        found = hash(password);
        hashes.set(password, found);
      }
      return found;
    };

    const world = new SeedWorld(app, clock, scale, seed, gate);
    const r = world.random;
    log(
      `Seeding ${scale.name}: ${scale.flirts} Flirts, ${scale.customers.toLocaleString('en-US')} customers, ${days} days from ${start.toISOString().slice(0, 10)} (seed ${seed})`,
    );
    const admin = new SeedAdmin(world, config.admin.login, adminPassword);
    await seedStaff(world, admin);

    // Flirts join over the first two months; the demo Flirt first.
    const flirtDay = (i: number) => Math.floor((i * 60) / scale.flirts);
    const buckets = new Map<number, Action[]>();
    const schedule = (day: number, action: Action) => {
      if (day >= days) return;
      const list = buckets.get(day);
      if (list) list.push(action);
      else buckets.set(day, [action]);
    };

    // Customers: most join later (growth), each with a Pareto appetite and favourite Flirts.
    for (let i = 0; i < scale.customers; i++) {
      const joinDay =
        i === 0 ? 2 : Math.min(days - 1, 1 + Math.floor((days - 2) * Math.pow(r.next(), 0.6)));
      const joined = Math.max(
        1,
        scale.flirts - Math.floor(((scale.flirts - 1) * Math.max(0, 60 - joinDay)) / 60),
      );
      const favourite = i === 0 ? 0 : r.zipf(Math.min(scale.flirts, joined));
      const others = new Set<number>([favourite]);
      const extra = r.int(0, 2);
      for (let k = 0; k < extra; k++) others.add(r.zipf(Math.min(scale.flirts, joined)));
      // Drawn only where there are casual customers: small and ci keep their random sequence.
      const casual = i > 0 && scale.casualShare > 0 && r.chance(scale.casualShare);
      const customer: SeedCustomer = {
        index: i,
        casual,
        userId: '',
        login: i === 0 ? DEMO_SIGN_INS.customer.login : customerLogin(i),
        weight: i === 0 ? 30 : r.pareto(1, 1.2, 400),
        flirts: [...others],
        subscriptionId: null,
        subscribed: false,
      };
      world.customers.push(customer);
      schedule(joinDay, { kind: 'period', c: i });
    }

    const planPeriod = (customer: SeedCustomer, day: number) => {
      if (customer.casual) {
        planCasualVisit(customer, day);
        return;
      }
      const w = customer.weight;
      const length = r.geometric(1 / 8) * 30;
      const end = day + length;
      const favourite = customer.flirts[0] ?? 0;
      const pick = () => (r.chance(0.8) ? favourite : r.pick(customer.flirts));
      for (let m = day; m < Math.min(end, days); m += 30) {
        const span = Math.min(30, end - m);
        const at = () => m + r.int(0, span - 1);
        for (let k = r.poisson(0.35 * Math.pow(w, 0.7)); k > 0; k--)
          schedule(at(), { kind: 'tip', c: customer.index, f: pick() });
        for (let k = r.poisson(0.15 * Math.sqrt(w)); k > 0; k--)
          schedule(at(), { kind: 'call', c: customer.index, f: pick() });
        for (let k = r.poisson(0.3); k > 0; k--)
          schedule(at(), { kind: 'chat-volley', c: customer.index, f: pick() });
        for (let k = r.poisson(0.1); k > 0; k--)
          schedule(at(), { kind: 'paid-mail', c: customer.index, f: pick() });
        for (let k = r.poisson(0.05 * Math.sqrt(w)); k > 0; k--)
          schedule(at(), { kind: 'goody-sale', c: customer.index, f: pick() });
        for (let k = r.poisson(0.8); k > 0; k--)
          schedule(at(), { kind: 'message', c: customer.index, f: pick() });
        for (let k = r.poisson(1.5); k > 0; k--)
          schedule(at(), { kind: 'engage', c: customer.index, f: pick() });
      }
      if (end < days) {
        schedule(end, { kind: 'unsubscribe', c: customer.index });
        // Churned: some come back after a few months.
        if (r.chance(0.4))
          schedule(end + r.geometric(1 / 3) * 30, { kind: 'period', c: customer.index });
      }
    };

    // A casual customer's only stay: a month or two of likes and messages, the odd tip.
    const planCasualVisit = (customer: SeedCustomer, day: number) => {
      const end = Math.min(days, day + r.int(1, 2) * 30);
      const favourite = customer.flirts[0] ?? 0;
      const at = () => day + r.int(0, end - day - 1);
      for (let m = day; m < end; m += 30) {
        for (let k = r.poisson(0.08); k > 0; k--)
          schedule(at(), { kind: 'tip', c: customer.index, f: favourite });
        for (let k = r.poisson(0.3); k > 0; k--)
          schedule(at(), { kind: 'message', c: customer.index, f: favourite });
        for (let k = r.poisson(0.6); k > 0; k--)
          schedule(at(), { kind: 'engage', c: customer.index, f: favourite });
      }
    };

    const timing = { jobs: 0, catchUp: 0, myCustomers: 0 };
    const cpu = { commands: 0, jobs: 0, catchUp: 0 };
    let lastProgress = Date.now();
    let lastEvents = 0;
    for (let day = 0; day < days; day++) {
      // New Flirts of the day (their wizard reads the read side: bring it up to date first).
      if (world.flirts.length < scale.flirts && flirtDay(world.flirts.length) <= day)
        await world.caughtUp();
      for (let i = world.flirts.length; i < scale.flirts && flirtDay(i) <= day; i++) {
        world.clock.moveTo(world.at(day, 0.01));
        // This Flirt's pictures and the next one's render while the seed goes on.
        renderPicturesAhead(i);
        if (i + 1 < scale.flirts) renderPicturesAhead(i + 1);
        const demo = i === 0;
        const flirt = await seedFlirt(
          world,
          admin,
          i,
          demo ? DEMO_SIGN_INS.flirt.login : flirtLogin(i),
          demo ? DEMO_SIGN_INS.flirt.password : DEMO_POPULATION_PASSWORD,
          r.pick([499, 799, 999, 1499, 1999, 2499]),
        );
        world.flirts.push(flirt);
        await seedAcceptTerms(world, flirt);
        await seedOffering(world, flirt);
        await seedPackages(world, flirt);
        await seedMailPrice(world, flirt);
        await seedOnboardingJob(world);
        await seedPostPhotos(world, flirt, world.at(day, 0.015));
        await seedPost(world, flirt, world.at(day, 0.02));
        // marketplace: listings
        await seedListings(world, flirt, world.at(day, 0.021));
        // goodies
        await seedGoodyBags(world, flirt, world.at(day, 0.025));
      }
      // The payees are paid monthly, on the 1st (after the month's earnings are in).
      if (day > 0 && world.at(day, 0).getUTCDate() === 1) {
        await seedPayoutRun(world, world.at(day, 0.028));
      }
      const actions = (buckets.get(day) ?? []).map((action) => ({ action, at: r.next() }));
      buckets.delete(day);
      for (const flirt of world.flirts) {
        if (r.chance(0.25))
          actions.push({ action: { kind: 'post', f: flirt.index }, at: r.next() });
      }
      actions.sort((a, b) => a.at - b.at);
      // The day's commands read only their own streams: the projections take them in one batch.
      await gate.close();
      const cpuDay = process.cpuUsage();
      for (const { action, at: fraction } of actions) {
        const at = world.at(day, 0.03 + fraction * 0.9);
        await perform(world, action, at, day, planPeriod, schedule);
      }
      cpu.commands += cpuSince(cpuDay);
      let t0 = performance.now();
      const cpuJobs = process.cpuUsage();
      await seedDailyJobs(world, world.at(day, 0.999));
      timing.jobs += performance.now() - t0;
      cpu.jobs += cpuSince(cpuJobs);
      if (day % 30 === 29 || day % FULL_CATCH_UP_DAYS === FULL_CATCH_UP_DAYS - 1) {
        t0 = performance.now();
        const cpu0 = process.cpuUsage();
        await world.caughtUp();
        timing.catchUp += performance.now() - t0;
        cpu.catchUp += cpuSince(cpu0);
      }
      if (day % 30 === 29) {
        t0 = performance.now();
        for (const flirt of world.flirts)
          await seedMyCustomersRound(world, flirt, world.at(day, 0.9995));
        timing.myCustomers += performance.now() - t0;
      }
      if (day % scale.progressEveryDays === scale.progressEveryDays - 1 || day === days - 1) {
        const events = await world.store.headPosition();
        const now = Date.now();
        const rate = ((events - lastEvents) * 1000) / Math.max(1, now - lastProgress);
        lastProgress = now;
        lastEvents = events;
        const joined = world.customers.filter((c) => c.userId !== '').length;
        log(
          `  day ${day + 1}/${days} (${world.at(day, 0).toISOString().slice(0, 10)}): ${events.toLocaleString('en-US')} events, ${joined.toLocaleString('en-US')} customers, ${Math.round(rate).toLocaleString('en-US')} events/s`,
        );
      }
    }
    await world.caughtUp();
    // feedback and favorites: favorites need the listings directory caught up.
    await seedFavorites(world, world.clock.now());
    await world.caughtUp();
    // Predicted spend and lapse risk: the daily fit, run once as of the seed's end.
    await world.app.get(Scheduler).runJob(CUSTOMER_MODEL_JOB, world.clock.now());
    await world.caughtUp();
    const demoModel = await world.app
      .get(ReadModels)
      .collection<CustomerModelDoc>(CUSTOMER_MODELS)
      .findOne({ _id: world.flirts[0]?.userId ?? '' });
    log(
      `  predictions: the demo Flirt's model is ${demoModel?.status ?? 'not fitted'} (${String(demoModel?.repeatCustomers ?? 0)} customers bought on two or more days)`,
    );
    await seedSiteBanner(world, admin);
    const taxYear = world.clock.now().getUTCFullYear() - 1;
    const taxForms = await seedTaxForms(world, taxYear);
    log(`  issued ${String(taxForms)} Forms 1099-K for ${String(taxYear)}`);
    await world.caughtUp();
    forgetContent();
    const events = await world.store.headPosition();
    const summary: SeedSummary = {
      scale: scale.name,
      seed,
      flirts: world.flirts.length,
      customers: world.customers.filter((c) => c.userId !== '').length,
      events,
      commands: world.counts.commands,
      refused: world.counts.refused,
      refusedByCode: Object.fromEntries(world.counts.refusedByCode),
      from: start.toISOString(),
      to: world.clock.now().toISOString(),
      seconds: (Date.now() - began) / 1000,
      accounts: [
        ...world.flirts.map((f) => ({
          role: 'advisor' as const,
          login: f.login,
          userId: f.userId,
        })),
        ...world.customers
          .slice(0, 50)
          .filter((c) => c.userId !== '')
          .map((c) => ({ role: 'customer' as const, login: c.login, userId: c.userId })),
      ],
    };
    log(
      `Seeded ${summary.events.toLocaleString('en-US')} events (${summary.commands.toLocaleString('en-US')} commands, ${summary.refused.toLocaleString('en-US')} refused by the rules) in ${summary.seconds.toFixed(1)} s`,
    );
    log(
      `  time: daily jobs ${(timing.jobs / 1000).toFixed(1)} s, waiting for the read side ${(timing.catchUp / 1000).toFixed(1)} s, My Customers rounds ${(timing.myCustomers / 1000).toFixed(1)} s`,
    );
    const used = process.cpuUsage(cpuBegan);
    log(
      `  CPU: ${((used.user + used.system) / 1e6).toFixed(1)} s in all; the days' commands ${cpu.commands.toFixed(1)} s, daily jobs ${cpu.jobs.toFixed(1)} s, catching up ${cpu.catchUp.toFixed(1)} s`,
    );
    const slowest = [...world.timeByCommand.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    log(
      `  commands: ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    if (summary.refused > 0) {
      const codes = Object.entries(summary.refusedByCode).sort((a, b) => b[1] - a[1]);
      log(`  refusals: ${codes.map(([code, n]) => `${code} ${n}`).join(', ')}`);
    }
    return summary;
  } finally {
    // Projections parked by the gate must be let go, or the runner would never stop.
    gate.open();
    await app.close();
  }
}

/** CPU seconds (user and system) of this process since `from`. */
function cpuSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
}

async function perform(
  world: SeedWorld,
  action: Action,
  at: Date,
  day: number,
  planPeriod: (customer: SeedCustomer, day: number) => void,
  schedule: (day: number, action: Action) => void,
): Promise<void> {
  if (action.kind === 'post') {
    const flirt = world.flirts[action.f];
    if (flirt) await seedPost(world, flirt, at);
    return;
  }
  if (action.kind === 'refund') {
    await seedRefund(world, action.tip, at);
    return;
  }
  const customer = world.customers[action.c];
  if (!customer) return;
  if (action.kind === 'period') {
    if (customer.userId === '') {
      const password =
        customer.index === 0 ? DEMO_SIGN_INS.customer.password : DEMO_POPULATION_PASSWORD;
      if (!(await seedCustomerSignUp(world, customer, at, password))) return;
      for (const index of customer.flirts) {
        const flirt = world.flirts[index];
        if (flirt) await seedFollow(world, customer, flirt, at);
      }
      // The demo customer writes to their favourite Flirt at once, so their inbox has mail.
      const first = world.flirts[customer.flirts[0] ?? 0];
      if (customer.index === 0 && first) await seedPaidMail(world, customer, first, at);
    }
    const favourite = world.flirts[customer.flirts[0] ?? 0];
    const subscribes =
      customer.index === 0 ||
      (!customer.casual &&
        world.random.chance(Math.min(0.85, 0.35 + 0.1 * Math.log(customer.weight))));
    if (favourite && subscribes) await seedSubscribe(world, customer, favourite, at);
    planPeriod(customer, day);
    return;
  }
  if (customer.userId === '') return;
  if (action.kind === 'unsubscribe') {
    await seedUnsubscribe(world, customer, at);
    return;
  }
  const flirt = world.flirts[action.f];
  if (!flirt) return;
  switch (action.kind) {
    case 'tip': {
      const tip = await seedTip(world, customer, flirt, at);
      if (tip && world.random.chance(0.03)) {
        schedule(day + world.random.int(1, 10), { kind: 'refund', tip });
      }
      return;
    }
    case 'engage':
      await seedEngagement(world, customer, flirt, at);
      return;
    // goodies: a real purchase of one of the Flirt's bags (else a reported sale).
    case 'goody-sale':
      if (!(await seedGoodyPurchase(world, customer, flirt, at))) {
        await seedActivity(world, action.kind, customer, flirt, at);
      }
      return;
    // mail: the first customers' paid mail goes through the real mail (else a reported one).
    case 'paid-mail':
      if (customer.index >= MAIL_CUSTOMERS || !(await seedPaidMail(world, customer, flirt, at))) {
        await seedActivity(world, action.kind, customer, flirt, at);
      }
      return;
    default:
      await seedActivity(world, action.kind, customer, flirt, at);
  }
}
