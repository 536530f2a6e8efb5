import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandResult } from '@flirtwire/contracts';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { MediaOwner } from '../media-owner.js';
import { DeleteMediaCommand } from './delete-media.command.js';

@ApiTags('file manager')
@Controller('fm/client_api/items')
export class DeleteMediaController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @HttpCode(200)
  @Roles()
  @OwnedBy(MediaOwner, 'id')
  @ApiOperation({ summary: 'Delete a file' })
  async remove(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(new DeleteMediaCommand(principal.userId, id, context)),
    );
  }
}
