import { Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, SetNoteBody } from '@flirtwire/contracts';
import { z } from 'zod';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { SetNoteCommand } from './set-note.command.js';

export const LoginParam = z.string().min(1).max(40);

@ApiTags('customers')
@Controller('client_api/customers')
@Roles('advisor')
export class SetNoteController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Save my note on a customer (spec 002 §7: login, seekerId, note); empty clears it',
  })
  set(
    @Param('login', { schema: LoginParam }) login: string,
    @Body({ schema: SetNoteBody }) body: SetNoteBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { note: string | null }> {
    return this.commands.execute(
      new SetNoteCommand(principal.userId, login, body.seekerId, body.note, context),
    );
  }
}
