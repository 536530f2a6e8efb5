import { describe, expect, it } from '@jest/globals';
import { ratingText, truncateComment } from './rating';

describe('feedback display', () => {
  it('reads 10 as thumbs up, -10 as thumbs down, 0 as none, else stars', () => {
    expect(ratingText(10)).toBe('👍 Thumbs up');
    expect(ratingText(-10)).toBe('👎 Thumbs down');
    expect(ratingText(0)).toBe('No rating');
    expect(ratingText(3)).toBe('★★★☆☆ (3 of 5)');
  });

  it('cuts comments at 80 characters', () => {
    const long = 'a'.repeat(81);
    expect(truncateComment(long, 80)).toEqual({ text: `${'a'.repeat(80)}…`, cut: true });
    expect(truncateComment('short', 80)).toEqual({ text: 'short', cut: false });
  });
});
