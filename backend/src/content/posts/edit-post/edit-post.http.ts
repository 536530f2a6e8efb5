import { Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EditPostBody } from '@flirtwire/contracts';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { authorOf } from '../../content-support.js';
import { PostOwner } from '../post-owner.js';
import { type PostCommandResult, postResult } from '../post-result.js';
import { EditPostCommand } from './edit-post.command.js';

@ApiTags('feeds')
@Controller('feeds/posts')
export class EditPostController {
  constructor(private readonly commands: CommandBus) {}

  /** Edit one's own post; field errors for body, paid_body, base and scheduled_at (spec 000 §5). */
  @Patch(':id')
  @HttpCode(200)
  @Roles()
  @OwnedBy(PostOwner, 'id')
  @ApiOperation({ summary: 'Edit a post' })
  async edit(
    @Param('id') id: string,
    @Body({ schema: EditPostBody }) body: EditPostBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    const outcome = await this.commands.execute(
      new EditPostCommand(authorOf(principal), id, body, context),
    );
    return postResult(id, outcome);
  }
}
