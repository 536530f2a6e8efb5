import { describe, expect, it } from '@jest/globals';
import { READ_MODELS } from '@flirtwire/contracts';
import { customerKeys } from '../api/keys';
import { customersNoticeEffect, rowNoticeAction } from './notices';

const notice = (collection: string, ids: string[] | null) => ({ collection, ids });

describe('what a change notice refreshes in My Customers', () => {
  it('a tip (a customer row) reloads that row and the open details, never tags, saved searches or segments', () => {
    const effect = customersNoticeEffect(notice(READ_MODELS.customerRows, ['creator-1:cust-9']));
    expect(effect?.customerIds).toEqual(['cust-9']);
    expect(effect?.queries).toEqual([customerKeys.detailsAll()]);
    for (const untouched of [
      customerKeys.tags(),
      customerKeys.savedSearches(),
      customerKeys.segments(),
      customerKeys.search(),
      customerKeys.all,
    ]) {
      expect(effect?.queries).not.toContainEqual(untouched);
    }
  });

  it('a list that changed as a whole says so (null ids)', () => {
    expect(customersNoticeEffect(notice(READ_MODELS.customerRows, null))?.customerIds).toBeNull();
  });

  it('tags refresh the tags (and the system-tag counts of the segments), rows stay', () => {
    const effect = customersNoticeEffect(notice(READ_MODELS.customerTags, ['t1']));
    expect(effect?.customerIds).toBeUndefined();
    expect(effect?.queries).toEqual([customerKeys.tags(), customerKeys.segments()]);
  });

  it('the spenders count refreshes the value-tier cut-offs only', () => {
    expect(customersNoticeEffect(notice(READ_MODELS.customerStats, ['c']))?.queries).toEqual([
      customerKeys.segments(),
    ]);
  });

  it('ignores read models of other screens, even ones whose name mentions customers', () => {
    expect(customersNoticeEffect(notice(READ_MODELS.earningsDays, ['x']))).toBeNull();
    expect(customersNoticeEffect(notice('customer_people', ['x']))).toBeNull();
    expect(customersNoticeEffect(notice('tip_totals', ['x']))).toBeNull();
  });
});

describe('what a row notice does to the open grid', () => {
  const onPage = new Set(['a', 'b']);
  const known = new Set(['a', 'b', 'c']);

  it('reloads in place when a row on screen changed, or an unknown set', () => {
    expect(rowNoticeAction(['b'], onPage, known)).toBe('reload');
    expect(rowNoticeAction(null, onPage, known)).toBe('reload');
  });

  it('reloads for a brand-new customer, even into an empty grid', () => {
    expect(rowNoticeAction(['new'], onPage, known)).toBe('reload');
    expect(rowNoticeAction(['first'], new Set(), new Set())).toBe('reload');
  });

  it('only offers a refresh when a known row on another page changed', () => {
    expect(rowNoticeAction(['c'], onPage, known)).toBe('offer');
  });
});
