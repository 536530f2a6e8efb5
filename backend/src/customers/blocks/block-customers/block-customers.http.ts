import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BlockingsBody, BulkActionResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { jsonSchema } from '../../customers-support.js';
import { BlockCustomersCommand } from './block-customers.command.js';

@ApiTags('customers')
@Controller('client_api/customers/blockings')
@Roles('advisor')
export class BlockCustomersController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Block customers (by ids, or every match of filters)',
    description:
      'A blocked customer cannot contact or buy from you, and their subscriptions end (spec 002 §4). Confirmations are the UI’s.',
  })
  @ApiOkResponse({ schema: jsonSchema(BulkActionResult) })
  block(
    @Body({ schema: BlockingsBody }) body: BlockingsBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<BulkActionResult> {
    return this.commands.execute(new BlockCustomersCommand(principal.userId, true, body, context));
  }

  @Post('unblock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unblock customers (by ids, or every match of filters)' })
  @ApiOkResponse({ schema: jsonSchema(BulkActionResult) })
  unblock(
    @Body({ schema: BlockingsBody }) body: BlockingsBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<BulkActionResult> {
    return this.commands.execute(new BlockCustomersCommand(principal.userId, false, body, context));
  }
}
