import {
  GOODY_MESSAGES as M,
  GOODY_PRICE_MAX_CENTS,
  GOODY_PRICE_MIN_CENTS,
  type GoodyBagContent,
  type GoodyEvent,
  canonicalJson,
  type ItemType,
  moneyInputCents,
  type MoneyInput,
  POSTABLE_ITEM_TYPES,
  type PostableItemType,
} from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';

type GoodyBagStatus = 'draft' | 'published';

export interface GoodyBagState {
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly goodyBagId: string;
  readonly creatorId: string;
  readonly status: GoodyBagStatus;
  readonly content: GoodyBagContent | null;
}

export const initialGoodyBagState: GoodyBagState = {
  exists: false,
  deleted: false,
  goodyBagId: '',
  creatorId: '',
  status: 'draft',
  content: null,
};

export type GoodyBagCommand =
  | {
      readonly type: 'CreateGoodyBag';
      readonly goodyBagId: string;
      readonly creatorId: string;
      readonly content: GoodyBagContent;
      readonly publish: boolean;
    }
  | { readonly type: 'EditGoodyBag'; readonly creatorId: string; readonly content: GoodyBagContent }
  | { readonly type: 'PublishGoodyBag'; readonly creatorId: string }
  | { readonly type: 'UnpublishGoodyBag'; readonly creatorId: string }
  | { readonly type: 'DeleteGoodyBag'; readonly creatorId: string };

/** A file the Flirt picked, as its media stream tells it (gathered by the handler). */
export interface PickedMedia {
  readonly itemId: string;
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly ownerId: string;
  readonly itemType: ItemType;
}

/** What the composer sent, before the rules: the price as typed, the files by id. */
export interface GoodyBagDraft {
  readonly title: string;
  readonly description: string;
  readonly price: MoneyInput;
  readonly mediaIds: readonly string[];
  readonly coverMediaId: string | null;
  readonly dominanceTags: GoodyBagContent['dominanceTags'];
  readonly ageTags: GoodyBagContent['ageTags'];
  readonly raceTags: GoodyBagContent['raceTags'];
  readonly contentRating: GoodyBagContent['contentRating'];
  readonly kinkTags: GoodyBagContent['kinkTags'];
}

const isPostable = (type: ItemType): type is PostableItemType =>
  (POSTABLE_ITEM_TYPES as readonly string[]).includes(type);
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * The bag's content from a draft: the price within $1.99 to $500.00 in whole cents, and only
 * the Flirt's own live images, videos and audio (someone else's file reads as "not yours",
 * never as which file it is). Errors name the field.
 */
export function composeContent(
  draft: GoodyBagDraft,
  creatorId: string,
  media: readonly PickedMedia[],
): GoodyBagContent {
  const priceCents = moneyInputCents(draft.price);
  if (priceCents === null) throw new ValidationError({ price: M.priceFormat });
  if (priceCents < GOODY_PRICE_MIN_CENTS || priceCents > GOODY_PRICE_MAX_CENTS) {
    throw new ValidationError({ price: M.price });
  }
  if (draft.mediaIds.length === 0) throw new ValidationError({ media_ids: M.mediaRequired });
  if (unique(draft.mediaIds).length !== draft.mediaIds.length) {
    throw new ValidationError({ media_ids: M.mediaDuplicate });
  }
  const byId = new Map(media.map((item) => [item.itemId, item]));
  const items = draft.mediaIds.map((id, sortOrder) => {
    const item = byId.get(id);
    if (!item?.exists || item.deleted || item.ownerId !== creatorId) {
      throw new ValidationError({ media_ids: M.mediaNotYours });
    }
    if (!isPostable(item.itemType)) throw new ValidationError({ media_ids: M.mediaType });
    return { fmItemId: id, itemType: item.itemType, sortOrder };
  });
  const cover = draft.coverMediaId === null ? null : byId.get(draft.coverMediaId);
  if (cover !== null) {
    // The cover is public: it must be the Flirt's own image, and never a file buyers pay for.
    if (!cover?.exists || cover.deleted || cover.ownerId !== creatorId) {
      throw new ValidationError({ cover_media_id: M.coverNotImage });
    }
    if (cover.itemType !== 'image') throw new ValidationError({ cover_media_id: M.coverNotImage });
    if (draft.mediaIds.includes(cover.itemId)) {
      throw new ValidationError({ cover_media_id: M.coverIsPaidFile });
    }
  }
  return {
    title: draft.title,
    description: draft.description,
    priceCents,
    items,
    dominanceTags: unique(draft.dominanceTags),
    ageTags: unique(draft.ageTags),
    raceTags: unique(draft.raceTags),
    contentRating: draft.contentRating,
    kinkTags: unique(draft.kinkTags),
    coverMediaId: draft.coverMediaId,
  };
}

/** The bag as its Flirt may change it: someone else's (or a deleted one) is not found. */
function owned(state: GoodyBagState, creatorId: string): GoodyBagState {
  if (!state.exists || state.deleted || state.creatorId !== creatorId) {
    throw new NotFoundError(M.notFound, 'goody_bag_not_found');
  }
  return state;
}

/**
 * One goody bag (`goody-bag-<id>`): composed as a draft (or published at once), edited,
 * put on sale and taken off, deleted. Repeating a change that is already in force records
 * nothing, so a double click or a retry is harmless.
 */
export const goodyBagDecider: Decider<GoodyBagState, GoodyBagCommand, GoodyEvent> = {
  name: 'goody-bag',
  eventTypes: [
    'GoodyBagCreated',
    'GoodyBagEdited',
    'GoodyBagPublished',
    'GoodyBagUnpublished',
    'GoodyBagDeleted',
  ],
  initialState: initialGoodyBagState,
  evolve(state, event) {
    switch (event.type) {
      case 'GoodyBagCreated': {
        const { goodyBagId, creatorId, ...content } = event.data;
        return { ...state, exists: true, goodyBagId, creatorId, status: 'draft', content };
      }
      case 'GoodyBagEdited': {
        const { goodyBagId: _id, creatorId: _creator, ...content } = event.data;
        return { ...state, content };
      }
      case 'GoodyBagPublished':
        return { ...state, status: 'published' };
      case 'GoodyBagUnpublished':
        return { ...state, status: 'draft' };
      case 'GoodyBagDeleted':
        return { ...state, deleted: true, status: 'draft' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'CreateGoodyBag') {
      if (state.exists) return [];
      const bag = { goodyBagId: command.goodyBagId, creatorId: command.creatorId };
      return [
        { type: 'GoodyBagCreated', data: { ...bag, ...command.content } },
        ...(command.publish ? [{ type: 'GoodyBagPublished' as const, data: bag }] : []),
      ];
    }
    const bag = owned(state, command.creatorId);
    const ids = { goodyBagId: bag.goodyBagId, creatorId: bag.creatorId };
    switch (command.type) {
      case 'EditGoodyBag':
        return canonicalJson(bag.content) === canonicalJson(command.content)
          ? []
          : [{ type: 'GoodyBagEdited', data: { ...ids, ...command.content } }];
      case 'PublishGoodyBag':
        return bag.status === 'published' ? [] : [{ type: 'GoodyBagPublished', data: ids }];
      case 'UnpublishGoodyBag':
        return bag.status === 'draft' ? [] : [{ type: 'GoodyBagUnpublished', data: ids }];
      case 'DeleteGoodyBag':
        return [{ type: 'GoodyBagDeleted', data: ids }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
