import sanitizeHtml from 'sanitize-html';

/** Elements dropped together with their content: never shown, not even as text. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
];

export interface RichTextRules {
  /** The only elements kept; any other tag goes, its text stays (escaped). */
  readonly tags: readonly string[];
  /** Links keep an http(s) or mail `href` and open in a new tab without an opener. */
  readonly links: boolean;
}

/**
 * The one HTML sanitiser of the product (sanitize-html, a maintained parser): rich text people
 * write (a homepage, a listing description) as the server stores and shows it to everyone.
 * Only the allowed elements stay, without attributes except a link's safe `href`; scripts,
 * styles and frames go with their content; text is escaped and the tags come out balanced, so
 * the HTML cannot leak markup into the page around it.
 *
 * @example sanitizeRichText('<p onclick="x()">Hi <script>x()</script><b>there', { tags: ['p', 'b'], links: false }) // '<p>Hi <b>there</b></p>'
 */
export function sanitizeRichText(html: string, rules: RichTextRules): string {
  const tags = rules.links ? [...rules.tags, 'a'] : [...rules.tags];
  return sanitizeHtml(html, {
    allowedTags: tags,
    allowedAttributes: rules.links ? { a: ['href', 'target', 'rel'] } : {},
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      // Editors write paragraphs as <div>s; kept as paragraphs when those are allowed.
      ...(rules.tags.includes('p') ? { div: 'p' } : {}),
      ...(rules.links
        ? {
            a: sanitizeHtml.simpleTransform('a', {
              target: '_blank',
              rel: 'noopener noreferrer nofollow',
            }),
          }
        : {}),
    },
  }).trim();
}

/** The text a reader sees (no tags, each entity one character), e.g. for a length limit. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
  })
    .replace(/&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, '_')
    .trim();
}
