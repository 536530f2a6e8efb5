import { describe, expect, it } from '@jest/globals';
import { LISTING_MESSAGES } from '@flirtwire/contracts';
import { statusBanner } from './listing-status';

const of = (statusName: string) =>
  statusBanner({
    statusName,
    listingRejectionReason: 'Wrong category',
    listingRejectionComment: 'Try Dating Advice',
  });

describe('listing status banner', () => {
  it('shows New and Not Accepted - Edited as Pending Review', () => {
    expect(of('New')).toEqual({
      kind: 'pending',
      title: 'Pending Review',
      text: LISTING_MESSAGES.pendingReview,
    });
    expect(of('Not Accepted - Edited').kind).toBe('pending');
  });

  it('shows Accepted and Accepted - Edited as accepted into the directory', () => {
    expect(of('Accepted')).toMatchObject({
      kind: 'accepted',
      text: LISTING_MESSAGES.acceptedIntoDirectory,
    });
    expect(of('Accepted - Edited').kind).toBe('accepted');
  });

  it('shows any other status by name with the reason and comment', () => {
    expect(of('Not Accepted')).toEqual({
      kind: 'rejected',
      title: 'Not Accepted',
      reason: 'Wrong category',
      comment: 'Try Dating Advice',
    });
  });

  it('trims the reason and comment and leaves blank ones out', () => {
    expect(
      statusBanner({
        statusName: 'Not Accepted',
        listingRejectionReason: 'Wrong category',
        listingRejectionComment: ' Try Fetish ',
      }),
    ).toMatchObject({ reason: 'Wrong category', comment: 'Try Fetish' });
    expect(
      statusBanner({
        statusName: 'Blocked',
        listingRejectionReason: '',
        listingRejectionComment: null,
      }),
    ).toEqual({ kind: 'rejected', title: 'Blocked', reason: null, comment: null });
  });
});
