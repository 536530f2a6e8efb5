import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import { ProjectionHarness } from '../testing/projection-harness.js';
import {
  GOODY_BAGS,
  GOODY_PURCHASES,
  type GoodyBagDoc,
  type GoodyPurchaseDoc,
  goodiesProjection,
} from './goodies.projection.js';

const JAN = '2026-01-10T12:00:00.000Z';
const FEB = '2026-02-10T12:00:00.000Z';
const BAG = 'bag-1';
const STREAM = `goody-bag-${BAG}`;
const bag = { goodyBagId: BAG, creatorId: 'cre-1' };
const content = {
  title: 'Beach day',
  description: 'Ten photos',
  priceCents: 1299,
  items: [{ fmItemId: 'item-1', itemType: 'image', sortOrder: 0 }],
  dominanceTags: ['woman_neutral'],
  ageTags: ['twenties'],
  raceTags: [],
  contentRating: 'tame',
  kinkTags: [],
};

function sale(h: ProjectionHarness, customerId: string): EventEnvelope {
  const saleId = `${BAG}-${customerId}`;
  return h.streamEvent(
    `goody-sale-${saleId}`,
    'GoodiesSold',
    {
      saleId,
      chargeId: `goody-sale-${saleId}`,
      creatorId: 'cre-1',
      customerId,
      goodyBagId: BAG,
      title: 'Beach day',
      at: FEB,
      amountCents: 1299,
      platformFeeCents: 390,
    },
    FEB,
  );
}

describe('goodies projection', () => {
  it('keeps the cover its Flirt chose; a bag composed before covers has none, never a paid file', async () => {
    const h = new ProjectionHarness(goodiesProjection);
    // `content` has no coverMediaId: an event recorded before covers existed.
    await h.run([h.streamEvent(STREAM, 'GoodyBagCreated', { ...bag, ...content }, JAN)]);
    expect(h.doc<GoodyBagDoc>(GOODY_BAGS, BAG)?.coverMediaId).toBeNull();
    await h.run([
      h.streamEvent(STREAM, 'GoodyBagEdited', { ...bag, ...content, coverMediaId: 'cover-1' }, FEB),
    ]);
    expect(h.doc<GoodyBagDoc>(GOODY_BAGS, BAG)?.coverMediaId).toBe('cover-1');
  });

  it('creates a draft, edits, publishes, unpublishes and deletes a bag', async () => {
    const h = new ProjectionHarness(goodiesProjection);
    await h.run([h.streamEvent(STREAM, 'GoodyBagCreated', { ...bag, ...content }, JAN)]);
    expect(h.doc<GoodyBagDoc>(GOODY_BAGS, BAG)).toMatchObject({
      status: 'draft',
      deleted: false,
      priceCents: 1299,
      salesCount: 0,
      ratingCount: 0,
      publishedAt: null,
    });
    await h.run([
      h.streamEvent(STREAM, 'GoodyBagEdited', { ...bag, ...content, title: 'Beach night' }, JAN),
      h.streamEvent(STREAM, 'GoodyBagPublished', bag, FEB),
    ]);
    expect(h.doc<GoodyBagDoc>(GOODY_BAGS, BAG)).toMatchObject({
      title: 'Beach night',
      status: 'published',
      publishedAt: FEB,
      listKey: `${FEB}|${BAG}`,
    });
    await h.run([h.streamEvent(STREAM, 'GoodyBagUnpublished', bag, FEB)]);
    expect(h.doc<GoodyBagDoc>(GOODY_BAGS, BAG)?.status).toBe('draft');
    await h.run([h.streamEvent(STREAM, 'GoodyBagDeleted', bag, FEB)]);
    expect(h.doc<GoodyBagDoc>(GOODY_BAGS, BAG)).toMatchObject({ deleted: true });
  });

  it('records each purchase per buyer and counts the sales once under redelivery', async () => {
    const h = new ProjectionHarness(goodiesProjection);
    const sold = sale(h, 'cus-1');
    await h.run([
      h.streamEvent(STREAM, 'GoodyBagCreated', { ...bag, ...content }, JAN),
      sold,
      sold,
      sale(h, 'cus-2'),
    ]);
    expect(h.doc<GoodyBagDoc>(GOODY_BAGS, BAG)?.salesCount).toBe(2);
    expect(h.doc<GoodyPurchaseDoc>(GOODY_PURCHASES, `${BAG}-cus-1`)).toEqual({
      _id: `${BAG}-cus-1`,
      goodyBagId: BAG,
      creatorId: 'cre-1',
      customerId: 'cus-1',
      title: 'Beach day',
      amountCents: 1299,
      purchasedAt: FEB,
    });
    // The purchase notice goes to the buyer, the count to the Flirt.
    expect(h.ops.filter((op) => op.collection === GOODY_PURCHASES)[0]?.owner).toBe('user:cus-1');
  });

  it('ignores a bag event it has already applied', async () => {
    const h = new ProjectionHarness(goodiesProjection);
    const created = h.streamEvent(STREAM, 'GoodyBagCreated', { ...bag, ...content }, JAN);
    const published = h.streamEvent(STREAM, 'GoodyBagPublished', bag, FEB);
    await h.run([created, published]);
    const before = h.snapshot();
    await h.run([created, published]);
    expect(h.snapshot()).toEqual(before);
  });

  it('records a goodies sale reported for a bag it does not know (no count to move)', async () => {
    const h = new ProjectionHarness(goodiesProjection);
    await h.run([sale(h, 'cus-1')]);
    expect(h.docs(GOODY_PURCHASES)).toHaveLength(1);
    expect(h.docs(GOODY_BAGS)).toHaveLength(0);
  });
});
