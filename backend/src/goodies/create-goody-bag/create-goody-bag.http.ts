import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateGoodyBagBody, type GoodyBagCommandResult } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { CreateGoodyBagCommand } from './create-goody-bag.command.js';

@ApiTags('goodies')
@Controller('client_api/goody_bags')
export class CreateGoodyBagController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Roles('advisor')
  @ApiOperation({ summary: 'Compose a goody bag from your files' })
  create(
    @Body({ schema: CreateGoodyBagBody }) body: CreateGoodyBagBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<GoodyBagCommandResult> {
    return this.commands.execute(new CreateGoodyBagCommand(principal.userId, body, context));
  }
}
