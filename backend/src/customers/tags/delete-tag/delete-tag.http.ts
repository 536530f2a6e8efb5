import { Controller, Delete, HttpCode, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, DeleteTagQuery } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { DeleteTagCommand } from './delete-tag.command.js';

@ApiTags('customers')
@Controller('client_api/customers/tags')
@Roles('advisor')
export class DeleteTagController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a tag (spec 002 §7: name); it is removed from every customer',
  })
  async remove(
    @Query({ schema: DeleteTagQuery }) query: DeleteTagQuery,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const { streamId, revision, position } = await this.commands.execute(
      new DeleteTagCommand(principal.userId, query.name, context),
    );
    return { streamId, revision, position };
  }
}
