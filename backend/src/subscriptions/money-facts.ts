import {
  offeringStreamId,
  packageStreamId,
  relationshipStreamId,
  tipStreamId,
} from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type FeatureFlag } from '../config/app-config.js';
import { tipDecider, type TipState } from '../payments/tips/tip.decider.js';
import { UserDirectory } from '../identity/user/user-directory.js';
import { defaultCard, isAdvisor, type UserState } from '../identity/user/user.state.js';
import { isBlocked, relationshipDecider } from '../relationships/relationship.decider.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { offeringDecider, type OfferingState } from './offerings/offering.decider.js';
import { packageDecider, type PackageState } from './packages/package.decider.js';

/**
 * The facts from other aggregates that money rules need, read from their streams through the
 * command processor (never from a read model, so a rule never decides on a stale view): blocks, the Flirt's account, cards,
 * the subscription price, a package.
 */
@Injectable()
export class MoneyFacts {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  flag(name: FeatureFlag): boolean {
    return this.config.featureFlags.has(name);
  }

  /** Either side blocked the other. */
  async blocked(creatorId: string, customerId: string): Promise<boolean> {
    const state = await this.commands.state(
      relationshipDecider,
      relationshipStreamId(creatorId, customerId),
    );
    return isBlocked(state);
  }

  /** The account when it is an active Flirt (advisor), else null. */
  async flirt(creatorId: string): Promise<UserState | null> {
    const user = await this.directory.load(creatorId);
    return user.exists && user.active && isAdvisor(user) ? user : null;
  }

  account(userId: string): Promise<UserState> {
    return this.directory.load(userId);
  }

  /** The account holding a login (Member Name), or null. */
  byLogin(login: string): Promise<UserState | null> {
    return this.directory.findBy('login', login);
  }

  /** The card a charge goes to (ToS: the default card). */
  async defaultCardId(customerId: string): Promise<string | null> {
    return defaultCard(await this.directory.load(customerId))?.cardId ?? null;
  }

  /** The processor token of a card on file (null once removed). */
  async cardToken(customerId: string, cardId: string): Promise<string | null> {
    const user = await this.directory.load(customerId);
    return user.cards.find((card) => card.cardId === cardId)?.token ?? null;
  }

  offering(creatorId: string): Promise<OfferingState> {
    return this.commands.state(offeringDecider, offeringStreamId(creatorId));
  }

  /** The customer's tips to the Flirt (their pair's tip stream). */
  tips(customerId: string, creatorId: string): Promise<TipState> {
    return this.commands.state(tipDecider, tipStreamId(customerId, creatorId));
  }

  package(packageId: string): Promise<PackageState> {
    return this.commands.state(packageDecider, packageStreamId(packageId));
  }
}
