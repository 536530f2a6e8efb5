import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { PostOwner } from '../post-owner.js';
import { type PostCommandResult, postResult } from '../post-result.js';
import { PinPostCommand } from './pin-post.command.js';

/** Pin / unpin one's own published post (spec 000 §4: toggles). */
@ApiTags('feeds')
@Controller('feeds/posts')
export class PinPostController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/pin')
  @HttpCode(200)
  @Roles()
  @OwnedBy(PostOwner, 'id')
  @ApiOperation({ summary: 'Pin a post' })
  pin(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    return this.run(id, true, principal, context);
  }

  @Delete(':id/pin')
  @HttpCode(200)
  @Roles()
  @OwnedBy(PostOwner, 'id')
  @ApiOperation({ summary: 'Unpin a post' })
  unpin(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    return this.run(id, false, principal, context);
  }

  private async run(
    id: string,
    pinned: boolean,
    principal: Principal,
    context: RequestContext,
  ): Promise<PostCommandResult> {
    const outcome = await this.commands.execute(
      new PinPostCommand(principal.userId, id, pinned, context),
    );
    return postResult(id, outcome);
  }
}
