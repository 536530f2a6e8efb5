import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CommandBus, type Command } from '@nestjs/cqrs';
import type { Actor } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../read-side/projection-host.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { DomainError } from '../shared/errors.js';
import type { RequestContext } from '../shared/http/request-context.js';
import type { ProjectionGate } from './projection-gate.js';
import { SeedBrowser } from './seed-browser.js';
import { SeedRandom } from './seed-random.js';
import type { SeedScale } from './seed-scales.js';
import type { VirtualClock } from './virtual-clock.js';

export const DAY_MS = 86_400_000;

/** A Flirt of the demo population. */
export interface SeedFlirt {
  readonly index: number;
  readonly userId: string;
  readonly login: string;
  readonly rateCents: number;
  /**
   * The Flirt's first live phone listing, once seeded: calls go through it, so their feedback
   * shows in its drawer.
   */
  phoneListingId?: string;
  /** Customers by spend so far (for tags and notes), kept by the seed itself. */
  readonly spend: Map<number, number>;
  blocked: Set<number>;
}

/** A customer of the demo population. */
export interface SeedCustomer {
  readonly index: number;
  userId: string;
  readonly login: string;
  /** Pareto-distributed appetite: most spend little, a few spend a lot. */
  readonly weight: number;
  /** Indexes of the Flirts they follow, the first being their favourite. */
  readonly flirts: readonly number[];
  /** Signs up, follows and looks around briefly; seldom pays, never subscribes or comes back. */
  readonly casual: boolean;
  subscriptionId: string | null;
  subscribed: boolean;
}

export interface SeedCounts {
  commands: number;
  refused: number;
  readonly refusedByCode: Map<string, number>;
}

/**
 * Everything the seed's parts share: the app (its command bus and processor, in process), the
 * virtual clock, the random source, the population and the counters.
 */
export class SeedWorld {
  readonly bus: CommandBus;
  readonly processor: CommandProcessor;
  readonly store: EventStore;
  readonly browser: SeedBrowser;
  readonly random: SeedRandom;
  readonly flirts: SeedFlirt[] = [];
  readonly customers: SeedCustomer[] = [];
  readonly counts: SeedCounts = { commands: 0, refused: 0, refusedByCode: new Map() };
  /** The first day of the history (midnight UTC). */
  readonly start: Date;
  private sequence = 0;
  /** Milliseconds spent per command type (the seed prints where its time went). */
  readonly timeByCommand = new Map<string, number>();

  constructor(
    readonly app: NestFastifyApplication,
    readonly clock: VirtualClock,
    readonly scale: SeedScale,
    readonly seed: number,
    /** Held closed while a day's commands run; open whenever the read side is read. */
    readonly gate: ProjectionGate | null = null,
  ) {
    this.bus = app.get(CommandBus);
    this.processor = app.get(CommandProcessor);
    this.store = app.get<EventStore>(EVENT_STORE);
    this.browser = new SeedBrowser(app);
    this.random = new SeedRandom(seed);
    this.start = clock.now();
  }

  /** A time on simulated day `day`, `fraction` of the way through it. */
  at(day: number, fraction = this.random.next()): Date {
    return new Date(this.start.getTime() + day * DAY_MS + Math.floor(fraction * (DAY_MS - 1)));
  }

  /** A request context for `actor`, with a deterministic idempotency key. */
  context(actor: Actor, withKey = true): RequestContext {
    this.sequence++;
    const id = `seed-${this.seed}-${this.sequence}`;
    return {
      correlationId: id,
      causationId: id,
      actor,
      ...(withKey ? { idempotencyKey: id } : {}),
    };
  }

  /**
   * Runs one command through the real handler at the virtual time `at`. A refusal by a rule
   * (blocked, nothing to refund, card declined) is counted and skipped: only valid events are
   * ever appended. Anything else stops the seed.
   */
  async run<R>(command: Command<R>, at?: Date): Promise<R | null> {
    if (at) this.clock.moveTo(at);
    this.counts.commands++;
    const began = performance.now();
    const name = command.constructor.name;
    try {
      return await this.bus.execute(command);
    } catch (error) {
      if (error instanceof DomainError) {
        this.counts.refused++;
        this.counts.refusedByCode.set(
          error.code,
          (this.counts.refusedByCode.get(error.code) ?? 0) + 1,
        );
        return null;
      }
      throw error;
    } finally {
      this.timeByCommand.set(name, (this.timeByCommand.get(name) ?? 0) + performance.now() - began);
    }
  }

  /** Waits until every projection has applied the whole log (before reading the read side). */
  async caughtUp(): Promise<void> {
    this.gate?.open();
    const head = await this.store.headPosition();
    const host = this.app.get(ProjectionHost);
    while (!(await host.waitFor(null, head, 60_000))) {
      // A large batch can take longer than a minute on a busy machine; keep waiting.
    }
  }

  /**
   * Waits until the named reactors (docs/adr/0099) have reacted to the whole log, as a run of
   * the jobs they replaced did; their commands' events reach the projections with the rest.
   */
  async reacted(reactors: readonly string[]): Promise<void> {
    const head = await this.store.headPosition();
    const host = this.app.get(ProjectionHost);
    while (!(await host.waitFor(reactors, head, 60_000))) {
      const stopped = (await host.status()).find(
        (row) => reactors.includes(row.name) && row.status === 'stopped',
      );
      if (stopped) throw new Error(`the ${stopped.name} reactor stopped`);
    }
  }
}
