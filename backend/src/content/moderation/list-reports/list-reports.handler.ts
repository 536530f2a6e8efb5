import { READ_MODELS } from '@flirtwire/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContentReportView } from '@flirtwire/contracts';
import type { ContentReportRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { ListReportsQuery } from './list-reports.query.js';

@QueryHandler(ListReportsQuery)
export class ListReportsHandler implements IQueryHandler<ListReportsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  /** Open reports only: a dismissed or taken-down report has left the moderators' list. */
  async execute({
    limit,
  }: ListReportsQuery): Promise<{ records: ContentReportView[]; moreRecords: boolean }> {
    const rows = await this.readModels
      .collection<ContentReportRow>(READ_MODELS.contentReports)
      .find({ status: 'open' }, { sort: { createdAt: -1 }, limit: limit + 1 })
      .toArray();
    return {
      records: rows.slice(0, limit).map((row) => ({
        id: row._id,
        reporter_id: row.reporterId,
        content_type: row.contentType,
        content_id: row.contentId,
        description: row.description,
        created_at: row.createdAt,
      })),
      moreRecords: rows.length > limit,
    };
  }
}
