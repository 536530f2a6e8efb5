import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, READ_MODELS } from '@flirtwire/contracts';
import type { FileItemRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ValidationError } from '../../../shared/errors.js';
import { fileManagerItemView } from '../file-manager-views.js';
import { MediaUrls } from '../media-urls.js';
import { type ItemsPage, ListItemsQuery } from './list-items.query.js';

const ITEM_KEY =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** My files, newest first, in one folder or all, with cursor paging. */
@QueryHandler(ListItemsQuery)
export class ListItemsHandler implements IQueryHandler<ListItemsQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly urls: MediaUrls,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ ownerId, albumId, cursor, perPage }: ListItemsQuery): Promise<ItemsPage> {
    let below = '~';
    if (cursor !== undefined && cursor !== '') {
      const key = /^[\w-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
      if (!ITEM_KEY.test(key)) throw new ValidationError({ cursor: M.cursorInvalid });
      below = key;
    }
    const rows = await this.readModels
      .collection<FileItemRow>(READ_MODELS.fmItems)
      .find(
        albumId === undefined
          ? { ownerId, state: 'live', itemKey: { $lt: below } }
          : { ownerId, albumId, state: 'live', itemKey: { $lt: below } },
        { sort: { itemKey: -1 }, limit: perPage + 1 },
      )
      .toArray();
    const now = this.clock.now();
    const page = rows.slice(0, perPage);
    const last = page[page.length - 1];
    const more = rows.length > perPage;
    return {
      items: page.map((row) => fileManagerItemView(row, this.urls, now)),
      moreRecords: more,
      cursor: more && last ? Buffer.from(last.itemKey, 'utf8').toString('base64url') : null,
    };
  }
}
