import { CreatePackageHandler } from './commands/create-package/create-package.handler.js';
import { CreatePackageController } from './commands/create-package/create-package.http.js';
import { UpdatePackageHandler } from './commands/update-package/update-package.handler.js';
import { UpdatePackageController } from './commands/update-package/update-package.http.js';
import { DeletePackageHandler } from './commands/delete-package/delete-package.handler.js';
import { DeletePackageController } from './commands/delete-package/delete-package.http.js';
import { SubscribePackageHandler } from './commands/subscribe-package/subscribe-package.handler.js';
import { SubscribePackageController } from './commands/subscribe-package/subscribe-package.http.js';
import { ChangePackageSubscriptionController } from './commands/change-package-subscription/change-package-subscription.http.js';
import { ReportPerkUsageHandler } from './commands/report-perk-usage/report-perk-usage.handler.js';
import { ReportPerkUsageController } from './commands/report-perk-usage/report-perk-usage.http.js';
import { PackageManagementHandler } from './queries/package-management/package-management.handler.js';
import { PackageManagementController } from './queries/package-management/package-management.http.js';
import {
  PackageByIdHandler,
  StorefrontPackagesHandler,
} from './queries/storefront-packages/storefront-packages.handler.js';
import { StorefrontPackagesController } from './queries/storefront-packages/storefront-packages.http.js';
import {
  PackageSubscriptionsHandler,
  RecurringPaymentHandler,
} from './queries/package-subscriptions/package-subscriptions.handler.js';
import { PackageSubscriptionsController } from './queries/package-subscriptions/package-subscriptions.http.js';
import { PackageOwner } from './packages/package-owner.js';
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
import { OfferingFields } from './offerings/offering-fields.js';
import { OfferingSettingsHandler } from './queries/offering-settings/offering-settings.handler.js';
import { OfferingSettingsController } from './queries/offering-settings/offering-settings.http.js';
import { SubscriptionByAdvisorHandler } from './queries/subscription-by-advisor/subscription-by-advisor.handler.js';
import { SubscriptionByAdvisorController } from './queries/subscription-by-advisor/subscription-by-advisor.http.js';
import { OnboardedPackages } from './reactions/onboarded-packages.reactor.js';
import { SubscriptionReactions } from './reactions/subscription-reactions.reactor.js';
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
    PackageManagementController,
    StorefrontPackagesController,
    CreatePackageController,
    UpdatePackageController,
    DeletePackageController,
    PackageSubscriptionsController,
    SubscribePackageController,
    ChangePackageSubscriptionController,
    ReportPerkUsageController,
  ],
  providers: [
    MoneyFacts,
    Billing,
    RenewalJob,
    SubscriptionReactions,
    OnboardedPackages,
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
    OfferingFields,
    PackageOwner,
    CreatePackageHandler,
    UpdatePackageHandler,
    DeletePackageHandler,
    PackageManagementHandler,
    StorefrontPackagesHandler,
    PackageByIdHandler,
    SubscribePackageHandler,
    PackageSubscriptionsHandler,
    RecurringPaymentHandler,
    ReportPerkUsageHandler,
  ],
  exports: [MoneyFacts, Billing, SubscriptionViews, SubscriptionFlows],
})
export class SubscriptionsModule {}
