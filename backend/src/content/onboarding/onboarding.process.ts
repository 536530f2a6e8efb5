import { onboardingStreamId } from '@flirtwire/contracts';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { OnboardingFactsRow } from '@flirtwire/projections';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ChangeNotices } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { ContentStreams } from '../content-streams.js';
import { systemContext } from '../content-support.js';
import { onboardingDecider } from './onboarding.decider.js';

export const ONBOARDING_JOB = 'onboarding';
const BATCH = 200;

/**
 * Moves Flirts through onboarding as the facts arrive (spec 000 §4): once the legal terms are
 * accepted and a price is set or a package created (subscription events, from any module),
 * has_offering / has_package; once their first post is published, complete. It reacts to the
 * `onboarding` read model's change notices, and a scheduler job sweeps the rows marked due
 * (after a restart, or a notice missed). Each step is the onboarding decider's, so repeats and
 * races change nothing.
 */
@Injectable()
export class OnboardingProcess implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Onboarding');
  private stop: (() => void) | null = null;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly scheduler: Scheduler,
    private readonly notices: ChangeNotices,
    private readonly readModels: ReadModels,
    private readonly streams: ContentStreams,
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: ONBOARDING_JOB,
      everyMs: 60_000,
      readModels: ['onboarding_facts'],
      run: (now) => this.advanceDue(now),
    });
    this.stop = this.notices.subscribe((batch) => {
      for (const notice of batch) {
        if (notice.collection !== 'onboarding_facts' || !notice.ids) continue;
        for (const creatorId of notice.ids) {
          const work = this.advance(creatorId, this.clock.now()).catch((error: unknown) => {
            this.logger.warn({ err: error, creatorId }, 'onboarding step not advanced');
          });
          this.running.add(work);
          void work.finally(() => this.running.delete(work));
        }
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stop?.();
    await Promise.allSettled([...this.running]);
  }

  /** Takes one Flirt as far as the facts allow; returns the number of steps taken. */
  async advance(creatorId: string, now: Date): Promise<number> {
    const facts = await this.readModels
      .collection<OnboardingFactsRow>('onboarding_facts')
      .findOne({ _id: creatorId });
    if (!facts) return 0;
    let steps = 0;
    const { step } = await this.streams.state(onboardingDecider, onboardingStreamId(creatorId));
    if (step === 'accepted_2257' && facts.offering) {
      const outcome = await this.commands.handle(
        onboardingStreamId(creatorId),
        onboardingDecider,
        { type: 'RecordOffering', creatorId, kind: facts.offering },
        systemContext('onboarding', now),
      );
      steps += outcome.events.length;
    }
    const after = await this.streams.state(onboardingDecider, onboardingStreamId(creatorId));
    if (
      (after.step === 'has_offering' || after.step === 'has_package') &&
      facts.firstPublishedPostId
    ) {
      const outcome = await this.commands.handle(
        onboardingStreamId(creatorId),
        onboardingDecider,
        { type: 'CompleteOnboarding', creatorId, postId: facts.firstPublishedPostId },
        systemContext('onboarding', now),
      );
      steps += outcome.events.length;
    }
    return steps;
  }

  async advanceDue(now: Date): Promise<{ done: number }> {
    const due = await this.readModels
      .collection<OnboardingFactsRow>('onboarding_facts')
      .find({ due: true }, { limit: BATCH })
      .toArray();
    let done = 0;
    for (const row of due) done += await this.advance(row._id, now);
    return { done };
  }
}
