import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  type EncodingStatus,
  type ItemType,
  type MediaRating,
  type ModerationStatus,
  POST_EVENT_TYPES,
  POSTABLE_ITEM_TYPES,
  type PostEvent,
  type PostItem,
  type PostType,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../../shared/errors.js';

/** A file the post names, as its own stream says now (gathered by the handler). */
export interface ItemFacts {
  readonly fmItemId: string;
  readonly exists: boolean;
  readonly ownerId: string;
  readonly itemType: ItemType;
  readonly rating: MediaRating | null;
  readonly encodingStatus: EncodingStatus;
  /** How the file's type reads in '{type} files not allowed in Posts' (e.g. 'PDF'). */
  readonly typeLabel: string;
}

/** The author, as identity and onboarding say now. */
export interface CreatorFacts {
  readonly login: string;
  /** Onboarding is complete (spec 000 §4). */
  readonly onboarded: boolean;
  /** Onboarding has reached has_offering / has_package: the first post may be created. */
  readonly mayCreateFirstPost: boolean;
}

export interface PostContent {
  readonly postType: PostType;
  readonly body: string;
  readonly paidBody: string;
  readonly items: readonly { readonly fmItemId: string; readonly sortOrder: number }[];
  readonly hideFromFutureSubscribers: boolean;
  readonly scheduledAt: string | null;
}

export type PostCommand =
  | {
      readonly type: 'CreatePost';
      readonly postId: string;
      readonly creatorId: string;
      readonly content: PostContent;
      readonly publish: boolean;
      readonly creator: CreatorFacts;
      readonly items: readonly ItemFacts[];
      readonly now: string;
    }
  | {
      readonly type: 'EditPost';
      readonly creatorId: string;
      readonly changes: Partial<PostContent>;
      readonly creator: CreatorFacts;
      /** Facts of every file the post will hold after the edit. */
      readonly items: readonly ItemFacts[];
      readonly now: string;
    }
  | {
      readonly type: 'RequestPublish';
      readonly creatorId: string;
      /** undefined keeps the schedule. */
      readonly scheduledAt: string | null | undefined;
      readonly creator: CreatorFacts;
      readonly items: readonly ItemFacts[];
      readonly now: string;
    }
  | {
      /** The platform publishing what is due (scheduler, moderation, finished encoding). */
      readonly type: 'Publish';
      readonly items: readonly ItemFacts[];
      readonly now: string;
    }
  | {
      readonly type: 'AcceptPost';
      readonly moderatorId: string;
      readonly items: readonly ItemFacts[];
      readonly now: string;
    }
  | { readonly type: 'RejectPost'; readonly moderatorId: string; readonly reason: string }
  | { readonly type: 'PinPost' | 'UnpinPost'; readonly creatorId: string }
  | { readonly type: 'DeletePost'; readonly creatorId: string | null };

export interface PostState {
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly postId: string;
  readonly creatorId: string;
  readonly creatorLogin: string;
  readonly postType: PostType;
  readonly body: string;
  readonly paidBody: string;
  readonly items: readonly PostItem[];
  readonly hideFromFutureSubscribers: boolean;
  readonly scheduledAt: string | null;
  readonly publishRequested: boolean;
  readonly moderation: ModerationStatus;
  readonly publishedAt: string | null;
  readonly pinned: boolean;
}

const initialPostState: PostState = {
  exists: false,
  deleted: false,
  postId: '',
  creatorId: '',
  creatorLogin: '',
  postType: 'free',
  body: '',
  paidBody: '',
  items: [],
  hideFromFutureSubscribers: false,
  scheduledAt: null,
  publishRequested: false,
  moderation: 'not_reviewed',
  publishedAt: null,
  pinned: false,
};

const DAY_MS = 86_400_000;
const REJECTED: readonly ModerationStatus[] = ['not_accepted', 'not_accepted_edited'];

function refuse(fields: Record<string, string>): never {
  const message = Object.values(fields)[0] ?? M.captionOrMediaRequired;
  throw new DomainError('invalid_post', message, 422, fields);
}

