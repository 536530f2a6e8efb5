import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ContentCheck, ContentCheckBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ContentCheckQuery } from './content-check.query.js';

@ApiTags('feeds')
@Controller('feeds/accounts')
export class ContentCheckController {
  constructor(private readonly queries: QueryBus) {}

  /** The combined feed (the given Flirts, or the ones I follow) has content. */
  @Post('combined_feed_content_check')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Whether the combined feed has content' })
  combined(
    @Body({ schema: ContentCheckBody }) body: ContentCheckBody,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContentCheck> {
    return this.queries.execute(new ContentCheckQuery(body.advisor_ids, principal.userId));
  }

  /** Each given Flirt's feed has content (storefront feed tab, spec 001 §2.1). */
  @Post('creator_feed_content_check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether Flirts’ feeds have content' })
  creator(@Body({ schema: ContentCheckBody }) body: ContentCheckBody): Promise<ContentCheck> {
    return this.queries.execute(new ContentCheckQuery(body.advisor_ids, null));
  }
}
