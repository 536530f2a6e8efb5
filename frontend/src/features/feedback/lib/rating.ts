import { THUMBS_DOWN, THUMBS_UP } from '@flirtwire/contracts';

/** How a rating reads: 10 thumbs up, -10 thumbs down, 0 none, otherwise stars. */
export function ratingText(rating: number): string {
  if (rating === THUMBS_UP) return '👍 Thumbs up';
  if (rating === THUMBS_DOWN) return '👎 Thumbs down';
  if (rating === 0) return 'No rating';
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} (${String(stars)} of 5)`;
}

/** Dates in feedback lists: the day, in the viewer's own time zone. */
export function feedbackDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** A comment cut at `limit` characters (on a code-point boundary), and whether it was cut. */
export function truncateComment(comment: string, limit: number): { text: string; cut: boolean } {
  const letters = Array.from(comment);
  if (letters.length <= limit) return { text: comment, cut: false };
  return { text: `${letters.slice(0, limit).join('').trimEnd()}…`, cut: true };
}
