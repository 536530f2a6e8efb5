import { describe, expect, it } from '@jest/globals';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import { profileReviewsProjection } from './profile-reviews.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const moderatorId = '0190a0b0-0000-7000-8000-00000000c002';
const fmItemId = '0190a0b0-0000-7000-8000-00000000f001';

describe('profile-reviews projection', () => {
  it('lists a written homepage and a submitted avatar until each is reviewed', async () => {
    const written = envelope('HomepageSubmitted', { creatorId, content: '<p>Hi</p>' });
    const submitted = envelope('ProfileImageSubmitted', { creatorId, kind: 'avatar', fmItemId });
    const h = new ProjectionHarness(profileReviewsProjection);
    await h.run([written, submitted, submitted]);
    const waiting = (docs: { waiting: string; _id: string }[]) =>
      docs
        .filter((doc) => doc.waiting === 'yes')
        .map((doc) => doc._id)
        .sort();
    expect(waiting(h.docs('profile_reviews'))).toEqual([
      `${creatorId}:avatar`,
      `${creatorId}:homepage`,
    ]);
    await h.run([
      envelope('ProfileImageRejected', {
        creatorId,
        kind: 'avatar',
        fmItemId,
        moderatorId,
        reason: 'Nudity',
      }),
      envelope('HomepageAccepted', { creatorId, moderatorId }),
    ]);
    expect(waiting(h.docs('profile_reviews'))).toEqual([]);
  });

  it('does not queue a new Flirt’s unwritten homepage', async () => {
    const h = new ProjectionHarness(profileReviewsProjection);
    await h.run([envelope('FlirtSetupCompleted', { userId: creatorId })]);
    expect(h.docs('profile_reviews')).toEqual([]);
  });

  it('puts an edited homepage back in the queue with its text', async () => {
    const h = new ProjectionHarness(profileReviewsProjection);
    await h.run([
      envelope('HomepageSubmitted', { creatorId, content: '<p>Hi</p>' }),
      envelope('HomepageAccepted', { creatorId, moderatorId }),
      envelope('HomepageSubmitted', { creatorId, content: '<p>Hello</p>' }),
    ]);
    expect(h.docs('profile_reviews')).toEqual([
      expect.objectContaining({
        _id: `${creatorId}:homepage`,
        waiting: 'yes',
        content: '<p>Hello</p>',
      }),
    ]);
  });
});
