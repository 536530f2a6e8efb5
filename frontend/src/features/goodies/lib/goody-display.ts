import { formatCents, type GoodyBagSummary, goodyTagLabel } from '@flirtwire/contracts';

/** The bag's path on the storefront, or on the profile page (spec 001 §2.1 goody routes). */
export function goodyBagPath(
  login: string,
  goodyBagId: string,
  options: { readonly profilePage?: boolean; readonly action?: 'buy' | 'view' } = {},
): string {
  const base = options.profilePage
    ? `/profile/${encodeURIComponent(login)}`
    : `/${encodeURIComponent(login)}`;
  const action = options.action ? `?action=${options.action}` : '';
  return `${base}/gb/${encodeURIComponent(goodyBagId)}${action}`;
}

/** The sign-in page that brings a visitor back to buy the bag (spec 002 §2 'Sign In to buy...'). */
export function signInToBuyPath(login: string, goodyBagId: string): string {
  const back = goodyBagPath(login, goodyBagId, { action: 'buy' });
  return `/login?return_url=${encodeURIComponent(back)}&product=gb&advisor=${encodeURIComponent(login)}`;
}

/** "3 photos, 1 video" from a bag's counts. */
export function contentsLine(
  bag: Pick<GoodyBagSummary, 'image_count' | 'video_count' | 'audio_count'>,
): string {
  const part = (n: number, one: string, many: string) =>
    n === 0 ? null : `${String(n)} ${n === 1 ? one : many}`;
  return [
    part(bag.image_count, 'photo', 'photos'),
    part(bag.video_count, 'video', 'videos'),
    part(bag.audio_count, 'audio clip', 'audio clips'),
  ]
    .filter((p): p is string => p !== null)
    .join(', ');
}

export const priceText = (cents: number) => formatCents(cents);

/** The bag's tags as labels, content rating first. */
export function tagLabels(bag: GoodyBagSummary): string[] {
  return [
    goodyTagLabel('content_rating', bag.content_rating),
    ...bag.dominance_tags.map((tag) => goodyTagLabel('dominance_tags', tag)),
    ...bag.age_tags.map((tag) => goodyTagLabel('age_tags', tag)),
    ...bag.race_tags.map((tag) => goodyTagLabel('race_tags', tag)),
    ...bag.kink_tags.map((tag) => goodyTagLabel('kink_tags', tag)),
  ];
}

/** Pages of `perPage` for `count` items (at least one). */
export const pageCount = (count: number, perPage: number) =>
  Math.max(1, Math.ceil(count / perPage));
