import { Query } from '@nestjs/cqrs';
import type { SavedSearchesResponse } from '@flirtwire/contracts';

/** 'Your Searches' and 'System Searches' (spec 002 Manage Saved Searches). */
export class ListSavedSearchesQuery extends Query<SavedSearchesResponse> {
  constructor(readonly creatorId: string) {
    super();
  }
}
