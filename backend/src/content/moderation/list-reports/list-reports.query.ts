import { Query } from '@nestjs/cqrs';
import type { ContentReportView } from '@flirtwire/contracts';

export class ListReportsQuery extends Query<{
  records: ContentReportView[];
  moreRecords: boolean;
}> {
  constructor(readonly limit: number) {
    super();
  }
}
