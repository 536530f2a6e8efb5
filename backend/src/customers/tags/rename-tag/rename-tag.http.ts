import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, RenameTagBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { RenameTagCommand } from './rename-tag.command.js';

@ApiTags('customers')
@Controller('client_api/customers/tags')
@Roles('advisor')
export class RenameTagController {
  constructor(private readonly commands: CommandBus) {}

  @Post('rename')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rename a tag (spec 002 §7: name, newName) on every customer' })
  async rename(
    @Body({ schema: RenameTagBody }) body: RenameTagBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const { streamId, revision, position } = await this.commands.execute(
      new RenameTagCommand(principal.userId, body.name, body.newName, context),
    );
    return { streamId, revision, position };
  }
}
