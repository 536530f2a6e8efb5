import { describe, expect, it } from '@jest/globals';
import { GOODY_MESSAGES as M, type GoodyBagContent, type GoodyEvent } from '@flirtwire/contracts';
import { spec } from '../test-support/decider-spec.js';
import {
  composeContent,
  type GoodyBagDraft,
  goodyBagDecider,
  type PickedMedia,
} from './goody-bag.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-000000000002';
const otherId = '0190a0b0-0000-7000-8000-000000000009';
const goodyBagId = '0190a0b0-0000-7000-8000-00000000000b';
const photo = '0190a0b0-0000-7000-8000-0000000000f1';
const clip = '0190a0b0-0000-7000-8000-0000000000f2';
const pdf = '0190a0b0-0000-7000-8000-0000000000f3';
const cover = '0190a0b0-0000-7000-8000-0000000000f4';

const media = (itemId: string, over: Partial<PickedMedia> = {}): PickedMedia => ({
  itemId,
  exists: true,
  deleted: false,
  ownerId: creatorId,
  itemType: 'image',
  ...over,
});
const picked = [
  media(photo),
  media(clip, { itemType: 'video' }),
  media(pdf, { itemType: 'document' }),
];

const draft = (over: Partial<GoodyBagDraft> = {}): GoodyBagDraft => ({
  title: 'Beach day',
  description: '',
  price: '12.99',
  mediaIds: [photo, clip],
  coverMediaId: null,
  dominanceTags: ['woman_neutral'],
  ageTags: [],
  raceTags: [],
  contentRating: 'tame',
  kinkTags: [],
  ...over,
});

const content: GoodyBagContent = composeContent(draft(), creatorId, picked);
const ids = { goodyBagId, creatorId };
const created: GoodyEvent = { type: 'GoodyBagCreated', data: { ...ids, ...content } };
const published: GoodyEvent = { type: 'GoodyBagPublished', data: ids };

describe('goody bag content', () => {
  it('takes the price in integer cents and the files in the order picked', () => {
    expect(content).toMatchObject({
      priceCents: 1299,
      items: [
        { fmItemId: photo, itemType: 'image', sortOrder: 0 },
        { fmItemId: clip, itemType: 'video', sortOrder: 1 },
      ],
    });
  });

  it.each([
    ['1.98', { price: M.price }],
    ['500.01', { price: M.price }],
    ['abc', { price: M.priceFormat }],
  ])('refuses the price %s', (price, fields) => {
    expect(() => composeContent(draft({ price }), creatorId, picked)).toThrow(
      expect.objectContaining({ status: 400, fields }),
    );
  });

  it('takes its own image as the cover, never a paid file, a video or someone else’s image', () => {
    const withCover = [...picked, media(cover)];
    expect(composeContent(draft({ coverMediaId: cover }), creatorId, withCover).coverMediaId).toBe(
      cover,
    );
    expect(content.coverMediaId).toBeNull();
    const fails = (coverMediaId: string, items: readonly PickedMedia[], message: string) => {
      expect(() => composeContent(draft({ coverMediaId }), creatorId, items)).toThrow(
        expect.objectContaining({ status: 400, fields: { cover_media_id: message } }),
      );
    };
    fails(photo, withCover, M.coverIsPaidFile);
    fails(clip, withCover, M.coverNotImage);
    fails(cover, [...picked, media(cover, { ownerId: otherId })], M.coverNotImage);
    fails(cover, [...picked, media(cover, { deleted: true })], M.coverNotImage);
    fails(cover, picked, M.coverNotImage);
  });

  it('accepts the edges of the price range', () => {
    expect(composeContent(draft({ price: '1.99' }), creatorId, picked).priceCents).toBe(199);
    expect(composeContent(draft({ price: 500 }), creatorId, picked).priceCents).toBe(50_000);
  });

  it("refuses no files, someone else's file, a deleted file, a document and a repeat", () => {
    const fails = (d: GoodyBagDraft, items: readonly PickedMedia[], message: string) => {
      expect(() => composeContent(d, creatorId, items)).toThrow(
        expect.objectContaining({ fields: { media_ids: message } }),
      );
    };
    fails(draft({ mediaIds: [] }), picked, M.mediaRequired);
    fails(draft(), [media(photo, { ownerId: otherId }), media(clip)], M.mediaNotYours);
    fails(draft(), [media(photo, { deleted: true }), media(clip)], M.mediaNotYours);
    fails(
      draft({ mediaIds: [photo, '0190a0b0-0000-7000-8000-0000000000aa'] }),
      picked,
      M.mediaNotYours,
    );
    fails(draft({ mediaIds: [pdf] }), picked, M.mediaType);
    fails(draft({ mediaIds: [photo, photo] }), picked, M.mediaDuplicate);
  });
});

describe('goody bag decider', () => {
  it('composes a draft, or publishes it at once', () => {
    const create = { type: 'CreateGoodyBag' as const, goodyBagId, creatorId, content };
    spec(goodyBagDecider)
      .given([])
      .when({ ...create, publish: false })
      .then([created]);
    spec(goodyBagDecider)
      .given([])
      .when({ ...create, publish: true })
      .then([created, published]);
    spec(goodyBagDecider)
      .given([created])
      .when({ ...create, publish: false })
      .then([]);
  });

  it('edits only when something changed', () => {
    const edited = { ...content, title: 'Beach night' };
    spec(goodyBagDecider)
      .given([created])
      .when({ type: 'EditGoodyBag', creatorId, content: edited })
      .then([{ type: 'GoodyBagEdited', data: { ...ids, ...edited } }]);
    spec(goodyBagDecider)
      .given([created])
      .when({ type: 'EditGoodyBag', creatorId, content })
      .then([]);
  });

  it('puts a bag on sale and takes it off once each', () => {
    spec(goodyBagDecider)
      .given([created])
      .when({ type: 'PublishGoodyBag', creatorId })
      .then([published]);
    spec(goodyBagDecider)
      .given([created, published])
      .when({ type: 'PublishGoodyBag', creatorId })
      .then([]);
    spec(goodyBagDecider)
      .given([created, published])
      .when({ type: 'UnpublishGoodyBag', creatorId })
      .then([{ type: 'GoodyBagUnpublished', data: ids }]);
    spec(goodyBagDecider).given([created]).when({ type: 'UnpublishGoodyBag', creatorId }).then([]);
  });

  it("treats someone else's, a missing or a deleted bag as not found", () => {
    const deleted: GoodyEvent = { type: 'GoodyBagDeleted', data: ids };
    spec(goodyBagDecider)
      .given([created])
      .when({ type: 'DeleteGoodyBag', creatorId })
      .then([deleted]);
    for (const [events, who] of [
      [[created], otherId],
      [[], creatorId],
      [[created, deleted], creatorId],
    ] as const) {
      spec(goodyBagDecider)
        .given(events)
        .when({ type: 'PublishGoodyBag', creatorId: who })
        .thenThrows({ status: 404, message: M.notFound });
    }
  });
});
