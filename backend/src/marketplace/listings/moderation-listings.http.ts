import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BlockListingBody,
  ListingDecisionBody,
  type ListingCommandResponse,
  ListingQueueQuery,
  type ListingQueueResponse,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import {
  BlockListingCommand,
  ReviewListingCommand,
} from './review-listing/review-listing.command.js';
import { ListingViews } from './listing-views.js';

/** The moderation console's listings: the review queue, accept/reject, block. */
@ApiTags('moderation')
@Controller('client_api/moderation/listings')
@Roles('moderator', 'admin')
export class ModerationListingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: ListingViews,
  ) {}

  @Get()
  @ReadsProjections('marketplace-listings')
  @ApiOperation({ summary: 'Listings waiting for review (or all)' })
  queue(
    @Query({ schema: ListingQueueQuery }) query: ListingQueueQuery,
    @CurrentPrincipal() staff: Principal,
  ): Promise<ListingQueueResponse> {
    return this.views.queue(query, staff);
  }

  @Post(':id/decision')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept or reject a listing (a rejection has a reason and comment)' })
  async decide(
    @Param('id') id: string,
    @Body({ schema: ListingDecisionBody }) body: ListingDecisionBody,
    @CurrentPrincipal() staff: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ListingCommandResponse> {
    const outcome = await this.commands.execute(new ReviewListingCommand(staff, id, body, context));
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      listingId: id,
    };
  }

  @Post(':id/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block or unblock a listing (it stays visible, contact hidden)' })
  async block(
    @Param('id') id: string,
    @Body({ schema: BlockListingBody }) body: BlockListingBody,
    @CurrentPrincipal() staff: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ListingCommandResponse> {
    const outcome = await this.commands.execute(
      new BlockListingCommand(staff, id, body.blocked, context),
    );
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      listingId: id,
    };
  }
}
