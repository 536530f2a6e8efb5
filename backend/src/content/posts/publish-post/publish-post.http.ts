import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublishPostBody } from '@flirtwire/contracts';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { authorOf } from '../../content-support.js';
import { PostOwner } from '../post-owner.js';
import { type PostCommandResult, postResult } from '../post-result.js';
import { PublishPostCommand } from './publish-post.command.js';

@ApiTags('feeds')
@Controller('feeds/posts')
export class PublishPostController {
  constructor(private readonly commands: CommandBus) {}

  /** Post (or Schedule) a draft (spec 000 §7: PUT to publish). */
  @Put(':id/publish')
  @HttpCode(200)
  @Roles()
  @OwnedBy(PostOwner, 'id')
  @ApiOperation({ summary: 'Publish or schedule a post' })
  async publish(
    @Param('id') id: string,
    @Body({ schema: PublishPostBody }) body: PublishPostBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    const outcome = await this.commands.execute(
      new PublishPostCommand(authorOf(principal), id, body, context),
    );
    return postResult(id, outcome);
  }
}
