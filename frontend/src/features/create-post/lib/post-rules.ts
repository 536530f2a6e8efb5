import {
  CONTENT_MESSAGES,
  type FileManagerItemResponse,
  POSTABLE_ITEM_TYPES,
  type PostType,
} from '@flirtwire/contracts';

/** A file chosen for the post, with the rule it breaks (if any) shown under it. */
export interface ChosenMedia {
  readonly item: FileManagerItemResponse;
  readonly error: string | null;
}

export type EditablePostType = Extract<PostType, 'free' | 'subscriber' | 'welcome_kit'>;

/** Spec 000 §9: the recommended number of subscriber posts to start with. */
export const RECOMMENDED_FIRST_POSTS = 10;
/** Spec 000 §9: a scheduled post's success flash stays 10 s. */
export const SCHEDULED_FLASH_MS = 10_000;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Spec 000 §5 media rules for one file: only images, videos and audio go in posts ('{type}
 * files not allowed in Posts'); a free post takes only files rated everyone or unrated ('Not
 * eligible for Free Posts').
 */
export function mediaError(
  item: FileManagerItemResponse,
  postType: EditablePostType,
): string | null {
  if (!(POSTABLE_ITEM_TYPES as readonly string[]).includes(item.item_type))
    return CONTENT_MESSAGES.filesNotAllowedInPosts(capitalised(item.item_type));
  if (postType === 'free' && item.rating !== null && item.rating !== 'everyone')
    return CONTENT_MESSAGES.notEligibleForFreePosts;
  return null;
}

/** A file whose type the product does not know: skipped with a warning (spec 000 §5). */
function isUnknownType(item: FileManagerItemResponse): boolean {
  return item.item_type === 'other';
}

export function unknownTypeWarning(names: readonly string[]): string {
  return `Skipped ${names.join(', ')}: unknown media type.`;
}

/**
 * Adds files to the post: unknown types are skipped (their names returned for the warning),
 * files already in it are not added twice, and each file carries its rule.
 */
export function addMedia(
  current: readonly ChosenMedia[],
  items: readonly FileManagerItemResponse[],
  postType: EditablePostType,
): { readonly media: ChosenMedia[]; readonly skipped: string[] } {
  const skipped: string[] = [];
  const media = [...current];
  for (const item of items) {
    if (isUnknownType(item)) {
      skipped.push(item.file_name);
      continue;
    }
    if (media.some((chosen) => chosen.item.fm_item_id === item.fm_item_id)) continue;
    media.push({ item, error: mediaError(item, postType) });
  }
  return { media, skipped };
}

export interface PostDraft {
  readonly postType: EditablePostType;
  readonly body: string;
  readonly paidBody: string;
  readonly media: readonly ChosenMedia[];
  readonly scheduledAt: string | null;
}

/** Spec 000 §5: the post type cannot change once media is selected. */
export function typeLocked(draft: Pick<PostDraft, 'media'>): boolean {
  return draft.media.length > 0;
}

/**
 * Spec 000 §5: Post (or Schedule) is disabled with no captions and no media, while submitting,
 * and while a chosen file breaks a rule.
 */
export function submitDisabled(draft: PostDraft, submitting: boolean): boolean {
  const empty =
    draft.body.trim() === '' && draft.paidBody.trim() === '' && draft.media.length === 0;
  return submitting || empty || draft.media.some((chosen) => chosen.error !== null);
}

/** The button reads Schedule once a time is set, else Post. */
export function submitLabel(draft: Pick<PostDraft, 'scheduledAt'>): 'Post' | 'Schedule' {
  return draft.scheduledAt ? 'Schedule' : 'Post';
}

/** 'Compose new caption' for a free post, 'Compose public caption' otherwise. */
export function captionPlaceholder(postType: EditablePostType): string {
  return postType === 'free' ? 'Compose new caption' : 'Compose public caption';
}

/** A datetime-local value ("2026-11-25T18:30") as an ISO instant, or null when not valid. */
export function localToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** 'Scheduled for {date}' in the Flirt's timezone. */
export function scheduledText(iso: string, timeZone?: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    month: 'numeric',
    day: 'numeric',
    year: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
  return `Scheduled for ${text}`;
}

/** The request body of POST /feeds/posts (sort order as the list shows it). */
export function createBody(draft: PostDraft, hideFromFutureSubscribers: boolean) {
  return {
    post_type: draft.postType,
    body: draft.body,
    paid_body: draft.postType === 'subscriber' ? draft.paidBody : '',
    post_items: draft.media.map((chosen, index) => ({
      fm_item_id: chosen.item.fm_item_id,
      sort_order: index,
    })),
    scheduled_at: draft.scheduledAt,
    hide_from_future_subscribers: hideFromFutureSubscribers,
  };
}
