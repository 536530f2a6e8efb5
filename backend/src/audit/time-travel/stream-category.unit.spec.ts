import { describe, expect, it } from '@jest/globals';
import { STREAM_CATEGORIES } from '@flirtwire/contracts';
import { tipDecider } from '../../payments/tips/tip.decider.js';
import { streamCategories } from './stream-categories.registry.js';
import { StreamCategories } from './stream-categories.js';
import { categoryNameOf, fold, foldEvents } from './stream-category.js';

const tip = (amountCents: number) => ({
  type: 'TipSent',
  data: {
    tipId: 't',
    customerId: 'c',
    creatorId: 'f',
    amountCents,
    platformFeeCents: 0,
    message: '',
    listingId: null,
    fromChat: false,
  },
});

describe('stream categories', () => {
  it("names a stream's category: the longest one it starts with, else the part before its dash", () => {
    expect(categoryNameOf('tips-a-b')).toBe('tips');
    expect(categoryNameOf('calendar')).toBe('calendar');
    expect(categoryNameOf('bootstrap-first_admin')).toBe('bootstrap');
    expect(categoryNameOf('customer-tags-a')).toBe('customer-tags');
    expect(categoryNameOf('goody-sale-a-b')).toBe('goody-sale');
    expect(categoryNameOf('uncharted-1')).toBe('uncharted');
  });

  it("folds a category's decider over the events it handles, skipping the others", () => {
    const tips = fold(tipDecider, 'Tips');
    expect(foldEvents(tips.decider, [tip(100), { type: 'DayStarted', data: {} }, tip(50)])).toEqual(
      { tips: 2, totalCents: 150, tipIds: ['t', 't'] },
    );
    expect(foldEvents(tips.decider, [])).toEqual({ tips: 0, totalCents: 0, tipIds: [] });
  });

  it('registers each category of stream-ids.ts once', () => {
    const names = streamCategories.map((c) => c.category);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...STREAM_CATEGORIES].sort());
  });

  it('finds the longest registered prefix of a stream id', () => {
    const categories = new StreamCategories(streamCategories);
    const id = '0190a000-0000-7000-8000-000000000001';
    expect(categories.of(`customer-tags-${id}`)?.category).toBe('customer-tags');
    expect(categories.of(`customer-note-${id}-${id}`)?.category).toBe('customer-note');
    expect(categories.of(`chat-volley-${id}`)?.decider.name).toBe('report-once');
    expect(categories.of(`tips-${id}-${id}`)?.category).toBe('tips');
    expect(categories.of('calendar')?.category).toBe('calendar');
    expect(categories.of(`customer-${id}`)).toBeUndefined();
    expect(categories.of(`tipsy-${id}`)).toBeUndefined();
  });

  it('folds call streams with the call decider, their one owner (in-app or reported)', () => {
    const call = new StreamCategories(streamCategories).of(
      'call-0190a000-0000-7000-8000-0000000ca11a',
    );
    expect(call?.decider.name).toBe('call');
    const pair = {
      callId: 'c1',
      creatorId: '0190a000-0000-7000-8000-000000000001',
      customerId: '0190a000-0000-7000-8000-000000000002',
      listingId: '1234567890',
    };
    const folded = foldEvents(call?.decider ?? tipDecider, [
      { type: 'CallRequested', data: { ...pair, rateCents: 299, at: '2026-03-01T10:00:00.000Z' } },
      { type: 'CallConnected', data: { ...pair, at: '2026-03-01T10:00:20.000Z' } },
    ]);
    // The report-once decider took the first event for the report: a ringing call, seen.
    expect(folded).toMatchObject({ state: 'connected', connectedAt: '2026-03-01T10:00:20.000Z' });
  });
});
