import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AccountFeedbacksQuery,
  type AccountFeedbacksResponse,
  type FeedbacksToLeaveResponse,
  LeaveFeedbackBody,
  type LeaveFeedbackResponse,
  ListingFeedbacksQuery,
  type ListingFeedbacksResponse,
  NewFeedbackQuery,
  type NewFeedbackResponse,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import { LeaveFeedbackCommand } from './leave-feedback/leave-feedback.command.js';
import { FeedbackViews } from './list-feedbacks/feedback-views.js';

/** Leaving feedback on one's own calls, goodies and paid mail (docs/adr/0113). */
@ApiTags('feedback')
@Controller('client_api/feedbacks')
export class FeedbacksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: FeedbackViews,
  ) {}

  @Get()
  @Roles()
  @ReadsProjections('feedback', 'advisor-directory')
  @ApiOperation({ summary: 'My transactions of the past 7 days, open for feedback or not' })
  toLeave(@CurrentPrincipal() principal: Principal): Promise<FeedbacksToLeaveResponse> {
    return this.views.toLeave(principal.userId);
  }

  @Get('new')
  @Roles()
  @ReadsProjections('feedback', 'advisor-directory')
  @ApiOperation({ summary: 'The new-feedback form of one of my transactions' })
  newForm(
    @Query({ schema: NewFeedbackQuery }) query: NewFeedbackQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NewFeedbackResponse> {
    return this.views.newForm(principal.userId, query.object_type, query.object_id);
  }

  @Post()
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Leave feedback on one of my transactions (once, within 7 days)' })
  async leave(
    @Body({ schema: LeaveFeedbackBody }) body: LeaveFeedbackBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<LeaveFeedbackResponse> {
    const outcome = await this.commands.execute(
      new LeaveFeedbackCommand(principal.userId, body, context),
    );
    const left = outcome.events.find((event) => event.type === 'FeedbackLeft');
    const data = (left?.data ?? {}) as { feedbackId?: string; textBlocked?: boolean };
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      feedback_id: data.feedbackId ?? '',
      text_blocked: data.textBlocked ?? false,
    };
  }
}

/** A listing's feedback (the storefront's feedback drawer); open to visitors, names masked. */
@ApiTags('feedback')
@Controller('client_api/listings')
export class ListingFeedbacksController {
  constructor(private readonly views: FeedbackViews) {}

  @Get(':id/feedbacks')
  @ReadsProjections('feedback', 'customer-rows')
  @ApiOperation({ summary: 'Feedback on a listing, 20 a page' })
  list(
    @Param('id') id: string,
    @Query({ schema: ListingFeedbacksQuery }) query: ListingFeedbacksQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<ListingFeedbacksResponse> {
    return this.views.listing(id, query, principal !== null);
  }
}

/** Feedback the signed-in Flirt received (40 a page; one customer's with seekerId). */
@ApiTags('feedback')
@Controller('client_api/account/feedbacks')
export class AccountFeedbacksController {
  constructor(private readonly views: FeedbackViews) {}

  @Get()
  @Roles()
  @ReadsProjections('feedback', 'customer-rows')
  @ApiOperation({ summary: 'Feedback I received, with the average rating' })
  list(
    @Query({ schema: AccountFeedbacksQuery }) query: AccountFeedbacksQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AccountFeedbacksResponse> {
    return this.views.received(principal.userId, query);
  }
}
