import { sanitizeRichText, visibleText } from '../../shared/html/rich-text.js';

/** The rich text a homepage may hold: paragraphs, emphasis, headings, lists, quotes and links. */
const HOMEPAGE_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
];

/**
 * A homepage as the server stores it and shows it to everyone: the tags above, links to http(s)
 * or mail addresses only (opening in a new tab without an opener), nothing else.
 *
 * @example
 * sanitizeHomepage('<p onclick="x()">Hi <script>x()</script><b>there</b></p>') // '<p>Hi <b>there</b></p>'
 */
export function sanitizeHomepage(html: string): string {
  return sanitizeRichText(html, { tags: HOMEPAGE_TAGS, links: true });
}

/** Whether sanitised HTML says anything (tags and whitespace alone do not). */
export function hasText(html: string): boolean {
  return visibleText(html.replace(/&nbsp;/g, ' ')).replace(/\s/g, '').length > 0;
}