/** Checks a schedule: only onboarded Flirts, in the future, within a year. */
function checkSchedule(scheduledAt: string | null, creator: CreatorFacts, now: string): void {
  if (scheduledAt === null) return;
  if (!creator.onboarded) refuse({ scheduled_at: M.schedulingAfterOnboarding });
  const at = Date.parse(scheduledAt);
  const current = Date.parse(now);
  if (Number.isNaN(at)) refuse({ scheduled_at: M.scheduleInvalid });
  if (at <= current) refuse({ scheduled_at: M.scheduleInFuture });
  if (at > current + CONTENT_LIMITS.scheduleHorizonDays * DAY_MS) {
    refuse({ scheduled_at: M.scheduleWithinAYear });
  }
}

/**
 * The files of a post, in their sort order, checked against spec 000 §5: only the Flirt's own
 * images, videos and audio; free posts only everyone-rated or unrated ones.
 */
function checkItems(
  content: PostContent,
  creatorId: string,
  facts: readonly ItemFacts[],
): PostItem[] {
  const seen = new Set<string>();
  const ordered = content.items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.index - b.index);
  return ordered.map((item, position) => {
    if (seen.has(item.fmItemId)) refuse({ base: M.mediaDuplicate });
    seen.add(item.fmItemId);
    const fact = facts.find((f) => f.fmItemId === item.fmItemId);
    if (!fact?.exists || fact.ownerId !== creatorId) refuse({ base: M.mediaNotYours });
    const itemType = POSTABLE_ITEM_TYPES.find((type) => type === fact.itemType);
    if (!itemType) refuse({ base: M.filesNotAllowedInPosts(fact.typeLabel) });
    if (content.postType === 'free' && fact.rating !== null && fact.rating !== 'everyone') {
      refuse({ base: M.notEligibleForFreePosts });
    }
    if (fact.encodingStatus === 'failed') refuse({ base: M.mediaFailed });
    return { fmItemId: item.fmItemId, sortOrder: position, itemType };
  });
}

/** The content rules shared by create and edit (spec 000 §4, §5). */
function checkContent(
  content: PostContent,
  creatorId: string,
  creator: CreatorFacts,
  facts: readonly ItemFacts[],
  now: string,
  typeChanged: boolean,
): PostItem[] {
  if (typeChanged) {
    if (!creator.onboarded && content.postType !== 'welcome_kit') {
      refuse({ base: M.welcomeKitOnly });
    }
    if (creator.onboarded && content.postType === 'welcome_kit') {
      refuse({ base: M.welcomeKitAfterOnboarding });
    }
  }
  if (content.postType === 'free' && content.paidBody.trim() !== '') {
    refuse({ paid_body: M.paidBodyOnFreePost });
  }
  if (content.body.trim() === '' && content.paidBody.trim() === '' && content.items.length === 0) {
    refuse({ base: M.captionOrMediaRequired });
  }
  return checkItems(content, creatorId, facts);
}

/** Published when asked, accepted, every file processed and the scheduled time reached. */
function readyToPublish(state: PostState, items: readonly ItemFacts[], now: string): boolean {
  return (
    state.exists &&
    !state.deleted &&
    state.publishRequested &&
    state.publishedAt === null &&
    state.moderation === 'accepted' &&
    state.items.every((item) =>
      items.some((f) => f.fmItemId === item.fmItemId && f.encodingStatus === 'complete'),
    ) &&
    (state.scheduledAt === null || Date.parse(state.scheduledAt) <= Date.parse(now))
  );
}

/** What the post's creation and each edit set: its type, captions, media, schedule and review. */
function contentOf(d: Extract<PostEvent, { type: 'PostEdited' }>['data']) {
  return {
    postType: d.postType,
    body: d.body,
    paidBody: d.paidBody,
    items: d.items,
    hideFromFutureSubscribers: d.hideFromFutureSubscribers,
    scheduledAt: d.scheduledAt,
    moderation: d.moderationStatus,
  };
}

