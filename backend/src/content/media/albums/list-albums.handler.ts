import { READ_MODELS } from '@flirtwire/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AlbumView } from '@flirtwire/contracts';
import type { AlbumRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { ListAlbumsQuery } from './list-albums.query.js';

@QueryHandler(ListAlbumsQuery)
export class ListAlbumsHandler implements IQueryHandler<ListAlbumsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ ownerId }: ListAlbumsQuery): Promise<{ albums: AlbumView[] }> {
    const rows = await this.readModels
      .collection<AlbumRow>(READ_MODELS.fmAlbums)
      .find({ ownerId }, { sort: { createdAt: 1 }, limit: 500 })
      .toArray();
    return {
      albums: rows.map((row) => ({
        id: row._id,
        name: row.name,
        items_count: row.itemsCount,
        created_at: row.createdAt,
      })),
    };
  }
}
