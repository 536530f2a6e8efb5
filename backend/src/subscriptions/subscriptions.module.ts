import { Module } from '@nestjs/common';
import { Billing } from './billing/billing.service.js';
import { RenewalJob } from './billing/renewal.job.js';
import { ApprovePriceChangeHandler } from './commands/approve-price-change/approve-price-change.handler.js';
import { ApprovePriceChangeController } from './commands/approve-price-change/approve-price-change.http.js';
import { ResubscribeHandler } from './commands/resubscribe/resubscribe.handler.js';
import { ResubscribeController } from './commands/resubscribe/resubscribe.http.js';
import { SetOfferingHandler } from './commands/set-offering/set-offering.handler.js';
import { SetOfferingController } from './commands/set-offering/set-offering.http.js';
import { SubscribeHandler } from './commands/subscribe/subscribe.handler.js';
import { SubscribeController } from './commands/subscribe/subscribe.http.js';
import { UnsubscribeHandler } from './commands/unsubscribe/unsubscribe.handler.js';
import { UnsubscribeController } from './commands/unsubscribe/unsubscribe.http.js';
import { MoneyFacts } from './money-facts.js';
import { PackageCatalog } from './packages/package-catalog.js';
import { ListSubscriptionsHandler } from './queries/list-subscriptions/list-subscriptions.handler.js';
import { ListSubscriptionsController } from './queries/list-subscriptions/list-subscriptions.http.js';
import { OfferingSettingsHandler } from './queries/offering-settings/offering-settings.handler.js';
import { OfferingSettingsController } from './queries/offering-settings/offering-settings.http.js';
import { SubscriptionByAdvisorHandler } from './queries/subscription-by-advisor/subscription-by-advisor.handler.js';
import { SubscriptionByAdvisorController } from './queries/subscription-by-advisor/subscription-by-advisor.http.js';
import { SubscriptionReactions } from './reactions/subscription-reactions.job.js';
import { SubscriptionFlows } from './subscription-flows.js';
import { SubscriptionViews } from './views/subscription-views.js';

/**
 * Subscriptions: feed subscriptions and their price, packages and perks, package
 * subscriptions, the billing cycle (renewals, retries, expiries) and the reactions to blocks,
 * price changes and deleted packages. Payments (tips, recurring tributes, refunds) build on
 * the exported services.
 */
@Module({
  controllers: [
    // Static paths before parametric ones (`offerings` is not an advisor id).
    SetOfferingController,
    OfferingSettingsController,
    ListSubscriptionsController,
    SubscriptionByAdvisorController,
    SubscribeController,
    ResubscribeController,
    UnsubscribeController,
    ApprovePriceChangeController,
  ],
  providers: [
    MoneyFacts,
    Billing,
    RenewalJob,
    SubscriptionReactions,
    SubscriptionViews,
    SubscriptionFlows,
    PackageCatalog,
    SubscribeHandler,
    ResubscribeHandler,
    UnsubscribeHandler,
    ApprovePriceChangeHandler,
    SetOfferingHandler,
    ListSubscriptionsHandler,
    SubscriptionByAdvisorHandler,
    OfferingSettingsHandler,
  ],
  exports: [MoneyFacts, Billing, SubscriptionViews, SubscriptionFlows],
})
export class SubscriptionsModule {}
