import { describe, expect, it } from '@jest/globals';
import type { FlirtAvailabilityRow, ListingRow } from '@flirtwire/contracts';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { FLIRT_AVAILABILITY, LISTINGS, listingsProjection } from './listings.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const moderatorId = '0190a0b0-0000-7000-8000-00000000d001';
const at = '2026-11-25T20:00:00.000Z';
const content = {
  title: 'Late night talks',
  description: '<p>Call me</p>',
  categoryId: 501,
  priceCents: 299,
  photoMediaId: null,
  serviceExtension: '12',
};

const created = (h: ProjectionHarness, listingId: string, type: 1 | 2 | 3) =>
  h.event('ListingCreated', { listingId, creatorId, login: 'ann', type, ...content, at });
const switches = (h: ProjectionHarness, availableForChat: boolean, availableForCalls: boolean) =>
  h.event('FlirtAvailabilitySet', { creatorId, availableForChat, availableForCalls, at });
const row = (h: ProjectionHarness, id: string) => h.doc<ListingRow>(LISTINGS, id);

describe('marketplace listings projection', () => {
  it('files a new listing under its category path, hidden from the public until accepted', async () => {
    const h = new ProjectionHarness(listingsProjection);
    await h.run([created(h, '1000000001', 1)]);
    expect(row(h, '1000000001')).toMatchObject({
      creatorId,
      status: 'new',
      public: false,
      categoryIds: [500, 501],
      priceCents: 299,
      available: false,
    });
    await h.run([
      h.event('ListingAccepted', { listingId: '1000000001', creatorId, moderatorId, at }),
    ]);
    expect(row(h, '1000000001')).toMatchObject({ status: 'accepted', public: true });
    expect(h.ops.every((op) => op.owner === `creator:${creatorId}`)).toBe(true);
    expect(h.ops.map((op) => op.id)).toEqual(['1000000001', '1000000001']);
  });

  it('keeps the accepted version public while an edit waits for review, and shows the edit once accepted', async () => {
    const h = new ProjectionHarness(listingsProjection);
    const edit = (title: string, priceCents: number) =>
      h.event('ListingEdited', {
        listingId: '1000000001',
        creatorId,
        ...content,
        title,
        priceCents,
        categoryId: 502,
        status: 'accepted_edited',
        at,
      });
    await h.run([
      created(h, '1000000001', 1),
      h.event('ListingAccepted', { listingId: '1000000001', creatorId, moderatorId, at }),
      edit('Call me direct 555-0100', 399),
      edit('Call me direct 555-0199', 499),
    ]);
    expect(row(h, '1000000001')).toMatchObject({
      status: 'accepted_edited',
      public: true,
      title: 'Late night talks',
      priceCents: 299,
      categoryIds: [500, 501],
      pendingEdit: { title: 'Call me direct 555-0199', priceCents: 499, categoryIds: [500, 502] },
    });
    await h.run([
      h.event('ListingAccepted', { listingId: '1000000001', creatorId, moderatorId, at }),
    ]);
    expect(row(h, '1000000001')).toMatchObject({
      status: 'accepted',
      public: true,
      title: 'Call me direct 555-0199',
      priceCents: 499,
      categoryIds: [500, 502],
      pendingEdit: null,
    });
  });

  it('keeps an accepted listing public after an edit, and shows why a rejected one was refused', async () => {
    const h = new ProjectionHarness(listingsProjection);
    await h.run([
      created(h, '1000000001', 1),
      h.event('ListingAccepted', { listingId: '1000000001', creatorId, moderatorId, at }),
      h.event('ListingEdited', {
        listingId: '1000000001',
        creatorId,
        ...content,
        title: 'Changed title',
        status: 'accepted_edited',
        at,
      }),
    ]);
    expect(row(h, '1000000001')).toMatchObject({
      status: 'accepted_edited',
      public: true,
      title: 'Late night talks',
      pendingEdit: { title: 'Changed title' },
    });
    await h.run([
      h.event('ListingRejected', {
        listingId: '1000000001',
        creatorId,
        moderatorId,
        reason: 'Wrong category',
        comment: 'Try Dating Advice',
        at,
      }),
    ]);
    expect(row(h, '1000000001')).toMatchObject({
      status: 'not_accepted',
      public: false,
      rejectionReason: 'Wrong category',
      rejectionComment: 'Try Dating Advice',
      // The owner sees the refused edit to fix it; the public sees nothing.
      title: 'Changed title',
      pendingEdit: null,
    });
  });

  it('turns the Flirt’s switches into Online/Offline per listing type', async () => {
    const h = new ProjectionHarness(listingsProjection);
    await h.run([
      switches(h, true, false),
      created(h, '1000000001', 1),
      created(h, '1000000002', 2),
      created(h, '900000000001', 3),
    ]);
    expect(
      [1000000001, 1000000002, 900000000001].map((id) => row(h, String(id))?.available),
    ).toEqual([false, true, true]);
    await h.run([switches(h, false, true)]);
    expect(['1000000001', '1000000002', '900000000001'].map((id) => row(h, id)?.available)).toEqual(
      [true, true, false],
    );
    await h.run([
      h.event('ListingAvailabilitySet', {
        listingId: '1000000001',
        creatorId,
        available: false,
        at,
      }),
    ]);
    expect(row(h, '1000000001')).toMatchObject({ enabled: false, available: false });
    expect(h.doc<FlirtAvailabilityRow>(FLIRT_AVAILABILITY, creatorId)).toMatchObject({
      availableForChat: false,
      availableForCalls: true,
    });
  });

  it('marks blocked listings and unblocks them', async () => {
    const h = new ProjectionHarness(listingsProjection);
    await h.run([
      created(h, '1000000001', 1),
      h.event('ListingBlocked', { listingId: '1000000001', creatorId, staffId: moderatorId, at }),
    ]);
    expect(row(h, '1000000001')?.blocked).toBe(true);
    await h.run([
      h.event('ListingUnblocked', { listingId: '1000000001', creatorId, staffId: moderatorId, at }),
    ]);
    expect(row(h, '1000000001')?.blocked).toBe(false);
  });

  it('replaying the same events changes nothing', async () => {
    const h = new ProjectionHarness(listingsProjection);
    const events = [
      switches(h, true, true),
      created(h, '1000000001', 1),
      h.event('ListingAccepted', { listingId: '1000000001', creatorId, moderatorId, at }),
    ];
    await h.run(events);
    const first = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(first);
  });

  it('adds each feedback on a listing to its rating, ratings and feedback count', async () => {
    const h = new ProjectionHarness(listingsProjection);
    const feedback = (feedbackId: string, rating: number, listingId: string | null) =>
      h.event('FeedbackLeft', {
        feedbackId,
        objectType: 'Conference',
        objectId: `call-${feedbackId.slice(-4)}`,
        customerId: moderatorId,
        creatorId,
        listingId,
        title: 'Call',
        rating,
        comment: '',
        textBlocked: false,
        transactionAt: at,
        at,
      });
    await h.run([
      created(h, '1000000001', 1),
      feedback('0190a0b0-0000-7000-8000-00000000f001', 10, '1000000001'),
      feedback('0190a0b0-0000-7000-8000-00000000f002', 3, '1000000001'),
      // No rating: counted as feedback, not as a rating.
      feedback('0190a0b0-0000-7000-8000-00000000f003', 0, '1000000001'),
      // Feedback on no listing changes none.
      feedback('0190a0b0-0000-7000-8000-00000000f004', -10, null),
    ]);
    expect(row(h, '1000000001')).toMatchObject({
      ratingSum: 8,
      totalRatings: 2,
      feedbackCount: 3,
    });
  });
});
