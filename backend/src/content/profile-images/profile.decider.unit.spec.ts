import { describe, expect, it } from '@jest/globals';
import type { ProfileEvent } from '@flirtwire/contracts';
import { fold } from '../../shared/domain/decider.js';
import { spec } from '../../test-support/decider-spec.js';
import { type ProfileCommand, profileDecider } from './profile.decider.js';

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

  it('reviews the homepage: new, then not accepted with the reason and comment', () => {
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
    spec(profileDecider).given([]).when(reject).then([rejected]);
    expect(fold(profileDecider, [rejected]).homepage).toEqual({
      status: 'not_accepted',
      reason: 'Contact details',
      comment: 'Please remove the phone number.',
    });
    spec(profileDecider).given([rejected]).when(reject).thenThrows({ status: 409 });
  });
});
