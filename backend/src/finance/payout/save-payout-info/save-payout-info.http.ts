import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  PAYOUT_MESSAGES,
  type PayoutInfoView,
  SavePayoutInfoBody,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { GetPayoutInfoQuery } from '../get-payout-info/get-payout-info.query.js';
import { SavePayoutInfoCommand } from './save-payout-info.command.js';

@ApiTags('payout')
@Controller('client_api/account/payout_info')
export class SavePayoutInfoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Spec 002 §7 payout save: payment_request, bank_account, user_paxum. Answers data, notice
   * 'Information saved successfully.' and errors (400 lists each field's message).
   */
  @Post()
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Save your payout info (tax id parts sealed, shown masked after)' })
  async save(
    @Body({ schema: SavePayoutInfoBody }) body: SavePayoutInfoBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<
    CommandResult & {
      data: PayoutInfoView;
      notice: string;
      errors: { field: string; message: string }[];
    }
  > {
    const outcome: CommandOutcome = await this.commands.execute(
      new SavePayoutInfoCommand(principal.userId, body, context),
    );
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      data: await this.queries.execute(new GetPayoutInfoQuery(principal.userId)),
      notice: PAYOUT_MESSAGES.saved,
      errors: [],
    };
  }
}
