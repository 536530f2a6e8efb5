import { LISTING_DESCRIPTION_TAGS } from '@flirtwire/contracts';

const ALLOWED = new Set<string>(LISTING_DESCRIPTION_TAGS);
const VOID = new Set(['br']);
/** Elements whose content is dropped with them (never shown as text either). */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g;
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '&') out += ENTITY.test(text.slice(i)) ? '&' : '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else out += char;
  }
  return out;
}

/**
 * A listing description as the server stores it: only the allow-listed tags (LISTING_DESCRIPTION_TAGS),
 * never an attribute (so no links, styles or event handlers), every other tag removed but its
 * text kept and escaped, scripts and styles dropped with their content, and the tags balanced so
 * a description cannot leak markup into the page around it. Written by hand because no HTML
 * sanitiser is installed and the allow-list is small enough to check exhaustively.
 *
 * @example sanitiseDescription('<p onclick="x()">Hi <script>alert(1)</script><b>there') === '<p>Hi <b>there</b></p>'
 */
export function sanitiseDescription(html: string): string {
  const cleaned = html.replace(COMMENT, '').replace(DROPPED_WITH_CONTENT, '');
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const match of cleaned.matchAll(TAG)) {
    out += escapeText(cleaned.slice(last, match.index));
    last = match.index + match[0].length;
    const name = (match[1] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) continue;
    const closing = match[0].startsWith('</');
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      open.push(name);
      out += `<${name}>`;
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue;
    // Close what was opened inside it first, so the result stays well nested.
    while (open.length > at) out += `</${open.pop() ?? name}>`;
  }
  out += escapeText(cleaned.slice(last));
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out.trim();
}

/** The text a reader sees (tags removed, entities counted as one character): for the length limit. */
export function descriptionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, '_')
    .trim();
}
