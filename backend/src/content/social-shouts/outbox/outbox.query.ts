import { Query } from '@nestjs/cqrs';
import type { ShoutOutboxEntry } from '@flirtwire/contracts';

export class ShoutOutboxQuery extends Query<{ shouts: ShoutOutboxEntry[] }> {
  constructor(
    readonly creatorId: string,
    readonly limit: number,
  ) {
    super();
  }
}
