import { onboardingStreamId, READ_MODELS } from '@flirtwire/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  defineReactor,
  ONBOARDING_FACT_TYPES,
  type OnboardingFactEvent,
  type OnboardingFactsRow,
  onboardingProjection,
} from '@flirtwire/projections';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { systemContext } from '../content-support.js';
import { onboardingDecider } from './onboarding.decider.js';

/**
 * The reactor's name and events: every fact the `onboarding` read model keeps (the seed keeps
 * it current, docs/adr/0092).
 */
export const ONBOARDING_REACTOR = {
  name: 'onboarding-process',
  eventTypes: ONBOARDING_FACT_TYPES,
} as const;

/**
 * Moves Flirts through onboarding as the facts arrive (spec 000 §4): once the legal terms are
 * accepted and a price is set or a package created (subscription events, from any module),
 * has_offering / has_package; once their first post is published, complete. A reactor
 * (docs/adr/0099): each fact's event, once the `onboarding` read model has it, takes its Flirt
 * as far as the facts allow; its checkpoint means no fact is missed across restarts. Each step
 * is the onboarding decider's, so repeats and races change nothing.
 */
@Injectable()
export class OnboardingProcess implements OnModuleInit {
  constructor(
    private readonly host: ProjectionHost,
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.host.register(
      defineReactor<OnboardingFactEvent>({
        ...ONBOARDING_REACTOR,
        after: [onboardingProjection.name],
        handle: async (event) => {
          await this.advance(event.data.creatorId, this.clock.now());
        },
      }),
    );
  }

  /** Takes one Flirt as far as the facts allow; returns the number of steps taken. */
  async advance(creatorId: string, now: Date): Promise<number> {
    const facts = await this.readModels
      .collection<OnboardingFactsRow>(READ_MODELS.onboardingFacts)
      .findOne({ _id: creatorId });
    if (!facts) return 0;
    let steps = 0;
    const { step } = await this.commands.state(onboardingDecider, onboardingStreamId(creatorId));
    if (step === 'accepted_2257' && facts.offering) {
      const outcome = await this.commands.handle(
        onboardingStreamId(creatorId),
        onboardingDecider,
        { type: 'RecordOffering', creatorId, kind: facts.offering },
        systemContext('onboarding', now),
      );
      steps += outcome.events.length;
    }
    const after = await this.commands.state(onboardingDecider, onboardingStreamId(creatorId));
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
}
