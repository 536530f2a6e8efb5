import type { ChargeFailure, SubscriptionPlan } from '@flirtwire/contracts';
import type { Who } from './subscription.state.js';

/** Why the platform ends a subscription instead of renewing it. */
export type Ending = 'blocked' | 'creator_inactive' | 'package_deleted';

/**
 * Commands carry the facts from other aggregates their rules need (a card on file, a block,
 * the Flirt being active, the package still on sale), gathered by the handler just before
 * deciding, and the time as `now`.
 */
export type SubscriptionCommand =
  | (Who & {
      readonly type: 'Subscribe';
      readonly plan: SubscriptionPlan;
      readonly rateCents: number;
      readonly cardId: string | null;
      readonly blocked: boolean;
      readonly now: string;
    })
  | {
      readonly type: 'Resubscribe';
      /** What a new start would buy now (the current offering or package); null: not on sale. */
      readonly offer: { readonly plan: SubscriptionPlan; readonly rateCents: number } | null;
      readonly cardId: string | null;
      readonly blocked: boolean;
      readonly now: string;
    }
  | { readonly type: 'Unsubscribe'; readonly now: string }
  | { readonly type: 'ApprovePriceChange'; readonly now: string }
  | {
      readonly type: 'Renew';
      readonly cardId: string | null;
      readonly ending: Ending | null;
      readonly now: string;
    }
  | {
      readonly type: 'RecordChargeResult';
      readonly chargeId: string;
      readonly result:
        | { readonly status: 'approved'; readonly gatewayReference: string }
        | { readonly status: 'failed'; readonly reason: ChargeFailure };
      readonly now: string;
    }
  | { readonly type: 'ChangePrice'; readonly rateCents: number; readonly now: string }
  | { readonly type: 'EndForBlock'; readonly blockedAt: string; readonly now: string }
  | { readonly type: 'EndWithPackage'; readonly now: string }
  | {
      readonly type: 'UpdateTribute';
      readonly rateCents: number | null;
      readonly message: string | null;
    }
  | {
      readonly type: 'UsePerk';
      readonly perk: 'call' | 'volley';
      readonly quantity: number;
      readonly usageId: string;
      readonly volleysEnabled: boolean;
    };

/** One command of the union by its type. */
export type Cmd<T extends SubscriptionCommand['type']> = Extract<SubscriptionCommand, { type: T }>;
