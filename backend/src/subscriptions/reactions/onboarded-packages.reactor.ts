import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type ContentEventOf,
  type EnvelopeOf,
  packageStreamId,
  type SubscriptionEvent,
  READ_MODELS,
} from '@flirtwire/contracts';
import {
  defineReactor,
  type OnboardingFactsRow,
  onboardingProjection,
  PACKAGES,
  type PackageDoc,
} from '@flirtwire/projections';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { type CommandContext, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { PackageCatalog } from '../packages/package-catalog.js';
import { packageDecider } from '../packages/package.decider.js';

/** The reactor's name and events. */
export const ONBOARDED_PACKAGES = {
  name: 'onboarded-packages',
  eventTypes: ['OnboardingCompleted', 'PackageCreated'],
} as const;
type Reacted =
  | EnvelopeOf<ContentEventOf<'OnboardingCompleted'>>
  | EnvelopeOf<Extract<SubscriptionEvent, { type: 'PackageCreated' }>>;

/**
 * Spec 000 §4: the package a Flirt makes in the onboarding wizard (pending_onboarding) goes on
 * sale when onboarding completes. On OnboardingCompleted the Flirt's pending packages, and on a
 * pending package created after onboarding had completed that package, go public through the
 * package decider's GoOnSaleAfterOnboarding (private instead, should the Flirt's other public
 * packages fill the limit). A reactor (docs/adr/0099): a repeat changes nothing, as the decider
 * leaves every package that is no longer pending as it is; on a store that had completed
 * onboardings before it, it puts their stuck packages on sale from the start of the log.
 */
@Injectable()
export class OnboardedPackages implements OnModuleInit {
  constructor(
    private readonly host: ProjectionHost,
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly catalog: PackageCatalog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.host.register(
      defineReactor<Reacted>({
        ...ONBOARDED_PACKAGES,
        after: [PACKAGES, onboardingProjection.name],
        handle: async (event) => {
          await this.react(event);
        },
      }),
    );
  }

  private async react(event: Reacted): Promise<void> {
    const { creatorId } = event.data;
    let packageIds: string[];
    if (event.type === 'OnboardingCompleted') {
      const pending = await this.readModels
        .collection<PackageDoc>(PACKAGES)
        .find({ creatorId, status: 'pending_onboarding' }, { projection: { _id: 1 } })
        .toArray();
      packageIds = pending.map((doc) => doc._id);
    } else {
      if (event.data.status !== 'pending_onboarding') return;
      const facts = await this.readModels
        .collection<OnboardingFactsRow>(READ_MODELS.onboardingFacts)
        .findOne({ _id: creatorId });
      if (facts?.step !== 'complete') return;
      packageIds = [event.data.packageId];
    }
    const context: CommandContext = {
      correlationId: event.metadata.correlationId,
      causationId: event.id,
      actor: { id: ONBOARDED_PACKAGES.name, role: 'system' },
      now: this.clock.now(),
    };
    for (const packageId of packageIds) {
      await this.catalog.forCreator(creatorId, async () => {
        await this.commands.handle(
          packageStreamId(packageId),
          packageDecider,
          {
            type: 'GoOnSaleAfterOnboarding',
            otherPublicCount: await this.catalog.publicCount(creatorId, packageId, true),
          },
          context,
        );
      });
    }
  }
}
