import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a homepage may hold: paragraphs, line breaks, emphasis, headings, lists, quotes
 * and links. Everything else (scripts, styles, images, event handlers, iframes) is dropped, and
 * links may only go to http(s) or mail addresses and open in a new tab without an opener, so
 * the HTML is safe to show to everyone as it is.
 *
 * @example
 * sanitizeHomepage('<p onclick="x()">Hi <script>x()</script><b>there</b></p>') // '<p>Hi <b>there</b></p>'
 */
export function sanitizeHomepage(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
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
      'a',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      }),
      div: 'p',
    },
  }).trim();
}

/** Whether sanitised HTML says anything (tags and whitespace alone do not). */
export function hasText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '')
      .length > 0
  );
}
