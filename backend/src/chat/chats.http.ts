import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ChatEvent,
  type ChatListResponse,
  ChatMessagesParams,
  type ChatMessagesResponse,
  type CommandResult,
  SendChatMessageBody,
  type SendChatMessageResponse,
} from '@flirtwire/contracts';
import type { Principal } from '../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../shared/http/request-context.js';
import { ReadsProjections } from '../read-side/read-your-writes/read-your-writes.js';
import { ChatParties } from './chat-parties.js';
import { ChatViews } from './chat-views.js';
import { MarkChatReadCommand, SendChatMessageCommand } from './send-chat-message.command.js';
import { Throttle } from '../shared/http/throttle/throttle.guard.js';

/** Chat between a customer and a Flirt; `{id}` is the other person's id or slug. */
@ApiTags('chat')
@Controller('client_api/chats')
export class ChatsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: ChatViews,
    private readonly parties: ChatParties,
  ) {}

  @Get()
  @Roles()
  @ReadsProjections('chats')
  @ApiOperation({ summary: 'My conversations with unread counts' })
  list(@CurrentPrincipal() principal: Principal): Promise<ChatListResponse> {
    return this.views.list(principal.userId);
  }

  @Get(':id/messages')
  @Roles()
  @ReadsProjections('chats')
  @ApiOperation({ summary: 'The messages of one of my conversations, newest page first' })
  messages(
    @Param('id') id: string,
    @Query({ schema: ChatMessagesParams }) params: ChatMessagesParams,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ChatMessagesResponse> {
    return this.views.messages(principal.userId, id, params.before, this.parties);
  }

  @Post(':id/messages')
  @Throttle('chat')
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Send a chat message (a new volley is paid first)' })
  async send(
    @Param('id') id: string,
    @Body({ schema: SendChatMessageBody }) body: SendChatMessageBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SendChatMessageResponse> {
    const outcome = await this.commands.execute(
      new SendChatMessageCommand(principal.userId, id, body, context),
    );
    const sent = outcome.events.find((event) => event.type === 'ChatMessageSent');
    const data = (sent?.data ?? null) as
      Extract<ChatEvent, { type: 'ChatMessageSent' }>['data'] | null;
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      message: {
        id: data?.messageId ?? '',
        from: data?.from ?? 'customer',
        mine: true,
        text: data?.text ?? body.text,
        at: data?.at ?? '',
        status: 'sent',
        amount_cents: data?.amountCents ?? 0,
        paid_by: data?.paidBy ?? 'none',
        message_class: data?.messageClass ?? 'other',
        // The sender sees the photo once the conversation refreshes (URLs are signed per viewer).
        photo: null,
        gift_cents: data?.giftCents ?? 0,
        request_paid: false,
        request_id: data?.requestId ?? null,
      },
    };
  }

  @Post(':id/read')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: "Mark the other side's messages read" })
  async read(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const outcome = await this.commands.execute(
      new MarkChatReadCommand(principal.userId, id, context),
    );
    return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
  }
}
