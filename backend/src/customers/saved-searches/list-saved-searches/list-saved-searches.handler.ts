import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SavedSearchEntry, savedSearchesStreamId } from '@flirtwire/contracts';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { fold } from '../../../shared/domain/decider.js';
import { savedSearchesDecider, SYSTEM_SEARCHES } from '../saved-searches.decider.js';
import { ListSavedSearchesQuery } from './list-saved-searches.query.js';

type SavedSearchEvent = Parameters<typeof savedSearchesDecider.evolve>[1];

/** A Flirt's searches are few: their stream is folded on every read (always current). */
@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ creatorId }: ListSavedSearchesQuery) {
    const events = await this.store.readStream(savedSearchesStreamId(creatorId));
    const state = fold(
      savedSearchesDecider,
      events.map((event) => ({ type: event.type, data: event.data }) as SavedSearchEvent),
    );
    const off = (id: string) => state.doNotAutoSuggest.get(id) ?? false;
    const saved: SavedSearchEntry[] = [
      ...state.searches.map((search) => ({
        id: search.id,
        name: search.name,
        type: 'user_saved_search' as const,
        do_not_auto_suggest: off(search.id),
        filters: search.filters,
        sortOrder: search.sort,
      })),
      ...SYSTEM_SEARCHES.map((search) => ({
        id: search.id,
        name: search.name,
        type: 'system_saved_search' as const,
        do_not_auto_suggest: off(search.id),
        filters: search.filters,
        sortOrder: search.sort,
      })),
    ];
    return { saved_searches: saved };
  }
}
