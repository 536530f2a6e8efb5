import { describe, expect, it } from '@jest/globals';
import { hasText, sanitizeHomepage } from '../../content/profile-images/homepage-html.js';
import { sanitizeRichText, visibleText } from './rich-text.js';

describe('rich text sanitiser', () => {
  it('keeps safe links only where links are allowed, opening in a new tab without an opener', () => {
    const html =
      '<p><a href="https://x.example" onclick="y()">site</a> <a href="javascript:z()">bad</a></p>';
    expect(sanitizeRichText(html, { tags: ['p'], links: true })).toBe(
      '<p><a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">site</a> <a target="_blank" rel="noopener noreferrer nofollow">bad</a></p>',
    );
    expect(sanitizeRichText(html, { tags: ['p'], links: false })).toBe('<p>site bad</p>');
  });

  it('drops frames and templates with their content and turns divs into paragraphs', () => {
    expect(
      sanitizeRichText('<div>a<iframe src="x">frame</iframe><template>t</template></div>', {
        tags: ['p'],
        links: false,
      }),
    ).toBe('<p>a</p>');
  });

  it('tells an empty homepage from one that says something', () => {
    expect(hasText('<p> &nbsp; </p><br>')).toBe(false);
    expect(hasText('<p>&amp;</p>')).toBe(true);
    expect(sanitizeHomepage('<h1>Big</h1><h2>Ok</h2>')).toBe('Big<h2>Ok</h2>');
    expect(visibleText('<p>a&amp;b</p>')).toBe('a_b');
  });
});
