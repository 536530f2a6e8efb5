import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StreamCategoriesResponse } from '@flirtwire/contracts';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { StreamCategories } from '../time-travel/stream-categories.js';
import { ListStreamCategoriesQuery } from './list-stream-categories.query.js';

@QueryHandler(ListStreamCategoriesQuery)
export class ListStreamCategoriesHandler implements IQueryHandler<ListStreamCategoriesQuery> {
  constructor(
    private readonly categories: StreamCategories,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor }: ListStreamCategoriesQuery): Promise<StreamCategoriesResponse> {
    const categories = this.categories.all().map((entry) => ({
      category: entry.category,
      decider: entry.decider.name,
      eventTypes: [...entry.decider.eventTypes],
      description: entry.description,
    }));
    await this.recorder.query(auditor, 'stream-categories', {}, categories.length);
    return { categories };
  }
}
