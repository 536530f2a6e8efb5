import { Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, EditMediaItemBody } from '@flirtwire/contracts';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { commandResult } from '../../content-support.js';
import { MediaOwner } from '../media-owner.js';
import { EditMediaCommand } from './edit-media.command.js';

@ApiTags('file manager')
@Controller('fm/client_api/items')
export class EditMediaController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @HttpCode(200)
  @Roles()
  @OwnedBy(MediaOwner, 'id')
  @ApiOperation({ summary: 'Change a file’s title, description, rating or folder' })
  async edit(
    @Param('id') id: string,
    @Body({ schema: EditMediaItemBody }) body: EditMediaItemBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(new EditMediaCommand(principal.userId, id, body, context)),
    );
  }
}
