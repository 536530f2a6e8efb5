import { describe, expect, it } from '@jest/globals';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import {
  type ShoutOutboxRow,
  type ShoutTriggerRow,
  socialShoutsProjection,
} from './social-shouts.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const connectionId = '0190a0b0-0000-7000-8000-00000000c002';
const shoutId = '0190a0b0-0000-7000-8000-00000000c003';

const linked = () =>
  envelope('SocialAccountLinked', {
    creatorId,
    connectionId,
    provider: 'twitter',
    username: 'ann',
  });
const templates = (sendToTwitter: boolean) =>
  envelope('SocialTemplatesUpdated', {
    creatorId,
    templates: [
      {
        eventType: 3,
        content: 'Thanks! {profile_link}',
        sendToTwitter,
        sendToTumblr: false,
        sendToBluesky: false,
      },
    ],
  });
const tip = () =>
  envelope('TipSent', {
    tipId: shoutId,
    customerId: connectionId,
    creatorId,
    amountCents: 500,
    platformFeeCents: 150,
    message: '',
    listingId: null,
    fromChat: false,
  });

describe('social-shouts projection', () => {
  it('records a trigger for a tip only when the tribute template sends to a linked account', async () => {
    const h = new ProjectionHarness(socialShoutsProjection);
    await h.run([tip(), linked(), tip(), templates(false), tip()]);
    expect(h.docs('social_triggers')).toEqual([]);
    const wanted = tip();
    await h.run([templates(true), wanted]);
    expect(h.doc<ShoutTriggerRow>('social_triggers', wanted.id)).toMatchObject({
      creatorId,
      eventType: 3,
      settled: 'no',
    });
    await h.run([
      envelope('ShoutSkipped', { creatorId, sourceEventId: wanted.id, reason: 'daily_limit' }),
    ]);
    expect(h.doc<ShoutTriggerRow>('social_triggers', wanted.id)?.settled).toBe('yes');
  });

  it('lists a posted shout in the outbox with each provider’s delivery', async () => {
    const h = new ProjectionHarness(socialShoutsProjection);
    await h.run([
      envelope('ShoutPosted', {
        creatorId,
        shoutId,
        trigger: 'manual',
        content: 'Live now',
        providers: ['twitter', 'bluesky'],
        day: '2026-01-01',
        sourceEventId: null,
      }),
      envelope('ShoutDelivered', { creatorId, shoutId, provider: 'twitter', externalId: 'x-1' }),
      envelope('ShoutDeliveryFailed', { creatorId, shoutId, provider: 'bluesky', reason: 'down' }),
    ]);
    expect(h.doc<ShoutOutboxRow>('social_outbox', shoutId)).toMatchObject({
      content: 'Live now',
      deliveries: {
        twitter: { status: 'delivered', externalId: 'x-1', error: null },
        bluesky: { status: 'failed', externalId: null, error: 'down' },
      },
    });
  });

  it('changes nothing when the same events are replayed', async () => {
    const events = [
      linked(),
      templates(true),
      tip(),
      envelope('ShoutPosted', {
        creatorId,
        shoutId,
        trigger: 3,
        content: 'Thanks!',
        providers: ['twitter'],
        day: '2026-01-01',
        sourceEventId: null,
      }),
      envelope('ShoutDelivered', { creatorId, shoutId, provider: 'twitter', externalId: 'x-1' }),
    ];
    const h = new ProjectionHarness(socialShoutsProjection);
    await h.run(events);
    const once = h.snapshot();
    await h.run(events);
    expect(h.snapshot()).toEqual(once);
  });
});
