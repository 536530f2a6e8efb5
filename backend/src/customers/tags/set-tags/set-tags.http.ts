import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BulkActionResult, RemoveTagsBody, SetTagsBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { jsonSchema } from '../../customers-support.js';
import { RemoveTagsCommand, SetTagsCommand } from './set-tags.command.js';

const TAG_RULES =
  'Tag names: at most 25 characters of printable ASCII without the caret (other characters are stripped); names are unique without regard to case; system tag names are taken.';

@ApiTags('customers')
@Controller('client_api/customers/tags')
@Roles('advisor')
export class SetTagsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create tags and add them to customers (by seekerIds, or every match of filters)',
    description: `With no seekerIds and no filters the tags are only created, and an existing tag is refused. ${TAG_RULES}`,
  })
  @ApiOkResponse({ schema: jsonSchema(BulkActionResult) })
  set(
    @Body({ schema: SetTagsBody }) body: SetTagsBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<BulkActionResult> {
    return this.commands.execute(new SetTagsCommand(principal.userId, body, context));
  }

  @Post('remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take tags off customers (by seekerIds or filters); the tags stay' })
  @ApiOkResponse({ schema: jsonSchema(BulkActionResult) })
  remove(
    @Body({ schema: RemoveTagsBody }) body: RemoveTagsBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<BulkActionResult> {
    return this.commands.execute(new RemoveTagsCommand(principal.userId, body, context));
  }
}
