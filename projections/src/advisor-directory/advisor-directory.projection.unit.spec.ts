import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { ADVISORS, advisorDirectoryProjection } from './advisor-directory.projection.js';

const ann = '0190a0b0-0000-7000-8000-00000000a001';
const bob = '0190a0b0-0000-7000-8000-00000000b001';

function signUp(h: ProjectionHarness, userId: string, login: string) {
  return h.event(
    'UserSignedUp',
    {
      userId,
      login,
      sealedEmail: 'sealed',
      emailIndex: 'index',
      sealedDateOfBirth: null,
      sealedPasswordHash: 'sealed',
      offersOptIn: false,
      flirtSignup: true,
    },
    '2025-03-04T10:00:00.000Z',
  );
}

describe('advisor-directory projection', () => {
  it('lists a person with their login, slug and join date, as a Flirt once setup completes', async () => {
    const h = new ProjectionHarness(advisorDirectoryProjection);
    await h.run([signUp(h, ann, 'Ann_Star'), signUp(h, bob, 'bob')]);
    expect(h.doc(ADVISORS, ann)).toEqual({
      _id: ann,
      login: 'Ann_Star',
      slug: 'ann_star',
      advisor: false,
      active: true,
      onboardingComplete: false,
      gender: null,
      memberSince: '2025-03-04T10:00:00.000Z',
    });
    await h.run([
      h.event('FlirtSetupCompleted', { userId: ann }),
      h.event('GenderSet', { userId: ann, flirtGender: 0, preferredGender: 1 }),
      h.event('OnboardingCompleted', { creatorId: ann, postId: bob }),
    ]);
    expect(h.doc(ADVISORS, ann)).toMatchObject({
      advisor: true,
      gender: 0,
      onboardingComplete: true,
    });
    expect(h.doc(ADVISORS, bob)).toMatchObject({ advisor: false, gender: null });
  });

  it('records whether the Flirt shows their Member Since date (shown until hidden)', async () => {
    const h = new ProjectionHarness(advisorDirectoryProjection);
    await h.run([
      signUp(h, ann, 'ann'),
      h.event('MemberSinceVisibilitySet', { creatorId: ann, visible: false }),
    ]);
    expect(h.doc(ADVISORS, ann)).toMatchObject({ showMemberSince: false });
    await h.run([h.event('MemberSinceVisibilitySet', { creatorId: ann, visible: true })]);
    expect(h.doc(ADVISORS, ann)).toMatchObject({ showMemberSince: true });
  });

  it('follows deactivation and reactivation', async () => {
    const h = new ProjectionHarness(advisorDirectoryProjection);
    await h.run([signUp(h, ann, 'ann'), h.event('UserDeactivated', { userId: ann, reason: 'x' })]);
    expect(h.doc(ADVISORS, ann)).toMatchObject({ active: false });
    await h.run([h.event('UserReactivated', { userId: ann })]);
    expect(h.doc(ADVISORS, ann)).toMatchObject({ active: true });
  });

  it('changes nothing when the same events are replayed', async () => {
    const h = new ProjectionHarness(advisorDirectoryProjection);
    const events = [
      signUp(h, ann, 'ann'),
      h.event('FlirtSetupCompleted', { userId: ann }),
      h.event('GenderSet', { userId: ann, flirtGender: 2, preferredGender: 0 }),
    ];
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
