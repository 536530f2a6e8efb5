import { describe, expect, it } from '@jest/globals';
import {
  type ListingContent,
  type ListingEvent,
  type ListingStatus,
  LISTING_MESSAGES as M,
} from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { availabilityDecider } from './availability.decider.js';
import { type ListingCommand, listingDecider, statusAfterEdit } from './listing.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const otherId = '0190a0b0-0000-7000-8000-00000000c002';
const moderatorId = '0190a0b0-0000-7000-8000-00000000d001';
const listingId = '1234567890';
const at = '2026-11-25T20:00:00.000Z';
const content: ListingContent = {
  title: 'Late night talks',
  description: '<p>Call me</p>',
  categoryId: 501,
  priceCents: 299,
  photoMediaId: null,
  serviceExtension: '1234',
};
const facts = { photoIsOwnReadyImage: false };
const create = (overrides: Partial<ListingContent> = {}, isFlirt = true): ListingCommand => ({
  type: 'CreateListing',
  listingId,
  creatorId,
  login: 'ann',
  isFlirt,
  listingType: 1,
  content: { ...content, ...overrides },
  facts,
  at,
});
const edit = (changes: Partial<ListingContent>, actorId = creatorId): ListingCommand => ({
  type: 'EditListing',
  listingId,
  actorId,
  changes,
  facts,
  at,
});
const created: ListingEvent = {
  type: 'ListingCreated',
  data: { listingId, creatorId, login: 'ann', type: 1, ...content, at },
};
const accepted: ListingEvent = {
  type: 'ListingAccepted',
  data: { listingId, creatorId, moderatorId, at },
};
const rejected: ListingEvent = {
  type: 'ListingRejected',
  data: { listingId, creatorId, moderatorId, reason: 'Wrong category', comment: 'Try 502', at },
};
const editedTo = (status: ListingStatus): ListingEvent => ({
  type: 'ListingEdited',
  data: { listingId, creatorId, ...content, title: 'New title here', status, at },
});

describe('listing decider', () => {
  it('creates a listing as New for a Flirt; a repeat with the same id changes nothing', () => {
    spec(listingDecider).given([]).when(create()).then([created]);
    spec(listingDecider).given([created]).when(create()).then([]);
  });

  it('refuses people who are not Flirts', () => {
    spec(listingDecider)
      .given([])
      .when(create({}, false))
      .thenThrows({ status: 403, message: M.flirtsOnly });
  });

  it('keeps prices per minute within limits, in cents', () => {
    spec(listingDecider)
      .given([])
      .when(create({ priceCents: 50 }))
      .thenThrows({ status: 400, fields: { priceCents: M.minutePrice } });
    spec(listingDecider)
      .given([])
      .when(create({ priceCents: 2000 }))
      .thenThrows({ status: 400, fields: { priceCents: M.minutePrice } });
  });

  it('refuses a photo that is not one of the owner’s ready images', () => {
    spec(listingDecider)
      .given([])
      .when(create({ photoMediaId: '0190a0b0-0000-7000-8000-00000000e001' }))
      .thenThrows({ status: 400, fields: { photoMediaId: M.photoNotYours } });
  });

  it('sends an edited listing back for review, keeping an accepted one listed', () => {
    spec(listingDecider)
      .given([created, accepted])
      .when(edit({ title: 'New title here' }))
      .then([editedTo('accepted_edited')]);
    spec(listingDecider)
      .given([created, rejected])
      .when(edit({ title: 'New title here' }))
      .then([editedTo('not_accepted_edited')]);
    spec(listingDecider)
      .given([created])
      .when(edit({ title: 'New title here' }))
      .then([editedTo('new')]);
  });

  it('an edit that changes nothing records nothing', () => {
    spec(listingDecider)
      .given([created])
      .when(edit({ title: content.title }))
      .then([]);
  });

  it('lets nobody but the owner edit or switch the listing', () => {
    spec(listingDecider)
      .given([created])
      .when(edit({ title: 'Hijacked title' }, otherId))
      .thenThrows({ status: 403, message: M.notYours });
    spec(listingDecider)
      .given([created])
      .when({ type: 'SetListingAvailability', listingId, actorId: otherId, available: false, at })
      .thenThrows({ status: 403 });
  });

  it('moderators accept pending listings and reject with a reason and comment', () => {
    const accept: ListingCommand = { type: 'AcceptListing', listingId, moderatorId, at };
    spec(listingDecider).given([created]).when(accept).then([accepted]);
    spec(listingDecider).given([created, accepted]).when(accept).then([]);
    spec(listingDecider)
      .given([created])
      .when({
        type: 'RejectListing',
        listingId,
        moderatorId,
        reason: 'Wrong category',
        comment: 'Try 502',
        at,
      })
      .then([rejected]);
    spec(listingDecider)
      .given([created, rejected])
      .when(accept)
      .thenThrows({ status: 409, message: M.alreadyDecided });
    spec(listingDecider)
      .given([created, rejected, editedTo('not_accepted_edited')])
      .when(accept)
      .then([accepted]);
  });

  it('staff block and unblock; repeats change nothing; unknown listings are not found', () => {
    const block: ListingCommand = {
      type: 'SetListingBlocked',
      listingId,
      staffId: moderatorId,
      blocked: true,
      at,
    };
    const blocked: ListingEvent = {
      type: 'ListingBlocked',
      data: { listingId, creatorId, staffId: moderatorId, at },
    };
    spec(listingDecider).given([created]).when(block).then([blocked]);
    spec(listingDecider).given([created, blocked]).when(block).then([]);
    spec(listingDecider)
      .given([created, blocked])
      .when({ ...block, blocked: false })
      .then([{ type: 'ListingUnblocked', data: blocked.data }]);
    spec(listingDecider).given([]).when(block).thenThrows({ status: 404, message: M.notFound });
  });

  it('maps every status to where an edit leaves it', () => {
    expect(
      (['new', 'accepted', 'accepted_edited', 'not_accepted', 'not_accepted_edited'] as const).map(
        statusAfterEdit,
      ),
    ).toEqual([
      'new',
      'accepted_edited',
      'accepted_edited',
      'not_accepted_edited',
      'not_accepted_edited',
    ]);
  });
});

describe('availability decider', () => {
  it('starts Offline and records only changes, keeping the switch not named', () => {
    const on = {
      type: 'FlirtAvailabilitySet' as const,
      data: { creatorId, availableForChat: true, availableForCalls: false, at },
    };
    spec(availabilityDecider)
      .given([])
      .when({ type: 'SetFlirtAvailability', creatorId, availableForChat: true, at })
      .then([on]);
    spec(availabilityDecider)
      .given([on])
      .when({ type: 'SetFlirtAvailability', creatorId, availableForChat: true, at })
      .then([]);
    spec(availabilityDecider)
      .given([on])
      .when({ type: 'SetFlirtAvailability', creatorId, availableForCalls: true, at })
      .then([{ ...on, data: { ...on.data, availableForCalls: true } }]);
  });
});
