import { Injectable } from '@nestjs/common';
import { goodyBagStreamId, activityStreamId, isUuid, mediaStreamId } from '@flirtwire/contracts';
import { mediaDecider } from '../content/media/media.decider.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import {
  goodyBagDecider,
  type GoodyBagState,
  initialGoodyBagState,
  type PickedMedia,
} from './goody-bag.decider.js';
import { goodyPurchaseDecider, type GoodyPurchaseState } from './goody-purchase.decider.js';

/**
 * The facts goody rules need, read from their streams (never from a read model, so a rule
 * never decides on a stale view): the bag, the picked files, an earlier purchase, and the
 * money facts (blocks, the default card).
 */
@Injectable()
export class GoodyFacts {
  constructor(
    private readonly commands: CommandProcessor,
    readonly money: MoneyFacts,
  ) {}

  bag(goodyBagId: string): Promise<GoodyBagState> {
    if (!isUuid(goodyBagId)) return Promise.resolve(initialGoodyBagState);
    return this.commands.state(goodyBagDecider, goodyBagStreamId(goodyBagId));
  }

  async media(itemIds: readonly string[]): Promise<PickedMedia[]> {
    return Promise.all(
      itemIds.map(async (itemId) => {
        const state = await this.commands.state(mediaDecider, mediaStreamId(itemId));
        return {
          itemId,
          exists: state.exists,
          deleted: state.deleted,
          ownerId: state.ownerId,
          itemType: state.itemType,
        };
      }),
    );
  }

  sale(saleId: string): Promise<GoodyPurchaseState> {
    return this.commands.state(goodyPurchaseDecider, activityStreamId('goody-sale', saleId));
  }
}
