import {
  CUSTOMER_MESSAGES,
  type CustomerEventOf,
  normalizeTagName,
  SYSTEM_TAGS,
  TAG_NAME_MAX,
  tagKey,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors.js';

type TagEvent = CustomerEventOf<
  | 'CustomerTagCreated'
  | 'CustomerTagRenamed'
  | 'CustomerTagDeleted'
  | 'CustomerTagsApplied'
  | 'CustomerTagsRemoved'
>;

export type TagsCommand =
  /** Creates missing tags and adds every named tag to each batch of customers. */
  | {
      readonly type: 'SetTags';
      readonly creatorId: string;
      readonly names: readonly string[];
      readonly batches: readonly (readonly string[])[];
      /** No customers named: an existing tag is an error ("cannot be added twice"). */
      readonly createOnly: boolean;
    }
  | {
      readonly type: 'RemoveTags';
      readonly creatorId: string;
      readonly names: readonly string[];
      readonly batches: readonly (readonly string[])[];
    }
  | {
      readonly type: 'RenameTag';
      readonly creatorId: string;
      readonly name: string;
      readonly newName: string;
    }
  | { readonly type: 'DeleteTag'; readonly creatorId: string; readonly name: string };

export interface TagsState {
  /** tagKey → the name as created. */
  readonly tags: ReadonlyMap<string, string>;
}

const SYSTEM_KEYS = new Set(SYSTEM_TAGS.map((tag) => tag.toLowerCase()));

/**
 * A valid new tag name (spec 002 §5): printable ASCII without the caret (others stripped), 1 to
 * 25 characters, not a system tag's name.
 */
function validTagName(raw: string, field: string): string {
  const name = normalizeTagName(raw);
  if (name.length === 0) throw new ValidationError({ [field]: CUSTOMER_MESSAGES.tagEmpty });
  if (name.length > TAG_NAME_MAX)
    throw new ValidationError({ [field]: CUSTOMER_MESSAGES.tagTooLong });
  if (SYSTEM_KEYS.has(name.toLowerCase())) {
    throw new ValidationError({ [field]: CUSTOMER_MESSAGES.tagIsSystem });
  }
  return name;
}

/**
 * One Flirt's user tags (stream `customer-tags-<creatorId>`): names are unique without regard
 * to case, and every assignment names tags that exist, in their stored spelling.
 */
export const tagsDecider: Decider<TagsState, TagsCommand, TagEvent> = {
  name: 'customer-tags',
  eventTypes: [
    'CustomerTagCreated',
    'CustomerTagRenamed',
    'CustomerTagDeleted',
    'CustomerTagsApplied',
    'CustomerTagsRemoved',
  ],
  initialState: { tags: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'CustomerTagCreated':
        return { tags: new Map(state.tags).set(tagKey(event.data.name), event.data.name) };
      case 'CustomerTagRenamed': {
        const tags = new Map(state.tags);
        tags.delete(tagKey(event.data.name));
        tags.set(tagKey(event.data.newName), event.data.newName);
        return { tags };
      }
      case 'CustomerTagDeleted': {
        const tags = new Map(state.tags);
        tags.delete(tagKey(event.data.name));
        return { tags };
      }
      case 'CustomerTagsApplied':
      case 'CustomerTagsRemoved':
        return state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SetTags': {
        const events: TagEvent[] = [];
        const names: string[] = [];
        for (const raw of command.names) {
          const name = validTagName(raw, 'tags');
          const existing = state.tags.get(tagKey(name));
          if (existing !== undefined && command.createOnly) {
            throw new DomainError('tag_exists', CUSTOMER_MESSAGES.tagExists, 409, {
              tags: CUSTOMER_MESSAGES.tagExists,
            });
          }
          const stored = existing ?? names.find((n) => tagKey(n) === tagKey(name)) ?? name;
          if (existing === undefined && !names.includes(stored)) {
            events.push({
              type: 'CustomerTagCreated',
              data: { creatorId: command.creatorId, name: stored },
            });
          }
          if (!names.includes(stored)) names.push(stored);
        }
        for (const customerIds of command.batches) {
          if (customerIds.length === 0) continue;
          events.push({
            type: 'CustomerTagsApplied',
            data: { creatorId: command.creatorId, customerIds: [...customerIds], tags: names },
          });
        }
        return events;
      }
      case 'RemoveTags': {
        const names = [
          ...new Set(
            command.names.flatMap((raw) => {
              const stored = state.tags.get(tagKey(raw));
              return stored === undefined ? [] : [stored];
            }),
          ),
        ];
        if (names.length === 0) {
          throw new NotFoundError(CUSTOMER_MESSAGES.tagMissing, 'tag_not_found');
        }
        return command.batches
          .filter((customerIds) => customerIds.length > 0)
          .map((customerIds) => ({
            type: 'CustomerTagsRemoved' as const,
            data: { creatorId: command.creatorId, customerIds: [...customerIds], tags: names },
          }));
      }
      case 'RenameTag': {
        const stored = state.tags.get(tagKey(command.name));
        if (stored === undefined)
          throw new NotFoundError(CUSTOMER_MESSAGES.tagMissing, 'tag_not_found');
        const newName = validTagName(command.newName, 'newName');
        if (newName === stored) return [];
        const clash = state.tags.get(tagKey(newName));
        if (clash !== undefined && clash !== stored) {
          throw new DomainError('tag_exists', CUSTOMER_MESSAGES.tagExists, 409, {
            newName: CUSTOMER_MESSAGES.tagExists,
          });
        }
        return [
          {
            type: 'CustomerTagRenamed',
            data: { creatorId: command.creatorId, name: stored, newName },
          },
        ];
      }
      case 'DeleteTag': {
        const stored = state.tags.get(tagKey(command.name));
        if (stored === undefined)
          throw new NotFoundError(CUSTOMER_MESSAGES.tagMissing, 'tag_not_found');
        return [
          { type: 'CustomerTagDeleted', data: { creatorId: command.creatorId, name: stored } },
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
