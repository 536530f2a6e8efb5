import { describe, expect, it } from '@jest/globals';
import { csvCell, csvRow, csvRows, numericText } from './csv.js';

describe('the one CSV writer', () => {
  it.each(['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(1+1)', '\tcmd', '\rcmd'])(
    'neutralises a text cell that starts a formula: %j',
    (text) => {
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('neutralises and quotes a formula with quotes in it', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('@SUM(1+1)')).toBe("'@SUM(1+1)");
  });

  it('writes numbers and our own numeric text as numbers, never neutralised', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(numericText('-3.00'))).toBe('-3.00');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('neutralises numeric text that is not a plain number', () => {
    expect(csvCell(numericText('-1+cmd'))).toBe("'-1+cmd");
  });

  it('writes nothing for null, objects as JSON (neutralised too)', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell({ numeric: '=1' })).toBe('"{""numeric"":""=1""}"');
  });

  it('quotes commas, quotes, line breaks and edge spaces, and leaves plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('Tip from ann')).toBe('Tip from ann');
  });

  it('ends each record with CRLF, or LF when asked', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    expect(
      csvRows(
        [
          ['a', 'b'],
          ['=1', null],
        ],
        '\n',
      ),
    ).toBe("a,b\n'=1,\n");
  });
});
