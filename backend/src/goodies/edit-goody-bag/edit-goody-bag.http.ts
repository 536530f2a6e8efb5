import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type GoodyBagCommandResult, UpdateGoodyBagBody } from '@flirtwire/contracts';
import { OwnedBy } from '../../shared/auth/ownership.guard.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { GoodyBagOwner } from '../goody-bag-owner.js';
import { EditGoodyBagCommand } from './edit-goody-bag.command.js';

@ApiTags('goodies')
@Controller('client_api/goody_bags')
export class EditGoodyBagController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id')
  @Roles('advisor')
  @OwnedBy(GoodyBagOwner)
  @ApiOperation({ summary: 'Edit one of your goody bags' })
  edit(
    @Param('id') id: string,
    @Body({ schema: UpdateGoodyBagBody }) body: UpdateGoodyBagBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<GoodyBagCommandResult> {
    return this.commands.execute(new EditGoodyBagCommand(principal.userId, id, body, context));
  }
}
