import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, type ContentEventOf, ManualShoutBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { ManualShoutCommand } from './manual-shout.command.js';

@ApiTags('social shouts')
@Controller('client_api/social_media/manual_shouts')
export class ManualShoutController {
  constructor(private readonly commands: CommandBus) {}

  /** Spec 000 §7 manual shout: content (at most 280) and the networks to send it to. */
  @Post()
  @HttpCode(201)
  @Roles('advisor')
  @ApiOperation({ summary: 'Post a manual shout' })
  async shout(
    @Body({ schema: ManualShoutBody }) body: ManualShoutBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { shout_id: string | null }> {
    const outcome = await this.commands.execute(
      new ManualShoutCommand(principal.userId, body, context),
    );
    const posted = outcome.events.find((event) => event.type === 'ShoutPosted');
    return {
      ...commandResult(outcome),
      shout_id: posted ? (posted.data as ContentEventOf<'ShoutPosted'>['data']).shoutId : null,
    };
  }
}
