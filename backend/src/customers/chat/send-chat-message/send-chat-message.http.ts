import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BulkActionResult, ChatMessagesBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { jsonSchema } from '../../customers-support.js';
import { SendChatMessageCommand } from './send-chat-message.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

@ApiTags('customers')
@Controller('client_api/customers/chat_messages')
@Roles('advisor')
export class SendChatMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Throttle('chat')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a chat message (at most 1000 characters) to customers (by ids or filters)',
    description:
      'Blocked customers are skipped. The chat system delivers it; it counts as contact.',
  })
  @ApiOkResponse({ schema: jsonSchema(BulkActionResult) })
  send(
    @Body({ schema: ChatMessagesBody }) body: ChatMessagesBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<BulkActionResult> {
    return this.commands.execute(new SendChatMessageCommand(principal.userId, body, context));
  }
}