function evolve(state: PostState, event: PostEvent): PostState {
  switch (event.type) {
    case 'PostCreated': {
      const d = event.data;
      return {
        ...state,
        ...contentOf(d),
        exists: true,
        postId: d.postId,
        creatorId: d.creatorId,
        creatorLogin: d.creatorLogin,
        publishRequested: d.publishRequested,
      };
    }
    case 'PostEdited':
      return { ...state, ...contentOf(event.data) };
    case 'PostPublishRequested':
      return { ...state, publishRequested: true, scheduledAt: event.data.scheduledAt };
    case 'PostPublished':
      return { ...state, publishedAt: event.data.publishedAt };
    case 'PostAccepted':
      return { ...state, moderation: 'accepted' };
    case 'PostRejected':
      return { ...state, moderation: 'not_accepted', publishedAt: null, pinned: false };
    case 'PostPinned':
      return { ...state, pinned: true };
    case 'PostUnpinned':
      return { ...state, pinned: false };
    case 'PostDeleted':
      return { ...state, deleted: true, pinned: false };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function live(state: PostState, creatorId?: string | null): void {
  if (!state.exists || state.deleted) throw new NotFoundError(M.postNotFound, 'post_not_found');
  if (creatorId !== undefined && creatorId !== null && creatorId !== state.creatorId) {
    throw new NotFoundError(M.postNotFound, 'post_not_found');
  }
}

/** Appends PostPublished after `events` when they leave the post ready. */
function thenPublish(
  state: PostState,
  events: PostEvent[],
  items: readonly ItemFacts[],
  now: string,
): PostEvent[] {
  const after = events.reduce(evolve, state);
  if (!readyToPublish(after, items, now)) return events;
  return [
    ...events,
    {
      type: 'PostPublished',
      data: {
        postId: after.postId,
        creatorId: after.creatorId,
        postType: after.postType,
        publishedAt: now,
      },
    },
  ];
}

/**
 * A post (`post-<id>`): created with its captions and files, moderated when it holds media,
 * published once requested, accepted, processed and due, never twice; rejected posts leave the
 * feeds and return for review once edited.
 */
export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  name: 'post',
  eventTypes: POST_EVENT_TYPES,
  initialState: initialPostState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'CreatePost': {
        if (state.exists) throw new DomainError('post_exists', 'This post already exists.', 409);
        const { content, creator } = command;
        if (!creator.onboarded && !creator.mayCreateFirstPost) {
          throw new DomainError('onboarding_incomplete', M.onboardingStepsFirst, 422, {
            base: M.onboardingStepsFirst,
          });
        }
        const items = checkContent(
          content,
          command.creatorId,
          creator,
          command.items,
          command.now,
          true,
        );
        checkSchedule(content.scheduledAt, creator, command.now);
        const created: PostEvent = {
          type: 'PostCreated',
          data: {
            postId: command.postId,
            creatorId: command.creatorId,
            creatorLogin: creator.login,
            postType: content.postType,
            body: content.body,
            paidBody: content.paidBody,
            items,
            hideFromFutureSubscribers: content.hideFromFutureSubscribers,
            scheduledAt: content.scheduledAt,
            publishRequested: command.publish,
            moderationStatus: items.length > 0 ? 'not_reviewed' : 'accepted',
          },
        };
        return thenPublish(state, [created], command.items, command.now);
      }
      case 'EditPost': {
        live(state, command.creatorId);
        const changes = command.changes;
        const next: PostContent = {
          postType: changes.postType ?? state.postType,
          body: changes.body ?? state.body,
          paidBody: changes.paidBody ?? state.paidBody,
          items: changes.items ?? state.items,
          hideFromFutureSubscribers:
            changes.hideFromFutureSubscribers ?? state.hideFromFutureSubscribers,
          scheduledAt: changes.scheduledAt !== undefined ? changes.scheduledAt : state.scheduledAt,
        };
        const typeChanged = next.postType !== state.postType;
        if (typeChanged && (state.items.length > 0 || (changes.items?.length ?? 0) > 0)) {
          refuse({ base: M.postTypeFixedByMedia });
        }
        const itemsChanged =
          changes.items !== undefined &&
          (changes.items.length !== state.items.length ||
            [...changes.items]
              .sort((a, b) => a.sortOrder - b.sortOrder)
              .some((item, i) => item.fmItemId !== state.items[i]?.fmItemId));
        if (state.publishedAt !== null && itemsChanged) {
          refuse({ base: M.mediaFixedAfterPublishing });
        }
        if (state.publishedAt !== null && changes.scheduledAt !== undefined) {
          if (changes.scheduledAt !== state.scheduledAt)
            refuse({ scheduled_at: M.alreadyPublished });
        }
        const items = checkContent(
          next,
          state.creatorId,
          command.creator,
          command.items,
          command.now,
          typeChanged,
        );
        if (changes.scheduledAt !== undefined && changes.scheduledAt !== state.scheduledAt) {
          checkSchedule(next.scheduledAt, command.creator, command.now);
        }
        const moderationStatus: ModerationStatus = REJECTED.includes(state.moderation)
          ? 'not_accepted_edited'
          : itemsChanged
            ? items.length > 0
              ? 'not_reviewed'
              : 'accepted'
            : state.moderation;
        const edited: PostEvent = {
          type: 'PostEdited',
          data: {
            postId: state.postId,
            creatorId: state.creatorId,
            postType: next.postType,
            body: next.body,
            paidBody: next.paidBody,
            items,
            hideFromFutureSubscribers: next.hideFromFutureSubscribers,
            scheduledAt: next.scheduledAt,
            moderationStatus,
          },
        };
        return thenPublish(state, [edited], command.items, command.now);
      }
      case 'RequestPublish': {
        live(state, command.creatorId);
        if (state.publishedAt !== null) {
          throw new DomainError('already_published', M.alreadyPublished, 409);
        }
        const scheduledAt =
          command.scheduledAt === undefined ? state.scheduledAt : command.scheduledAt;
        if (command.scheduledAt !== undefined && command.scheduledAt !== state.scheduledAt) {
          checkSchedule(scheduledAt, command.creator, command.now);
        }
        const requested: PostEvent[] =
          state.publishRequested && scheduledAt === state.scheduledAt
            ? []
            : [
                {
                  type: 'PostPublishRequested',
                  data: { postId: state.postId, creatorId: state.creatorId, scheduledAt },
                },
              ];
        return thenPublish(state, requested, command.items, command.now);
      }
      case 'Publish':
        if (!state.exists || state.deleted || state.publishedAt !== null) return [];
        return thenPublish(state, [], command.items, command.now);
      case 'AcceptPost': {
        live(state);
        if (state.moderation === 'accepted') return [];
        return thenPublish(
          state,
          [
            {
              type: 'PostAccepted',
              data: {
                postId: state.postId,
                creatorId: state.creatorId,
                moderatorId: command.moderatorId,
              },
            },
          ],
          command.items,
          command.now,
        );
      }
      case 'RejectPost':
        live(state);
        if (state.moderation === 'not_accepted') return [];
        return [
          {
            type: 'PostRejected',
            data: {
              postId: state.postId,
              creatorId: state.creatorId,
              moderatorId: command.moderatorId,
              reason: command.reason,
            },
          },
        ];
      case 'PinPost':
        live(state, command.creatorId);
        if (state.publishedAt === null) {
          throw new DomainError('not_published', 'Only published posts can be pinned.', 422);
        }
        return state.pinned
          ? []
          : [{ type: 'PostPinned', data: { postId: state.postId, creatorId: state.creatorId } }];
      case 'UnpinPost':
        live(state, command.creatorId);
        return state.pinned
          ? [{ type: 'PostUnpinned', data: { postId: state.postId, creatorId: state.creatorId } }]
          : [];
      case 'DeletePost':
        if (state.exists && state.deleted) return [];
        live(state, command.creatorId);
        return [
          { type: 'PostDeleted', data: { postId: state.postId, creatorId: state.creatorId } },
        ];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
