import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SendTipBody, type SendTipResult } from '@flirtwire/contracts';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { SendTipCommand } from './send-tip.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

@ApiTags('payments')
@Controller('client_api/bonuses')
export class SendTipController {
  constructor(private readonly commands: CommandBus) {}

  /** Tip (tribute) a Flirt. Spec 000 §7: amount_text, listing_id, bonus_message, from_nf_chat. */
  @Post()
  @Throttle('tip')
  @HttpCode(201)
  @Roles('customer', 'advisor')
  @ApiOperation({ summary: 'Send a tip to a Flirt' })
  async send(
    @Body({ schema: SendTipBody }) body: SendTipBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SendTipResult> {
    const outcome = await this.commands.execute(
      new SendTipCommand(principal.userId, body, context),
    );
    const tip = outcome.events.find((event) => event.type === 'TipSent');
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      tipId: tip ? (tip.data as { tipId: string }).tipId : null,
      paid_from: outcome.paidFrom,
    };
  }
}
