import { Module } from '@nestjs/common';
import { MediaUrls } from '../content/media/media-urls.js';
import { IdentityModule } from '../identity/identity.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { CreateGoodyBagHandler } from './create-goody-bag/create-goody-bag.handler.js';
import { CreateGoodyBagController } from './create-goody-bag/create-goody-bag.http.js';
import { EditGoodyBagHandler } from './edit-goody-bag/edit-goody-bag.handler.js';
import { EditGoodyBagController } from './edit-goody-bag/edit-goody-bag.http.js';
import { GoodyBagDetailHandler } from './get-goody-bag/get-goody-bag.handler.js';
import { GoodyBagOwner } from './goody-bag-owner.js';
import { GoodyFacts } from './goody-facts.js';
import { GoodyViews } from './goody-views.js';
import {
  AdvisorGoodyBagsHandler,
  GoodyBagsPresenceHandler,
  OwnGoodyBagsHandler,
  PurchasedGoodyBagsHandler,
} from './list-goody-bags/list-goody-bags.handler.js';
import { GoodyBagsController } from './list-goody-bags/list-goody-bags.http.js';
import {
  DeleteGoodyBagHandler,
  PublishGoodyBagHandler,
} from './publish-goody-bag/publish-goody-bag.handler.js';
import { PublishGoodyBagController } from './publish-goody-bag/publish-goody-bag.http.js';
import { PurchaseGoodyBagHandler } from './purchase-goody-bag/purchase-goody-bag.handler.js';
import { PurchaseGoodyBagController } from './purchase-goody-bag/purchase-goody-bag.http.js';
import { CustomerPaymentsModule } from '../payments/customer-payments.module.js';

/** Goody bags: composed from a Flirt's files, sold to customers, unlocked for buyers (docs/adr/0112). */
@Module({
  imports: [
    IdentityModule,
    SubscriptionsModule,
    // site dollars: the payment seam
    CustomerPaymentsModule,
  ],
  controllers: [
    GoodyBagsController,
    CreateGoodyBagController,
    EditGoodyBagController,
    PublishGoodyBagController,
    PurchaseGoodyBagController,
  ],
  providers: [
    MediaUrls,
    GoodyFacts,
    GoodyViews,
    GoodyBagOwner,
    CreateGoodyBagHandler,
    EditGoodyBagHandler,
    PublishGoodyBagHandler,
    DeleteGoodyBagHandler,
    PurchaseGoodyBagHandler,
    AdvisorGoodyBagsHandler,
    GoodyBagsPresenceHandler,
    OwnGoodyBagsHandler,
    PurchasedGoodyBagsHandler,
    GoodyBagDetailHandler,
  ],
})
export class GoodiesModule {}
