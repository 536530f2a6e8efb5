import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid, SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import { SITE_DOLLAR_MOVEMENTS, type SiteDollarMovementDoc } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ReadModels } from '../../../read-side/read-models.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { NotFoundError } from '../../../shared/errors.js';
import { checkCredit, creditDay, siteDollarsDecider } from '../site-dollars.decider.js';
import { GrantCreditCommand } from './grant-credit.command.js';

/**
 * A satisfaction credit (Terms of Service: paid in site dollars), granted by support staff to
 * an existing account other than their own, with a reason; the event names the staff member.
 * Within the configured caps it lands on the balance; above one it waits for a second person in
 * finance (the decider decides which). The handler only gathers the facts: the caps and what
 * this staff member credited alone today.
 */
@CommandHandler(GrantCreditCommand)
export class GrantCreditHandler implements ICommandHandler<GrantCreditCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ customerId, body, context }: GrantCreditCommand): Promise<CommandOutcome> {
    // The amount and reason first (400), before looking anyone up.
    checkCredit(body.amount_text, body.reason);
    if (!isUuid(customerId) || !(await this.directory.load(customerId)).exists)
      throw new NotFoundError(SITE_DOLLARS_MESSAGES.customerNotFound, 'customer_not_found');
    const now = this.clock.now();
    const at = now.toISOString();
    return this.commands.handle(
      siteDollarsStreamId(customerId),
      siteDollarsDecider,
      {
        type: 'GrantSatisfactionCredit',
        creditId: context.idempotencyKey
          ? idFromKey('site-dollars-credit', context.actor.id, context.idempotencyKey)
          : this.ids.next(),
        customerId,
        amountText: body.amount_text,
        reason: body.reason,
        grantedBy: context.actor.id,
        at,
        caps: this.config.siteDollarCreditCaps,
        staffCreditedTodayCents: await this.staffCreditedToday(context.actor.id, at),
      },
      { ...context, now },
    );
  }

  /**
   * What the staff member credited alone (any customer) on the UTC day of `at`, from the
   * movements read model. The per-customer cap is exact (decided on the customer's stream); this
   * one follows the read model, which trails the log by a batch.
   */
  private async staffCreditedToday(staffId: string, at: string): Promise<number> {
    const rows = await this.readModels
      .collection<SiteDollarMovementDoc>(SITE_DOLLAR_MOVEMENTS)
      .find({
        kind: 'credit',
        grantedBy: staffId,
        approvedBy: null,
        at: { $gte: `${creditDay(at)}T00:00:00.000Z` },
      })
      .toArray();
    return rows.reduce((sum, row) => sum + row.amountCents, 0);
  }
}
