import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SYSTEM_TAG_RULES, SYSTEM_TAGS, type TagEntry } from '@flirtwire/contracts';
import { CustomersAsOfReplays } from '../../as-of/customers-as-of.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { ListTagsQuery } from './list-tags.query.js';

@QueryHandler(ListTagsQuery)
export class ListTagsHandler implements IQueryHandler<ListTagsQuery> {
  constructor(
    private readonly reader: CustomerReader,
    private readonly replays: CustomersAsOfReplays,
  ) {}

  async execute({ creatorId, asOf }: ListTagsQuery) {
    const source = asOf ? await this.replays.open(creatorId, asOf) : undefined;
    const docs = await this.reader.tags(source).find({ creatorId }).toArray();
    const user: TagEntry[] = docs
      .filter((doc) => doc.type === 'user_tag' && doc.deleted !== true)
      .map((doc) => ({
        name: doc.name,
        type: 'user_tag' as const,
        count: Math.max(0, doc.count),
        description: null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    const counts = new Map(
      docs.filter((doc) => doc.type === 'system_tag').map((doc) => [doc.name, doc.count]),
    );
    const system: TagEntry[] = SYSTEM_TAGS.map((name) => ({
      name,
      type: 'system_tag' as const,
      count: Math.max(0, counts.get(name) ?? 0),
      description: SYSTEM_TAG_RULES[name],
    }));
    return { tags: [...user, ...system] };
  }
}
