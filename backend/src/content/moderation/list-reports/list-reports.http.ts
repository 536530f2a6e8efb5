import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ContentReportView, PageQuery } from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ListReportsQuery } from './list-reports.query.js';

@ApiTags('moderation')
@Controller('feeds/moderation')
export class ListReportsController {
  constructor(private readonly queries: QueryBus) {}

  /** Reported content, newest first. */
  @Get('reports')
  @Roles('moderator')
  @ReadsProjections('content-reports')
  @ApiOperation({ summary: 'Content reports' })
  list(
    @Query({ schema: PageQuery }) query: PageQuery,
  ): Promise<{ records: ContentReportView[]; moreRecords: boolean }> {
    return this.queries.execute(new ListReportsQuery(query.per_page));
  }
}
