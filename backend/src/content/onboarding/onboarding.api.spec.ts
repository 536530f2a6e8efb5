import { offeringStreamId, onboardingStreamId, packageStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { idFromKey } from '../../shared/domain/ids.js';
import {
  appendAs,
  newCustomer,
  newFlirt,
  packagePerks,
  post,
  settle,
} from '../../test-support/content.js';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { reactAgain, streamTypes } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { ONBOARDING_REACTOR } from './onboarding.process.js';

describe('onboarding API (spec 000 §4)', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const user = async (who: SignedInUser) =>
    (await post(t, who, 'GET', '/client_api/user')).json<{
      onboarding_step: string | null;
      onboarding_complete: boolean;
    }>();
  const step = async (who: SignedInUser) => (await user(who)).onboarding_step;
  const advance = async () => {
    await settle(t);
    expect(await t.app.get(ProjectionHost).settled([ONBOARDING_REACTOR.name], 10_000)).toBe(true);
  };
  const priceSet = (creatorId: string) =>
    appendAs(t, offeringStreamId(creatorId), [
      {
        type: 'SubscriptionPriceSet',
        data: {
          creatorId,
          offeringId: idFromKey('offering', creatorId),
          rateCents: 1499,
          previousRateCents: null,
        },
      },
    ]);

  it('goes new → accepted_2257 → has_offering → complete, in that order', async () => {
    const flirt = await newFlirt(t, admin);
    expect(await user(flirt)).toMatchObject({ onboarding_step: 'new', onboarding_complete: false });
    const checklist = await post(t, flirt, 'GET', '/feeds/onboarding');
    expect(checklist.json()).toEqual({
      onboarding_step: 'new',
      onboarding_complete: false,
      steps: [
        { name: 'legal_terms', done: false, enabled: true },
        { name: 'set_price', done: false, enabled: false },
        { name: 'first_post', done: false, enabled: false },
      ],
    });
    const accepted = await post(t, flirt, 'POST', '/client_api/legal_liability_acceptance');
    expect(accepted.json()).toMatchObject({ onboarding_step: 'accepted_2257' });
    expect(await step(flirt)).toBe('accepted_2257');
    await priceSet(flirt.userId);
    await advance();
    expect(await step(flirt)).toBe('has_offering');
    const first = await post(t, flirt, 'POST', '/feeds/posts', {
      post_type: 'welcome_kit',
      body: 'My first post',
    });
    expect(first.statusCode).toBe(201);
    await advance();
    expect(await user(flirt)).toMatchObject({
      onboarding_step: 'complete',
      onboarding_complete: true,
    });
    // A restart before the reactor's checkpoint moved hands it the post again: no step repeats.
    const onboarding = onboardingStreamId(flirt.userId);
    const before = await streamTypes(t, onboarding);
    await reactAgain(t, ONBOARDING_REACTOR.name, 'PostPublished');
    expect(await streamTypes(t, onboarding)).toEqual(before);
    expect(before.filter((type) => type === 'OnboardingCompleted')).toHaveLength(1);
    expect(
      (
        await post(t, flirt, 'POST', '/feeds/posts', {
          post_type: 'subscriber',
          body: 'now a real post',
          scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('counts a price set before the terms once they are accepted, and a package as has_package', async () => {
    const early = await newFlirt(t, admin);
    await priceSet(early.userId);
    await advance();
    expect(await step(early)).toBe('new');
    await post(t, early, 'POST', '/client_api/legal_liability_acceptance');
    expect(await step(early)).toBe('has_offering');

    const packaged = await newFlirt(t, admin);
    await post(t, packaged, 'POST', '/client_api/legal_liability_acceptance');
    await appendAs(t, packageStreamId(idFromKey('package', packaged.userId)), [
      {
        type: 'PackageCreated',
        data: {
          packageId: idFromKey('package', packaged.userId),
          creatorId: packaged.userId,
          rateCents: 1499,
          status: 'pending_onboarding',
          perks: packagePerks(true),
        },
      },
    ]);
    await advance();
    expect(await step(packaged)).toBe('has_package');
  });

  it('refuses posts and scheduling before their step', async () => {
    const flirt = await newFlirt(t, admin);
    const tooEarly = await post(t, flirt, 'POST', '/feeds/posts', {
      post_type: 'welcome_kit',
      body: 'hi',
    });
    expect(tooEarly.json()).toMatchObject({ error: { code: 'onboarding_incomplete' } });
    await post(t, flirt, 'POST', '/client_api/legal_liability_acceptance');
    await priceSet(flirt.userId);
    await advance();
    const scheduled = await post(t, flirt, 'POST', '/feeds/posts', {
      post_type: 'welcome_kit',
      body: 'hi',
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(scheduled.json()).toMatchObject({
      error: { fields: { scheduled_at: 'Scheduling is available once onboarding is complete.' } },
    });
    const subscriberPost = await post(t, flirt, 'POST', '/feeds/posts', {
      post_type: 'subscriber',
      body: 'hi',
    });
    expect(subscriberPost.json()).toMatchObject({
      error: {
        fields: { base: 'Until onboarding is complete, your posts are Welcome Kit posts.' },
      },
    });
  });

  it('is for Flirts only; customers keep identity’s values', async () => {
    const customer = await newCustomer(t);
    expect(
      (await post(t, customer, 'POST', '/client_api/legal_liability_acceptance')).statusCode,
    ).toBe(403);
    expect(await user(customer)).toMatchObject({
      onboarding_step: null,
      onboarding_complete: true,
    });
  });

  it('repeats change nothing', async () => {
    const flirt = await newFlirt(t, admin);
    const first = await post(t, flirt, 'POST', '/client_api/legal_liability_acceptance');
    const again = await post(t, flirt, 'POST', '/client_api/legal_liability_acceptance');
    expect(again.json<{ revision: number }>().revision).toBe(
      first.json<{ revision: number }>().revision,
    );
  });
});
