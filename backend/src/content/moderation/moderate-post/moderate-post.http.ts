import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RejectPostBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { type PostCommandResult, postResult } from '../../posts/post-result.js';
import { ModeratePostCommand } from './moderate-post.command.js';

@ApiTags('moderation')
@Controller('feeds/moderation/posts')
@Roles('moderator')
export class ModeratePostController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept a post (it publishes when due)' })
  async accept(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    const outcome = await this.commands.execute(
      new ModeratePostCommand(principal.userId, id, { kind: 'accept' }, context),
    );
    return postResult(id, outcome);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a post with a reason (the owner sees it as removed)' })
  async reject(
    @Param('id') id: string,
    @Body({ schema: RejectPostBody }) body: RejectPostBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    const outcome = await this.commands.execute(
      new ModeratePostCommand(
        principal.userId,
        id,
        { kind: 'reject', reason: body.reason },
        context,
      ),
    );
    return postResult(id, outcome);
  }
}
