import { describe, expect, it } from '@jest/globals';
import { ID_STATUSES } from '@flirtwire/contracts';
import { genderError, idAction, idStatusText } from './wizard';

describe('the ID verification step', () => {
  it('advances when verified, exempt or completed; Continue when pending; Start otherwise', () => {
    expect(Object.fromEntries(ID_STATUSES.map((status) => [status, idAction(status)]))).toEqual({
      not_required: 'start',
      unverified: 'start',
      created: 'start',
      failed: 'start',
      pending: 'continue',
      verified: 'advance',
      exempt: 'advance',
      completed: 'advance',
    });
  });

  it('says something for every status', () => {
    for (const status of ID_STATUSES) expect(idStatusText(status)).not.toBe('');
  });
});

describe('the gender save error', () => {
  it('shows the inline_error of a 422, else the general message', () => {
    expect(genderError({ error: { code: 'x' }, inline_error: 'Nope.' })).toBe('Nope.');
    expect(genderError({ error: { code: 'x' } })).toBe('There was a problem setting the gender.');
    expect(genderError(null)).toBe('There was a problem setting the gender.');
  });
});
