import { Body, Controller, Delete, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, SavedSearchId, UpdateSavedSearchBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import {
  DeleteSavedSearchCommand,
  UpdateSavedSearchCommand,
} from './update-saved-search.command.js';

@ApiTags('customers')
@Controller('client_api/customers/saved_searches')
@Roles('advisor')
export class UpdateSavedSearchController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn auto-suggest of a saved search (user or system) on or off' })
  async update(
    @Param('id', { schema: SavedSearchId }) id: string,
    @Body({ schema: UpdateSavedSearchBody }) body: UpdateSavedSearchBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const { streamId, revision, position } = await this.commands.execute(
      new UpdateSavedSearchCommand(principal.userId, id, body.do_not_auto_suggest, context),
    );
    return { streamId, revision, position };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete one of my saved searches (system searches cannot be deleted)' })
  async remove(
    @Param('id', { schema: SavedSearchId }) id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const { streamId, revision, position } = await this.commands.execute(
      new DeleteSavedSearchCommand(principal.userId, id, context),
    );
    return { streamId, revision, position };
  }
}
