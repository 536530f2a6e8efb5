import { READ_MODELS } from '@flirtwire/contracts';
import type { EnvelopeOf, ProfileEvent, ProfileReviewKind } from '@flirtwire/contracts';
import { defineProjection, documentOp } from '../projection.js';

/**
 * One review subject of a Flirt (their avatar, cover or homepage), for the moderators' queue:
 * `waiting` while something awaits a decision.
 */
export type ProfileReviewRow = {
  _id: string;
  creatorId: string;
  kind: ProfileReviewKind;
  waiting: 'yes' | 'no';
  fmItemId: string | null;
  /** A homepage's submitted text (sanitised HTML); null for images. */
  content?: string | null;
  submittedAt: string;
};

const PROFILE_REVIEWS = READ_MODELS.profileReviews;

export const profileReviewId = (creatorId: string, kind: ProfileReviewKind) =>
  `${creatorId}:${kind}`;

type ProfileReviewEvent = EnvelopeOf<ProfileEvent>;

const set = (creatorId: string, kind: ProfileReviewKind, fields: Partial<ProfileReviewRow>) =>
  documentOp<ProfileReviewRow>(PROFILE_REVIEWS, {
    updateOne: {
      filter: { _id: profileReviewId(creatorId, kind) },
      update: { $set: { creatorId, kind, ...fields } },
      upsert: true,
    },
  });

export const profileReviewsProjection = defineProjection<ProfileReviewEvent>({
  name: 'profile-reviews',
  // 2: homepages carry their submitted text. 3: a new Flirt's unwritten homepage no longer
  // waits for review (only what a Flirt writes is reviewed).
  version: 3,
  // Each document is one Flirt's review subjects, from that Flirt's content events: one bus key,
  // one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: [
    'ProfileImageSubmitted',
    'ProfileImageAccepted',
    'ProfileImageRejected',
    'HomepageSubmitted',
    'HomepageAccepted',
    'HomepageRejected',
  ],
  collections: {
    [PROFILE_REVIEWS]: { indexes: [{ key: { waiting: 1, submittedAt: 1 } }] },
  },
  handle: (event) => {
    switch (event.type) {
      case 'ProfileImageSubmitted':
        return [
          set(event.data.creatorId, event.data.kind, {
            waiting: 'yes',
            fmItemId: event.data.fmItemId,
            submittedAt: event.occurredAt,
          }),
        ];
      case 'ProfileImageAccepted':
      case 'ProfileImageRejected':
        return [set(event.data.creatorId, event.data.kind, { waiting: 'no' })];
      case 'HomepageSubmitted':
        return [
          set(event.data.creatorId, 'homepage', {
            waiting: 'yes',
            fmItemId: null,
            content: event.data.content,
            submittedAt: event.occurredAt,
          }),
        ];
      case 'HomepageAccepted':
      case 'HomepageRejected':
        return [set(event.data.creatorId, 'homepage', { waiting: 'no' })];
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
