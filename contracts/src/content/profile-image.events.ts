import { z } from 'zod';
import { defineEvent } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';

/**
 * Spec 001 §2.5 homepage status values; `new_profile` is a Flirt who has not written a homepage
 * yet (nothing to review).
 */
export const HOMEPAGE_STATUSES = [
  'new_profile',
  'new',
  'not_accepted_edited',
  'accepted',
  'accepted_edited',
  'not_accepted',
] as const;
export const HomepageStatus = z.enum(HOMEPAGE_STATUSES);
export type HomepageStatus = z.infer<typeof HomepageStatus>;

/** A Flirt's profile images (spec 001 §2.4): the round avatar and the 16:6 cover. */
export const PROFILE_IMAGE_KINDS = ['avatar', 'cover'] as const;
export const ProfileImageKind = z.enum(PROFILE_IMAGE_KINDS);
export type ProfileImageKind = z.infer<typeof ProfileImageKind>;

const ReviewReason = z.string().trim().min(1).max(500);

/** The longest homepage, in characters of its (sanitised) HTML. */
export const HOMEPAGE_MAX_LENGTH = 20_000;

/**
 * Profile review events, in `profile-<creatorId>`: an avatar or cover is submitted, then a
 * moderator accepts or rejects it (the last accepted one stays shown meanwhile); the homepage is
 * reviewed the same way.
 */
export const profileImageEvents = {
  ProfileImageSubmitted: defineEvent(
    z.object({ creatorId: Uuid, kind: ProfileImageKind, fmItemId: Uuid }),
  ),
  ProfileImageAccepted: defineEvent(
    z.object({ creatorId: Uuid, kind: ProfileImageKind, fmItemId: Uuid, moderatorId: Uuid }),
  ),
  ProfileImageRejected: defineEvent(
    z.object({
      creatorId: Uuid,
      kind: ProfileImageKind,
      fmItemId: Uuid,
      moderatorId: Uuid,
      reason: ReviewReason,
    }),
  ),
  /** The Flirt wrote or edited their homepage; `content` is sanitised HTML. */
  HomepageSubmitted: defineEvent(
    z.object({ creatorId: Uuid, content: z.string().max(HOMEPAGE_MAX_LENGTH) }),
  ),
  HomepageAccepted: defineEvent(z.object({ creatorId: Uuid, moderatorId: Uuid })),
  HomepageRejected: defineEvent(
    z.object({
      creatorId: Uuid,
      moderatorId: Uuid,
      reason: ReviewReason,
      comment: z.string().max(1_000),
    }),
  ),
};

/** Copy of the avatar, cover and homepage states (spec 001 §2.5, §6). */
export const PROFILE_MESSAGES = {
  pending: (kind: ProfileImageKind) =>
    `Your NF+ ${kind === 'avatar' ? 'Avatar' : 'Cover'} is pending review and will be automatically published if approved.`,
  rejected: (kind: ProfileImageKind) => {
    const name = kind === 'avatar' ? 'Avatar' : 'Cover';
    return `Your NF+ ${name} was removed because it contains content that is not allowed. It was replaced by your last approved ${name}.`;
  },
  homepagePending:
    'Your homepage is pending review by our fair-play team. Reviews take up to two business days.',
  homepageRejected: 'Your homepage was not accepted. Please edit it and resubmit it for review.',
  homepagePreview: 'This is a preview of your homepage as others see it.',
  onlyJpegPng: 'Please choose a JPEG or PNG image.',
  notYourImage: 'This image is not in your File Manager.',
  notAnImage: 'Please choose a JPEG or PNG image.',
  nothingToReview: 'There is nothing waiting for review here.',
  homepageEmpty: 'Please write something about yourself.',
  homepageTooLong: 'Your homepage is too long. Please shorten it.',
  homepageUnchanged: 'Your homepage has not changed.',
  homepageSaved: 'Your homepage was sent for review.',
  reasonRequired: 'Please give a reason.',
} as const;

/** POST /client_api/profile_images/{kind}: the cropped image, uploaded to the File Manager. */
export const SubmitProfileImageBody = z.object({
  fm_item_id: Uuid.describe('the uploaded JPEG or PNG in the File Manager'),
});
export type SubmitProfileImageBody = z.infer<typeof SubmitProfileImageBody>;

/** PUT /client_api/homepage: the Flirt's homepage as rich text (HTML, sanitised by the server). */
export const SaveHomepageBody = z.object({
  content: z.string({ error: PROFILE_MESSAGES.homepageEmpty }).max(HOMEPAGE_MAX_LENGTH * 2, {
    error: PROFILE_MESSAGES.homepageTooLong,
  }),
});
export type SaveHomepageBody = z.infer<typeof SaveHomepageBody>;

/**
 * GET /client_api/advisors/{login}/homepage: the accepted homepage everyone sees (`content`,
 * null until one is accepted). The owner also gets what they last wrote (`draft`) and the
 * review's reason and comment; others get null there.
 */
export const HomepageResponse = z.object({
  homepage_status: HomepageStatus,
  content: z.string().nullable(),
  draft: z.string().nullable(),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
});
export type HomepageResponse = z.infer<typeof HomepageResponse>;

/** POST /feeds/moderation/profile_reviews/{creatorId}/{kind}/{decision}. */
export const ProfileReviewBody = z.object({
  reason: z.string().trim().max(500).optional().default(''),
  comment: z.string().trim().max(1_000).optional().default(''),
});
export type ProfileReviewBody = z.infer<typeof ProfileReviewBody>;

export const ProfileReviewKind = z.enum(['avatar', 'cover', 'homepage']);
export type ProfileReviewKind = z.infer<typeof ProfileReviewKind>;

const ProfileImageStatusResponse = z.object({
  status: z.enum(['none', 'pending', 'accepted', 'rejected']),
  /** The last accepted image (what others see), signed for the viewer. */
  url: z.string().nullable(),
  /** The image waiting for review (the owner's and moderators' eyes only). */
  pending_url: z.string().nullable(),
  tooltip: z.string().nullable(),
});

/** GET /client_api/profile_images: the owner's avatar, cover and homepage states. */
export const ProfileStatusResponse = z.object({
  avatar: ProfileImageStatusResponse,
  cover: ProfileImageStatusResponse,
  homepage_status: HomepageStatus,
  homepage_reason: z.string().nullable(),
  homepage_comment: z.string().nullable(),
});
export type ProfileStatusResponse = z.infer<typeof ProfileStatusResponse>;

/** GET /feeds/moderation/profile_reviews: avatars, covers and homepages waiting for review. */
export const ProfileReviewsResponse = z.object({
  records: z.array(
    z.object({
      creator_id: z.string(),
      login: z.string(),
      kind: ProfileReviewKind,
      image_url: z.string().nullable(),
      /** A homepage's submitted text (sanitised HTML); null for images. */
      content: z.string().nullable(),
      submitted_at: z.string(),
    }),
  ),
});
export type ProfileReviewsResponse = z.infer<typeof ProfileReviewsResponse>;
