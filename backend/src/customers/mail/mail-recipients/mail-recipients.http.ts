import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MailRecipientsBody, MailRecipientsResponse } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { MailRecipientsQuery } from './mail-recipients.query.js';

@ApiTags('customers')
@Controller('client_api/customers/mail_recipients')
@Roles('advisor')
export class MailRecipientsController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail hand-off: the recipients for POST /messages/compose (by ids or filters)',
    description: 'Post them as message[recipients_list] with the CSRF token to /messages/compose.',
  })
  @ApiOkResponse({ schema: jsonSchema(MailRecipientsResponse) })
  recipients(
    @Body({ schema: MailRecipientsBody }) body: MailRecipientsBody,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MailRecipientsResponse> {
    return this.queries.execute(new MailRecipientsQuery(principal.userId, body));
  }
}
