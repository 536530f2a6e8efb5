import { describe, expect, it } from '@jest/globals';
import { parseTributeEvent, resolvedTribute } from './tribute-event';

const me = { id: 'u-me', login: 'Me' };

describe('the openTributeModal event', () => {
  it("takes the spec's payload (advisorLogin, currentUserLogin, amount) without an advisorId", () => {
    const event = parseTributeEvent({ advisorLogin: 'Roxy', currentUserLogin: 'Me', amount: 12.5 });
    expect(event).toEqual({ advisorLogin: 'Roxy', currentUserLogin: 'Me', amount: '12.5' });
    expect(event && resolvedTribute(event, 'u-roxy', me)).toEqual({
      advisorId: 'u-roxy',
      advisorLogin: 'Roxy',
      currentUserLogin: 'Me',
      amount: '12.5',
    });
  });

  it('waits for the lookup when the id is not given, and uses a given id at once', () => {
    const bare = parseTributeEvent({ advisorLogin: 'Roxy' });
    expect(bare && resolvedTribute(bare, undefined, me)).toBeNull();
    const ours = parseTributeEvent({ advisorLogin: 'Roxy', advisorId: 'u-roxy', amount: '5' });
    expect(ours && resolvedTribute(ours, undefined, me)).toMatchObject({ advisorId: 'u-roxy' });
  });

  it('opens nothing for the person themself, by id or by login', () => {
    const byLogin = parseTributeEvent({ advisorLogin: 'me' });
    expect(byLogin && resolvedTribute(byLogin, 'u-other', me)).toBeNull();
    const byId = parseTributeEvent({ advisorLogin: 'Alias', advisorId: 'u-me' });
    expect(byId && resolvedTribute(byId, undefined, me)).toBeNull();
  });

  it('ignores an event that names no Flirt', () => {
    expect(parseTributeEvent(null)).toBeNull();
    expect(parseTributeEvent({ amount: 5 })).toBeNull();
    expect(parseTributeEvent({ advisorLogin: '  ' })).toBeNull();
  });
});
