import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import {
  OpenMailHandler,
  SendMailHandler,
  SetMailPriceHandler,
  StartMailDraftHandler,
} from './mail.handlers.js';
import { ComposeFormController, MailController } from './mail.http.js';
import { MailBilling } from './mail-billing.js';
import { MailParties } from './mail-parties.js';
import { MailViews } from './mail-views.js';
import { CustomerPaymentsModule } from '../payments/customer-payments.module.js';

/** Paid mail between a customer and a Flirt (docs/adr/0116). */
@Module({
  imports: [
    IdentityModule,
    SubscriptionsModule,
    ContentModule,
    // site dollars: the payment seam
    CustomerPaymentsModule,
  ],
  controllers: [MailController, ComposeFormController],
  providers: [
    MailParties,
    MailViews,
    MailBilling,
    SendMailHandler,
    OpenMailHandler,
    SetMailPriceHandler,
    StartMailDraftHandler,
  ],
})
export class MailModule {}
