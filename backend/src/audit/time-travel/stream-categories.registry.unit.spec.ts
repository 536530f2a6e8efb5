import { describe, expect, it } from '@jest/globals';
import {
  ACTIVITY_KINDS,
  auditStreamId,
  CALENDAR_STREAM,
  customerChatStreamId,
  customerModelStreamId,
  customerNoteStreamId,
  customerTagsStreamId,
  IDENTIFIER_KINDS,
  payoutStreamId,
  savedSearchesStreamId,
  taxExportStreamId,
  taxFormStreamId,
  THRESHOLDS_STREAM,
  commentStreamId,
  likeStreamId,
  fileManagerStreamId,
  mediaStreamId,
  onboardingStreamId,
  postStreamId,
  reportStreamId,
  socialStreamId,
  offerStreamId,
  reservationStreamId,
  userStreamId,
  chargeStreamId,
  tipStreamId,
  relationshipStreamId,
  offeringStreamId,
  packageStreamId,
  subscriptionStreamId,
  SITE_BANNER_STREAM_ID,
  siteNoticesStreamId,
  profileStreamId,
  payoutRunStreamId,
  // marketplace: listings
  listingStreamId,
  availabilityStreamId,
  // goodies
  goodyBagStreamId,
  // calls
  firstCallStreamId,
  FIRST_ADMIN_STREAM,
} from '@flirtwire/contracts';
import { tagsDecider } from '../../customers/tags/tags.decider.js';
import { streamCategories } from './stream-categories.registry.js';
import { StreamCategories } from './stream-categories.js';
import { foldEvents, jsonView } from './stream-category.js';

const id = '0190a000-0000-7000-8000-000000000001';
const other = '0190a000-0000-7000-8000-000000000002';

/**
 * One event's data with every field the deciders' `evolve` read, filled: each decider copies or
 * counts what it needs, so its state after one event differs from its initial state.
 */
const anyData = {
  userId: id,
  creatorId: id,
  customerId: other,
  ownerId: id,
  payeeId: id,
  postId: id,
  itemId: id,
  albumId: id,
  packageId: id,
  offeringId: id,
  subscriptionId: id,
  offerId: id,
  tipId: id,
  searchId: id,
  messageId: id,
  callId: id,
  formId: id,
  exportId: id,
  runId: id,
  connectionId: id,
  listingId: '1234567890',
  topUpId: id,
  gatewayReference: 'ch_1',
  customerIds: [other],
  login: 'ann',
  name: 'VIP',
  newName: 'Big spender',
  kind: 'package',
  date: '2026-01-02',
  reservedAt: '2026-01-02T00:00:00.000Z',
  at: '2026-01-02T00:00:00.000Z',
  sealedNote: 'pd1.a.b',
  amountCents: 500,
  rateCents: 500,
  taxYear: 2025,
  status: 'active',
  provider: 'x',
  username: 'ann',
  code: 'spring-1',
  content: 'Spring is here',
  sealedDetails: 'pd1.a.b',
  filters: { text: 'a' },
  sort: [],
  doNotAutoSuggest: true,
};

describe('stream categories registry', () => {
  it('registers a category for every stream the app writes', () => {
    const categories = new StreamCategories(streamCategories);
    const written = [
      userStreamId(id),
      ...IDENTIFIER_KINDS.map((kind) => reservationStreamId(kind, 'a'.repeat(64))),
      FIRST_ADMIN_STREAM,
      CALENDAR_STREAM,
      auditStreamId(id),
      tipStreamId(other, id),
      relationshipStreamId(id, other),
      subscriptionStreamId(id),
      offeringStreamId(id),
      packageStreamId(id),
      chargeStreamId(id),
      ...ACTIVITY_KINDS.map((kind) => `${kind}-${id}`),
      offerStreamId(id),
      customerTagsStreamId(id),
      customerNoteStreamId(id, other),
      customerChatStreamId(id),
      customerModelStreamId(id),
      savedSearchesStreamId(id),
      postStreamId(id),
      mediaStreamId(id),
      fileManagerStreamId(id),
      likeStreamId(id, other),
      commentStreamId(id),
      reportStreamId(id),
      socialStreamId(id),
      onboardingStreamId(id),
      payoutStreamId(id),
      THRESHOLDS_STREAM,
      taxFormStreamId(2025, 'f'.repeat(64)),
      taxExportStreamId(2025),
      SITE_BANNER_STREAM_ID,
      siteNoticesStreamId(id),
      profileStreamId(id),
      payoutRunStreamId(id, '2026-01-01'),
      // marketplace: listings
      listingStreamId('1234567890'),
      availabilityStreamId(id),
      // goodies
      goodyBagStreamId(id),
      // calls
      firstCallStreamId(other),
    ];
    expect(written.filter((streamId) => categories.of(streamId) === undefined)).toEqual([]);
  });

  it.each(streamCategories.map((c) => [c.category, c] as const))(
    'shows the %s state after an event, not the empty initial state',
    (_name, { decider }) => {
      const [type] = decider.eventTypes;
      if (type === undefined) throw new Error(`${decider.name} folds no event type`);
      const state = foldEvents(decider, [{ type, data: anyData }]);
      // What the auditor's browser receives: JSON, with nothing lost on the way.
      const sent = JSON.stringify(state);
      expect(JSON.parse(sent)).toEqual(state);
      expect(sent).not.toBe(JSON.stringify(jsonView(decider.initialState)));
    },
  );

  it("shows a Flirt's customer tags after tag events (not {tags:{}})", () => {
    const created = (name: string) => ({
      type: 'CustomerTagCreated',
      data: { creatorId: id, name },
    });
    const state = foldEvents(tagsDecider, [
      created('VIP'),
      created('Night owl'),
      { type: 'CustomerTagsApplied', data: { creatorId: id, customerIds: [other], tags: ['VIP'] } },
      { type: 'CustomerTagDeleted', data: { creatorId: id, name: 'Night owl' } },
    ]);
    expect(JSON.parse(JSON.stringify(state))).toEqual({ tags: { vip: 'VIP' } });
  });
});
