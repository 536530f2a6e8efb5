import { Query } from '@nestjs/cqrs';
import type { AlbumView } from '@flirtwire/contracts';

export class ListAlbumsQuery extends Query<{ albums: AlbumView[] }> {
  constructor(readonly ownerId: string) {
    super();
  }
}
