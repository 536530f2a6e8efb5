import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  isUuid,
  MAIL_MESSAGES,
  type MailDraftResponse,
  MailListParams,
  type MailListResponse,
  type MailPriceQuote,
  type MailSettingsResponse,
  type MailView,
  type OpenMailResponse,
  SendMailBody,
  type SendMailResponse,
  SetMailPriceBody,
  type UnreadMailCountResponse,
} from '@flirtwire/contracts';
import type { FastifyReply } from 'fastify';
import { UserDirectory } from '../identity/user/user-directory.js';
import { isAdvisor } from '../identity/user/user.state.js';
import { ReadsProjections } from '../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../shared/auth/roles.guard.js';
import { CLOCK, type Clock } from '../shared/domain/clock.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import { ReqContext, type RequestContext } from '../shared/http/request-context.js';
import {
  OpenMailCommand,
  SendMailCommand,
  SetMailPriceCommand,
  StartMailDraftCommand,
} from './mail.commands.js';
import { MailViews } from './mail-views.js';
import { Throttle } from '../shared/http/throttle/throttle.guard.js';

const FLIRTS_ONLY = 'Only Flirts set a mail price.';

/** Paid mail between customers and Flirts (docs/adr/0116). */
@ApiTags('mail')
@Controller('client_api')
export class MailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: MailViews,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('mail')
  @Roles()
  @ReadsProjections('mailbox')
  @ApiOperation({ summary: 'My inbox or sent folder, newest first' })
  list(
    @Query({ schema: MailListParams }) params: MailListParams,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MailListResponse> {
    return this.views.list(principal.userId, params.folder, params.page);
  }

  @Get('unread_mail_count')
  @Roles()
  @ReadsProjections('mailbox')
  @ApiOperation({ summary: 'Mails in my inbox I have not opened' })
  async unread(@CurrentPrincipal() principal: Principal): Promise<UnreadMailCountResponse> {
    return { unread_mail_count: await this.views.unreadCount(principal.userId) };
  }

  @Get('mail_settings')
  @Roles()
  @ApiOperation({ summary: 'My mail price (Flirts)' })
  async settings(@CurrentPrincipal() principal: Principal): Promise<MailSettingsResponse> {
    await this.flirt(principal.userId);
    return this.views.settings(principal.userId);
  }

  @Put('mail_settings')
  @Roles()
  @ApiOperation({ summary: 'Set my mail price (Flirts): 0 for free mail' })
  async setPrice(
    @Body({ schema: SetMailPriceBody }) body: SetMailPriceBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult & { message: string }> {
    await this.flirt(principal.userId);
    const outcome = await this.commands.execute(
      new SetMailPriceCommand(principal.userId, body.price_cents, context),
    );
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      message: MAIL_MESSAGES.saved,
    };
  }

  @Get('mail_quote/:recipient')
  @Roles()
  @ApiOperation({ summary: 'What writing to this person costs me' })
  quote(
    @Param('recipient') recipient: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MailPriceQuote> {
    return this.views.quote(principal.userId, recipient);
  }

  @Get('mail_drafts/:id')
  @Roles()
  @ApiOperation({ summary: "The recipients My Customers' bulk Mail handed to the compose page" })
  draft(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MailDraftResponse> {
    if (!isUuid(id)) throw new NotFoundError(MAIL_MESSAGES.draftNotFound, 'draft_not_found');
    return this.views.draft(principal.userId, id);
  }

  @Get('mail/:id')
  @Roles()
  @ApiOperation({ summary: 'One of my mails (locked until paid when it has a price)' })
  get(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<MailView> {
    if (!isUuid(id)) throw new NotFoundError(MAIL_MESSAGES.notFound, 'mail_not_found');
    return this.views.get(principal.userId, id, this.clock.now());
  }

  @Post('mail')
  @Throttle('mail')
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Send a mail to one or more people (paid first when it costs)' })
  send(
    @Body({ schema: SendMailBody }) body: SendMailBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SendMailResponse> {
    return this.commands.execute(new SendMailCommand(principal.userId, body, context));
  }

  @Post('mail/:id/open')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Open a mail I received, paying its price when it has one' })
  open(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<OpenMailResponse> {
    if (!isUuid(id)) throw new NotFoundError(MAIL_MESSAGES.notFound, 'mail_not_found');
    return this.commands.execute(new OpenMailCommand(principal.userId, id, context));
  }

  private async flirt(userId: string): Promise<void> {
    if (!isAdvisor(await this.directory.load(userId))) throw new ForbiddenError(FLIRTS_ONLY);
  }
}

/** Where the compose page goes back to: a path of ours only. */
function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return '/my_customers';
  }
  if (value.includes('\\') || value.length > 200) return '/my_customers';
  return value;
}

/**
 * My Customers' bulk Mail posts a plain form here (`message[recipients_list]`, comma-separated
 * member names, and `csrf_token`, checked like the header). The recipients are kept as a draft
 * and the browser goes on to the compose page with it (a list of thousands fits no URL).
 */
@ApiTags('mail')
@Controller('messages')
export class ComposeFormController {
  constructor(private readonly commands: CommandBus) {}

  @Post('compose')
  @Roles()
  @ApiOperation({ summary: "My Customers' bulk Mail form: opens the compose page with them" })
  async compose(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const list = fields['message[recipients_list]'];
    const logins = (typeof list === 'string' ? list : '')
      .split(',')
      .map((login) => login.trim())
      .filter((login) => login.length > 0);
    const returnTo = safeReturnTo(fields.return_to ?? '/my_customers');
    if (logins.length === 0) {
      void reply.redirect(`/messages/compose?return_to=${encodeURIComponent(returnTo)}`, 303);
      return;
    }
    const { draftId } = await this.commands.execute(
      new StartMailDraftCommand(principal.userId, logins, returnTo, context),
    );
    void reply.redirect(
      `/messages/compose?draft=${draftId}&return_to=${encodeURIComponent(returnTo)}`,
      303,
    );
  }
}
