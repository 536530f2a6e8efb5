import { LISTING_DESCRIPTION_TAGS } from '@flirtwire/contracts';
import { sanitizeRichText, visibleText } from '../../shared/html/rich-text.js';

/**
 * A listing description as the server stores it: only the allow-listed tags
 * (LISTING_DESCRIPTION_TAGS), never an attribute (so no links, styles or event handlers).
 *
 * @example sanitiseDescription('<p onclick="x()">Hi <script>alert(1)</script><b>there') === '<p>Hi <b>there</b></p>'
 */
export function sanitiseDescription(html: string): string {
  return sanitizeRichText(html, { tags: LISTING_DESCRIPTION_TAGS, links: false });
}

/** The text a reader sees (tags removed, entities counted as one character): for the length limit. */
export const descriptionText = visibleText;
