import { describe, expect, it } from '@jest/globals';
import { limitClause, readAllQuery } from './sqlite-event-schema.js';

describe('the log reads’ SQL', () => {
  it('writes a read’s LIMIT into its text, never as a parameter (SQLite’s STAT4 would prepare it again on every run)', () => {
    expect(limitClause(500)).toBe(' LIMIT 500');
    expect(limitClause(2.7)).toBe(' LIMIT 2');
    expect(limitClause(-1)).toBe(' LIMIT 0');
    expect(limitClause(Number.MAX_SAFE_INTEGER)).toBe('');
    expect(limitClause(Number.POSITIVE_INFINITY)).toBe('');

    const { sql, params } = readAllQuery(41, 'forwards', 500, { eventTypes: ['TipSent'] });
    expect(sql).toMatch(/ORDER BY position ASC LIMIT 500$/);
    expect(sql).not.toContain('LIMIT ?');
    expect(params).toEqual([41, 'TipSent']);
    expect(readAllQuery(null, 'backwards', 10, undefined).sql).toMatch(
      /WHERE position < \? ORDER BY position DESC LIMIT 10$/,
    );
  });
});
