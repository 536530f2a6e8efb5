import { READ_MODELS } from '@flirtwire/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ShoutOutboxEntry } from '@flirtwire/contracts';
import type { ShoutOutboxRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { outboxEntry } from '../social-views.js';
import { ShoutOutboxQuery } from './outbox.query.js';

@QueryHandler(ShoutOutboxQuery)
export class ShoutOutboxHandler implements IQueryHandler<ShoutOutboxQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ creatorId, limit }: ShoutOutboxQuery): Promise<{ shouts: ShoutOutboxEntry[] }> {
    const rows = await this.readModels
      .collection<ShoutOutboxRow>(READ_MODELS.socialOutbox)
      .find({ creatorId }, { sort: { createdAt: -1 }, limit })
      .toArray();
    return { shouts: rows.map(outboxEntry) };
  }
}
