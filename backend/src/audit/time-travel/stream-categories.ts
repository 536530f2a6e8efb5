import { Inject, Injectable } from '@nestjs/common';
import { inStreamCategory } from '@flirtwire/contracts';
import type { StreamCategory } from './stream-category.js';

export const STREAM_CATEGORIES = Symbol('StreamCategories');

/** The registered stream categories, by name (see stream-categories.registry.ts). */
@Injectable()
export class StreamCategories {
  private readonly byName = new Map<string, StreamCategory>();

  constructor(@Inject(STREAM_CATEGORIES) categories: readonly StreamCategory[]) {
    for (const category of categories) {
      if (this.byName.has(category.category)) {
        throw new Error(`stream category "${category.category}" is registered twice`);
      }
      this.byName.set(category.category, category);
    }
  }

  /** The category of a stream: the longest registered prefix (`customer-tags` before `customer`). */
  of(streamId: string): StreamCategory | undefined {
    let found: StreamCategory | undefined;
    for (const category of this.byName.values()) {
      if (
        inStreamCategory(streamId, category.category) &&
        category.category.length > (found?.category.length ?? -1)
      ) {
        found = category;
      }
    }
    return found;
  }

  all(): StreamCategory[] {
    return [...this.byName.values()];
  }
}
