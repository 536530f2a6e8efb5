import { describe, expect, it } from '@jest/globals';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import { type OnboardingFactsRow, onboardingProjection } from './onboarding.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const postId = '0190a0b0-0000-7000-8000-00000000a001';
const id = '0190a0b0-0000-7000-8000-00000000a002';

const accepted = () => envelope('LegalLiabilityAccepted', { creatorId });
const priceSet = () =>
  envelope('SubscriptionPriceSet', {
    creatorId,
    offeringId: id,
    rateCents: 1499,
    previousRateCents: null,
  });
const packageCreated = () =>
  envelope('PackageCreated', {
    packageId: id,
    creatorId,
    rateCents: 1499,
    status: 'pending_onboarding',
    perks: {},
  });
const recorded = (kind: 'price' | 'package') =>
  envelope('OnboardingOfferingRecorded', { creatorId, kind });
const published = () =>
  envelope('PostPublished', {
    postId,
    creatorId,
    postType: 'welcome_kit',
    publishedAt: '2026-01-01T00:00:00.000Z',
  });

async function facts(events: ReturnType<typeof envelope>[]) {
  const h = new ProjectionHarness(onboardingProjection);
  await h.run(events);
  return h.doc<OnboardingFactsRow>('onboarding_facts', creatorId);
}

describe('onboarding projection', () => {
  it('is due to record the offering once the terms are accepted and a price exists, in either order', async () => {
    expect(await facts([priceSet()])).toMatchObject({ step: 'new', offering: 'price', due: false });
    expect(await facts([priceSet(), accepted()])).toMatchObject({ due: true });
    expect(await facts([accepted(), packageCreated()])).toMatchObject({
      offering: 'package',
      due: true,
    });
  });

  it('is due to complete after the offering step once a post is published', async () => {
    expect(await facts([accepted(), priceSet(), recorded('price')])).toMatchObject({
      step: 'has_offering',
      due: false,
    });
    expect(
      await facts([accepted(), packageCreated(), recorded('package'), published()]),
    ).toMatchObject({ step: 'has_package', firstPublishedPostId: postId, due: true });
    expect(
      await facts([
        accepted(),
        priceSet(),
        recorded('price'),
        published(),
        envelope('OnboardingCompleted', { creatorId, postId }),
      ]),
    ).toMatchObject({ step: 'complete', due: false });
  });

  it('changes nothing when the same events are replayed', async () => {
    const events = [accepted(), priceSet(), recorded('price'), published()];
    const h = new ProjectionHarness(onboardingProjection);
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
