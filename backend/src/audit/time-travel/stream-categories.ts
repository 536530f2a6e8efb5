import { Inject, Injectable } from '@nestjs/common';
import { categoryOf, type StreamCategory } from './stream-category.js';

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

  of(streamId: string): StreamCategory | undefined {
    return this.byName.get(categoryOf(streamId));
  }

  all(): StreamCategory[] {
    return [...this.byName.values()];
  }
}
