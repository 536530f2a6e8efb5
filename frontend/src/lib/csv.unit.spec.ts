import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it.each(['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a text cell that starts a formula: %j',
    (text) => {
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('leaves ordinary text, numbers and our own numeric text alone', () => {
    expect(csvCell('Tip from ann')).toBe('Tip from ann');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell({ numeric: '-3.00' })).toBe('-3.00');
  });

  it('neutralises numeric text that is not a plain number', () => {
    expect(csvCell({ numeric: '-1+cmd' })).toBe("'-1+cmd");
  });

  it('quotes commas, quotes and line breaks, and joins rows with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['=1', null],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n\'=1,');
  });
});
