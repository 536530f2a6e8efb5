import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SavedSearchEntry, savedSearchesStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { savedSearchesDecider, SYSTEM_SEARCHES } from '../saved-searches.decider.js';
import { ListSavedSearchesQuery } from './list-saved-searches.query.js';

/** A Flirt's searches are few: their stream's state is read on every request (always current). */
@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(private readonly commands: CommandProcessor) {}

  async execute({ creatorId }: ListSavedSearchesQuery) {
    const state = await this.commands.state(savedSearchesDecider, savedSearchesStreamId(creatorId));
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
