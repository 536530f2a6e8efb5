import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GoodyBagCommandResult } from '@flirtwire/contracts';
import { OwnedBy } from '../../shared/auth/ownership.guard.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { GoodyBagOwner } from '../goody-bag-owner.js';
import { DeleteGoodyBagCommand, PublishGoodyBagCommand } from './publish-goody-bag.command.js';

@ApiTags('goodies')
@Controller('client_api/goody_bags')
export class PublishGoodyBagController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/publish')
  @HttpCode(200)
  @Roles('advisor')
  @OwnedBy(GoodyBagOwner)
  @ApiOperation({ summary: 'Put one of your goody bags on sale' })
  publish(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<GoodyBagCommandResult> {
    return this.commands.execute(new PublishGoodyBagCommand(principal.userId, id, true, context));
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @Roles('advisor')
  @OwnedBy(GoodyBagOwner)
  @ApiOperation({ summary: 'Take one of your goody bags off sale' })
  unpublish(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<GoodyBagCommandResult> {
    return this.commands.execute(new PublishGoodyBagCommand(principal.userId, id, false, context));
  }

  @Delete(':id')
  @Roles('advisor')
  @OwnedBy(GoodyBagOwner)
  @ApiOperation({ summary: 'Delete one of your goody bags' })
  remove(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<GoodyBagCommandResult> {
    return this.commands.execute(new DeleteGoodyBagCommand(principal.userId, id, context));
  }
}
