import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import { hasRole, type Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { PostOwner } from '../post-owner.js';
import { type PostCommandResult, postResult } from '../post-result.js';
import { DeletePostCommand } from './delete-post.command.js';

@ApiTags('feeds')
@Controller('feeds/posts')
export class DeletePostController {
  constructor(private readonly commands: CommandBus) {}

  /** Delete one's own post (admins may remove anyone's). */
  @Delete(':id')
  @HttpCode(200)
  @Roles()
  @OwnedBy(PostOwner, 'id', { staff: ['admin'] })
  @ApiOperation({ summary: 'Delete a post' })
  async remove(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<PostCommandResult> {
    const asAdmin = hasRole(principal, 'admin');
    const outcome = await this.commands.execute(
      new DeletePostCommand(asAdmin ? null : principal.userId, id, context),
    );
    return postResult(id, outcome);
  }
}
