import type { PostResponse } from '@flirtwire/contracts';
import { formatShortDate } from '@/lib/format';

/** What a post shows (spec 000 §4 "Post display"). */
export type PostDisplay =
  | 'locked'
  | 'processing'
  | 'removed'
  | 'pending_review'
  | 'scheduled'
  | 'visible'
  /** A removed post, to anyone but its owner. */
  | 'hidden';

type DisplayFacts = Pick<
  PostResponse,
  | 'unlocked'
  | 'scheduled_at'
  | 'published_at'
  | 'post_item_encoding_status'
  | 'moderation_status'
  | 'main_user_id'
>;

/**
 * Spec 000 §4, in its order: locked (not unlocked, or scheduled in the future: instants compare
 * the same in every time zone); encoding pending or failed; published; then moderation. The
 * owner sees their own scheduled post with its banner instead of the locked view.
 */
export function postDisplay(post: DisplayFacts, viewerId: string | null, now: Date): PostDisplay {
  const owner = viewerId !== null && viewerId === post.main_user_id;
  const scheduledAhead =
    post.scheduled_at !== null && new Date(post.scheduled_at).getTime() > now.getTime();
  if (owner && scheduledAhead) return 'scheduled';
  if (!post.unlocked || scheduledAhead) return 'locked';
  if (post.post_item_encoding_status === 'pending') return 'processing';
  if (post.post_item_encoding_status === 'failed') return owner ? 'removed' : 'hidden';
  if (post.published_at !== null) return 'visible';
  switch (post.moderation_status) {
    case 'not_accepted':
    case 'not_accepted_edited':
      return owner ? 'removed' : 'hidden';
    case 'not_reviewed':
      return 'pending_review';
    case 'accepted':
      return 'visible';
  }
}

/** Spec 000 §9: the post's date, M/d/yy in the viewer's time zone. */
export function postDate(
  post: Pick<PostResponse, 'published_at' | 'scheduled_at' | 'ordering_date'>,
  timeZone: string | undefined,
): string {
  return formatShortDate(post.published_at ?? post.scheduled_at ?? post.ordering_date, timeZone);
}

/** "2 photos · 1 video" for the locked view; empty when there is no media. */
export function mediaCounts(
  post: Pick<PostResponse, 'image_count' | 'video_count' | 'audio_count'>,
): string {
  const parts: string[] = [];
  const add = (count: number, one: string, many: string) => {
    if (count > 0) parts.push(`${String(count)} ${count === 1 ? one : many}`);
  };
  add(post.image_count, 'photo', 'photos');
  add(post.video_count, 'video', 'videos');
  add(post.audio_count, 'audio', 'audios');
  return parts.join(' · ');
}
