import { describe, expect, it } from '@jest/globals';
import { goodyBagHref, goodyOwnerHref } from './goody-links';

describe('where a goody card goes', () => {
  it('opens the goody bag page; the name opens the storefront', () => {
    const bag = { id: '0190-abc', owner_name: 'Ruby' };
    expect(goodyBagHref(bag)).toBe('/Ruby/gb/0190-abc');
    expect(goodyOwnerHref(bag)).toBe('/Ruby');
  });
});
