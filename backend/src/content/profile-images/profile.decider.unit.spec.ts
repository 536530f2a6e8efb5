import { describe, expect, it } from '@jest/globals';
import type { ProfileEvent } from '@flirtwire/contracts';
import { fold } from '../../shared/domain/decider.js';
import { spec } from '../../test-support/decider-spec.js';
import { type ProfileCommand, profileDecider, publicHomepageStatus } from './profile.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const moderatorId = '0190a0b0-0000-7000-8000-00000000c002';
const first = '0190a0b0-0000-7000-8000-00000000f001';
const second = '0190a0b0-0000-7000-8000-00000000f002';

const submit = (fmItemId: string, contentType = 'image/jpeg', owned = true): ProfileCommand => ({
  type: 'SubmitProfileImage',
  creatorId,
  kind: 'avatar',
  fmItemId,
  image: { ownedByCreator: owned, contentType },
});
const review = (decision: 'accept' | 'reject', reason = ''): ProfileCommand => ({
  type: 'ReviewProfileImage',
  creatorId,
  kind: 'avatar',
  moderatorId,
  decision,
  reason,
});
const submitted = (fmItemId: string): ProfileEvent => ({
  type: 'ProfileImageSubmitted',
  data: { creatorId, kind: 'avatar', fmItemId },
});
const accepted = (fmItemId: string): ProfileEvent => ({
  type: 'ProfileImageAccepted',
  data: { creatorId, kind: 'avatar', fmItemId, moderatorId },
});

