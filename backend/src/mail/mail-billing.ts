import { Injectable } from '@nestjs/common';
import {
  activityStreamId,
  MAIL_MESSAGES,
  mailMessageIdOf,
  platformFee,
} from '@flirtwire/contracts';
import { reportOnceDecider } from '../customers/activity/report-once.decider.js';
import { CustomerPayments, type Payment } from '../payments/customer-payments.js';
import { type CommandContext, CommandProcessor } from '../shared/commands/command-processor.js';

/**
 * What a mail costs the customer (docs/adr/0116), paid through the payment seam (the balance
 * when it covers the price, else the default card, docs/adr/0108) with the mail's charge id as
 * the idempotency key (one payment per mail, never twice), then recorded as the
 * same `PaidMailSold` the service API records, so My Customers' Paid Mail channel, earnings and
 * the 1099-K ledger count it. A declined card records nothing.
 */
@Injectable()
export class MailBilling {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly payments: CustomerPayments,
  ) {}

  async charge(
    mail: { mailId: string; creatorId: string; customerId: string; at: string },
    amountCents: number,
    context: CommandContext,
  ): Promise<Payment> {
    const chargeId = activityStreamId('paid-mail', mail.mailId);
    const paid = await this.payments.pay({
      customerId: mail.customerId,
      amountCents,
      idempotencyKey: chargeId,
      description: 'FW*SERVICES',
      label: 'Paid mail',
      cardRequiredMessage: MAIL_MESSAGES.cardRequired,
      context,
    });
    await this.commands.handle(
      chargeId,
      reportOnceDecider,
      {
        type: 'ReportActivity',
        event: {
          type: 'PaidMailSold',
          data: {
            mailId: mail.mailId,
            chargeId,
            creatorId: mail.creatorId,
            customerId: mail.customerId,
            at: mail.at,
            amountCents,
            platformFeeCents: platformFee(amountCents),
          },
        },
      },
      context,
    );
    return paid;
  }

  /** Contact counts: every mail is a message between the two, like the service API's reports. */
  async exchanged(
    mail: {
      mailId: string;
      creatorId: string;
      customerId: string;
      direction: 'to_advisor' | 'from_advisor';
      at: string;
    },
    context: CommandContext,
  ): Promise<void> {
    await this.commands.handle(
      activityStreamId('message', mailMessageIdOf(mail.mailId)),
      reportOnceDecider,
      {
        type: 'ReportActivity',
        event: {
          type: 'MessageExchanged',
          data: {
            messageId: mailMessageIdOf(mail.mailId),
            creatorId: mail.creatorId,
            customerId: mail.customerId,
            direction: mail.direction,
            channel: 'mail',
            chatId: null,
            at: mail.at,
          },
        },
      },
      context,
    );
  }
}
