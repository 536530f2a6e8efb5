import { Injectable } from '@nestjs/common';
import type { FeedEntitlementRow } from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';
import { FeedReader } from './feed-reader.js';

/** The feed reader on the app's read models. */
@Injectable()
export class Feeds extends FeedReader {
  constructor(readModels: ReadModels) {
    super({ collection: (logical) => readModels.collection(logical) });
  }
}

/** The Flirts whose posts make a viewer's home feed: followed or subscribed, not blocked. */
export function homeCreators(rows: readonly FeedEntitlementRow[]): string[] {
  return rows
    .filter((row) => (row.following || row.subscriber) && !row.blocked)
    .map((row) => row.creatorId);
}