describe('profile decider', () => {
  it('a new avatar waits for review; accepted, it is shown', () => {
    spec(profileDecider)
      .given([])
      .when(submit(first))
      .then([submitted(first)]);
    spec(profileDecider)
      .given([submitted(first)])
      .when(review('accept'))
      .then([accepted(first)]);
    expect(fold(profileDecider, [submitted(first), accepted(first)]).avatar).toEqual({
      current: first,
      pending: null,
      rejected: false,
    });
  });

  it('rejected with a reason, the last accepted avatar stays', () => {
    spec(profileDecider)
      .given([submitted(first), accepted(first), submitted(second)])
      .when(review('reject', 'Nudity'))
      .then([
        {
          type: 'ProfileImageRejected',
          data: { creatorId, kind: 'avatar', fmItemId: second, moderatorId, reason: 'Nudity' },
        },
      ]);
    spec(profileDecider)
      .given([submitted(second)])
      .when(review('reject'))
      .thenThrows({ fields: { reason: 'Please give a reason.' } });
  });

  it('takes only the Flirt’s own JPEG or PNG, and reviews only what waits', () => {
    spec(profileDecider)
      .given([])
      .when(submit(first, 'image/gif'))
      .thenThrows({ fields: { fm_item_id: 'Please choose a JPEG or PNG image.' } });
    spec(profileDecider)
      .given([])
      .when(submit(first, 'image/png', false))
      .thenThrows({ fields: { fm_item_id: 'This image is not in your File Manager.' } });
    spec(profileDecider).given([]).when(review('accept')).thenThrows({ status: 409 });
  });

  it('reviews the homepage: nothing to review until written, then not accepted with the reason and comment', () => {
    const reject: ProfileCommand = {
      type: 'ReviewHomepage',
      creatorId,
      moderatorId,
      decision: 'reject',
      reason: 'Contact details',
      comment: 'Please remove the phone number.',
    };
    const rejected: ProfileEvent = {
      type: 'HomepageRejected',
      data: {
        creatorId,
        moderatorId,
        reason: 'Contact details',
        comment: 'Please remove the phone number.',
      },
    };
    const written: ProfileEvent = {
      type: 'HomepageSubmitted',
      data: { creatorId, content: '<p>Call me</p>' },
    };
    // A new Flirt's unwritten homepage is not waiting for anyone.
    expect(fold(profileDecider, []).homepage.status).toBe('new_profile');
    spec(profileDecider).given([]).when(reject).thenThrows({ status: 409 });
    spec(profileDecider).given([written]).when(reject).then([rejected]);
    expect(fold(profileDecider, [written, rejected]).homepage).toEqual({
      status: 'not_accepted',
      reason: 'Contact details',
      comment: 'Please remove the phone number.',
      draft: '<p>Call me</p>',
      published: null,
    });
    spec(profileDecider).given([written, rejected]).when(reject).thenThrows({ status: 409 });
  });

  describe('homepage', () => {
    const write = (content: string): ProfileCommand => ({
      type: 'SubmitHomepage',
      creatorId,
      content,
    });
    const written = (content: string): ProfileEvent => ({
      type: 'HomepageSubmitted',
      data: { creatorId, content },
    });
    const homepageAccepted: ProfileEvent = {
      type: 'HomepageAccepted',
      data: { creatorId, moderatorId },
    };
    const homepageRejected: ProfileEvent = {
      type: 'HomepageRejected',
      data: { creatorId, moderatorId, reason: 'Contact details', comment: 'No phone numbers' },
    };

    it('keeps the rich text but drops scripts, handlers and unsafe links', () => {
      spec(profileDecider)
        .given([])
        .when(
          write(
            '<p onclick="steal()">Hi <b>there</b><script>steal()</script></p><a href="javascript:steal()">x</a><a href="https://example.com">site</a><img src=x onerror=steal()>',
          ),
        )
        .then([
          written(
            '<p>Hi <b>there</b></p><a target="_blank" rel="noopener noreferrer nofollow">x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
          ),
        ]);
    });

    it('shows others a new_profile until something is written', () => {
      expect(publicHomepageStatus(fold(profileDecider, []).homepage)).toBe('new_profile');
      expect(publicHomepageStatus(fold(profileDecider, [written('<p>Hi</p>')]).homepage)).toBe(
        'new',
      );
    });

    it('refuses an empty page (tags alone say nothing)', () => {
      spec(profileDecider)
        .given([])
        .when(write('<p> <br></p><script>x()</script>'))
        .thenThrows({ fields: { content: 'Please write something about yourself.' } });
    });

    it('new, accepted, edited (the accepted one stays shown), accepted as accepted_edited', () => {
      const accepted1 = [written('<p>One</p>'), homepageAccepted];
      expect(fold(profileDecider, accepted1).homepage).toMatchObject({
        status: 'accepted',
        published: '<p>One</p>',
      });
      const edited = [...accepted1, written('<p>Two</p>')];
      expect(fold(profileDecider, edited).homepage).toMatchObject({
        status: 'not_accepted_edited',
        draft: '<p>Two</p>',
        published: '<p>One</p>',
      });
      expect(fold(profileDecider, [...edited, homepageAccepted]).homepage).toMatchObject({
        status: 'accepted_edited',
        published: '<p>Two</p>',
      });
    });

    it('a rejected page must change before it goes back for review', () => {
      const rejected = [written('<p>Call me</p>'), homepageRejected];
      expect(fold(profileDecider, rejected).homepage).toMatchObject({
        status: 'not_accepted',
        reason: 'Contact details',
        comment: 'No phone numbers',
      });
      spec(profileDecider)
        .given(rejected)
        .when(write('<p>Call me</p>'))
        .thenThrows({ fields: { content: 'Your homepage has not changed.' } });
      spec(profileDecider)
        .given(rejected)
        .when(write('<p>Hello</p>'))
        .then([written('<p>Hello</p>')]);
      expect(fold(profileDecider, [...rejected, written('<p>Hello</p>')]).homepage.status).toBe(
        'not_accepted_edited',
      );
      // The same text again while it waits adds nothing.
      spec(profileDecider)
        .given([written('<p>Hello</p>')])
        .when(write('<p>Hello</p>'))
        .then([]);
    });
  });
});
