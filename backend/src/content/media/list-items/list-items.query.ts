import { Query } from '@nestjs/cqrs';
import type { FileManagerItemView } from '@flirtwire/contracts';

export interface ItemsPage {
  readonly items: FileManagerItemView[];
  readonly moreRecords: boolean;
  readonly cursor: string | null;
}

export class ListItemsQuery extends Query<ItemsPage> {
  constructor(
    readonly ownerId: string,
    readonly albumId: string | undefined,
    readonly cursor: string | undefined,
    readonly perPage: number,
  ) {
    super();
  }
}
