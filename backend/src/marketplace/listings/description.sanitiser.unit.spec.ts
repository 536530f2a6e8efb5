import { describe, expect, it } from '@jest/globals';
import { descriptionText, sanitiseDescription } from './description.sanitiser.js';

describe('listing description sanitiser', () => {
  it('keeps the allow-listed tags without their attributes', () => {
    expect(sanitiseDescription('<p class="x" onclick="steal()">Hi <b>there</b><br/>you</p>')).toBe(
      '<p>Hi <b>there</b><br />you</p>',
    );
  });

  it('drops scripts and styles with their content and other tags but keeps their text', () => {
    expect(
      sanitiseDescription(
        '<script>alert(1)</script><style>p{}</style><a href="javascript:x">call</a> <img src=x onerror=alert(1)>me',
      ),
    ).toBe('call me');
  });

  it('escapes stray angle brackets and ampersands, keeping real entities', () => {
    expect(sanitiseDescription('1 < 2 & 3 > 2 &amp; "ok"')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 &amp; "ok"',
    );
  });

  it('balances tags so nothing leaks into the page', () => {
    expect(sanitiseDescription('<ul><li><i>one</ul></b>tail<em>open')).toBe(
      '<ul><li><i>one</i></li></ul>tail<em>open</em>',
    );
  });

  it('removes comments, even unterminated ones', () => {
    expect(sanitiseDescription('a<!-- hidden -->b<!-- rest')).toBe('ab');
  });

  it('counts the visible text for the length limit', () => {
    expect(descriptionText('<p>a&amp;b</p>')).toBe('a_b');
  });
});
