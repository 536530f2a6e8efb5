import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CONTENT_MESSAGES,
  type ShoutOutboxEntry,
  type SocialConnectionView,
  type SocialEventTemplateView,
} from '@flirtwire/contracts';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { newCustomer, newFlirt, post, settle } from '../../test-support/content.js';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { reactAgain } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { EVENT_SHOUTS } from './event-shouts/event-shouts.reactor.js';

describe('social shouts API', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Links an account the way the browser does: /auth/{provider} → the network → our callback. */
  async function link(who: SignedInUser, provider: string, username: string): Promise<string> {
    const start = await post(t, who, 'GET', `/auth/${provider}?username=${username}`);
    expect(start.statusCode).toBe(302);
    const callback = await post(t, who, 'GET', start.headers.location as string);
    expect(callback.statusCode).toBe(302);
    return callback.headers.location as string;
  }
  const connections = async (who: SignedInUser) =>
    (await post(t, who, 'GET', '/client_api/social_media/connections')).json<
      SocialConnectionView[]
    >();
  const shout = (who: SignedInUser, body: Record<string, unknown>) =>
    post(t, who, 'POST', '/client_api/social_media/manual_shouts', body);

  it('links accounts through the provider and unlinks them', async () => {
    const flirt = await newFlirt(t, admin);
    expect(await link(flirt, 'twitter', 'ann_tw')).toBe('/social_shouts?linked=twitter');
    const [twitter] = await connections(flirt);
    expect(twitter).toMatchObject({
      provider: 'twitter',
      username: 'ann_tw',
      authentication_error: null,
    });
    const removed = await post(
      t,
      flirt,
      'DELETE',
      `/client_api/social_media/connections/${twitter?.id ?? ''}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await connections(flirt)).toEqual([]);
    const unknown = await post(
      t,
      flirt,
      'DELETE',
      '/client_api/social_media/connections/0190a0b0-0000-7000-8000-00000000beef',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a forged or someone else’s link callback', async () => {
    const flirt = await newFlirt(t, admin);
    const other = await newFlirt(t, admin);
    const start = await post(t, flirt, 'GET', '/auth/tumblr?username=ann');
    const stolen = await post(t, other, 'GET', start.headers.location as string);
    expect(stolen.headers.location).toBe(
      `/social_shouts?${new URLSearchParams({ error: 'This link request has expired. Please try again.' }).toString()}`,
    );
    expect(await connections(other)).toEqual([]);
  });

  it('starts a Bluesky link from a handle, and says so when it cannot', async () => {
    const flirt = await newFlirt(t, admin);
    const started = await post(t, flirt, 'POST', '/bluesky/login', { handle: 'ann.bsky.social' });
    expect(started.statusCode).toBe(200);
    const url = started.json<{ authorization_url: string }>().authorization_url;
    expect((await post(t, flirt, 'GET', url)).headers.location).toBe(
      '/social_shouts?linked=bluesky',
    );
    const bad = await post(t, flirt, 'POST', '/bluesky/login', { handle: 'not a handle' });
    expect(bad.json()).toMatchObject({
      error: {
        message: 'There was an error setting up your Bluesky account. Please try again later.',
      },
    });
    const refused = await post(t, flirt, 'POST', '/bluesky/login', { handle: 'ann.invalid' });
    const location = (
      await post(t, flirt, 'GET', refused.json<{ authorization_url: string }>().authorization_url)
    ).headers.location as string;
    expect(new URL(location, 'http://x').searchParams.get('error')).toBe(
      'There was an error setting up your Bluesky account. Please try again later.',
    );
  });

  it('needs a linked account and a chosen network to shout', async () => {
    const flirt = await newFlirt(t, admin);
    const none = await shout(flirt, { content: 'hi', send_to_twitter: true });
    expect(none.json()).toMatchObject({
      error: { message: 'Please link a social account first.' },
    });
    await link(flirt, 'tumblr', 'ann');
    const unlinked = await shout(flirt, { content: 'hi', send_to_twitter: true });
    expect(unlinked.json()).toMatchObject({
      error: { message: 'Your Twitter account is not linked.' },
    });
    const noTarget = await shout(flirt, { content: 'hi' });
    expect(noTarget.json()).toMatchObject({
      error: { fields: { base: 'Please choose at least one linked account to post to.' } },
    });
    const long = await shout(flirt, { content: 'x'.repeat(281), send_to_tumblr: true });
    expect(long.json()).toMatchObject({
      error: { fields: { content: 'Shout is too long (maximum is 280 characters)' } },
    });
    const ok = await shout(flirt, { content: 'x'.repeat(280), send_to_tumblr: true });
    expect(ok.statusCode).toBe(201);
  });

  it('allows 10 shouts a day to a short-message service, and shows them in the outbox', async () => {
    const flirt = await newFlirt(t, admin);
    await link(flirt, 'twitter', 'ann');
    for (let i = 0; i < 10; i++) {
      expect(
        (await shout(flirt, { content: `shout ${i}`, send_to_twitter: true })).statusCode,
      ).toBe(201);
    }
    const eleventh = await shout(flirt, { content: 'one more', send_to_twitter: true });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      error: {
        code: 'daily_limit',
        message: 'You can post to Twitter at most 10 times a day. Please try again tomorrow.',
      },
    });
    await settle(t);
    const outbox = await post(t, flirt, 'GET', '/client_api/social_media/outbox?per_page=50');
    const shouts = outbox.json<{ shouts: ShoutOutboxEntry[] }>().shouts;
    expect(shouts).toHaveLength(10);
    expect(shouts[0]).toMatchObject({
      trigger: 'manual',
      deliveries: [{ provider: 'twitter', status: 'delivered', external_id: expect.any(String) }],
    });
  });

  it('marks an account that stops working, with the spec’s message', async () => {
    const flirt = await newFlirt(t, admin);
    await link(flirt, 'twitter', 'gone.revoked');
    expect((await shout(flirt, { content: 'hi', send_to_twitter: true })).statusCode).toBe(201);
    expect((await connections(flirt))[0]).toMatchObject({
      authentication_error:
        'We’re sorry, this account is not working. Please try to link the account later.',
    });
    const again = await shout(flirt, { content: 'hi', send_to_twitter: true });
    expect(again.json()).toMatchObject({
      error: {
        message: 'We’re sorry, this account is not working. Please try to link the account later.',
      },
    });
  });

  it('edits templates; over 140 characters or a foreign substitution answers 422 with every template', async () => {
    const flirt = await newFlirt(t, admin);
    const templates = (
      await post(t, flirt, 'GET', '/client_api/social_media/event_templates')
    ).json<SocialEventTemplateView[]>();
    expect(templates.map((template) => template.event_type)).toEqual([1, 2, 3, 4, 5, 6, 9]);
    const tribute = templates.find((template) => template.event_type === 3);
    const goodies = templates.find((template) => template.event_type === 5);
    expect(goodies?.valid_substitutions).toEqual(['{profile_link}', '{goodies_link}']);
    const patch = (attributes: unknown[]) =>
      post(t, flirt, 'PATCH', '/client_api/social_media/event_templates', {
        user: { social_media_event_templates_attributes: attributes },
      });
    const tooLong = await patch([{ id: tribute?.id, content: 'x'.repeat(141) }]);
    expect(tooLong.statusCode).toBe(422);
    const body = tooLong.json<{ event_templates: SocialEventTemplateView[] }>();
    expect(body.event_templates).toHaveLength(7);
    expect(body.event_templates.find((template) => template.event_type === 3)?.errors).toEqual([
      'Content is too long (maximum is 140 characters)',
    ]);
    const foreign = await patch([{ id: tribute?.id, content: 'Thanks! {goodies_link}' }]);
    expect(foreign.json()).toMatchObject({
      error: { message: '{goodies_link} is not a valid substitution' },
    });
    const saved = await patch([
      { id: tribute?.id, content: 'Thanks, {profile_link}!', send_to_twitter: true },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json<{ event_templates: SocialEventTemplateView[] }>()
        .event_templates.find((template) => template.event_type === 3),
    ).toMatchObject({ content: 'Thanks, {profile_link}!', send_to_twitter: true, errors: [] });
  });

  it('shouts a tribute received with its template, once', async () => {
    const flirt = await newFlirt(t, admin);
    await link(flirt, 'twitter', 'ann');
    const templates = (
      await post(t, flirt, 'GET', '/client_api/social_media/event_templates')
    ).json<SocialEventTemplateView[]>();
    await post(t, flirt, 'PATCH', '/client_api/social_media/event_templates', {
      user: {
        social_media_event_templates_attributes: [
          {
            id: templates.find((template) => template.event_type === 3)?.id,
            content: 'Thank you! {profile_link}',
            send_to_twitter: true,
          },
        ],
      },
    });
    await settle(t);
    const fan = await newCustomer(t);
    const tipped = await post(t, fan, 'POST', '/client_api/bonuses', {
      amount_text: '5',
      advisor_id: flirt.userId,
    });
    expect(tipped.statusCode).toBe(201);
    await settle(t);
    expect(await t.app.get(ProjectionHost).settled([EVENT_SHOUTS.name], 10_000)).toBe(true);
    // A restart before the reactor's checkpoint moved hands it the tip again: no second shout.
    await reactAgain(t, EVENT_SHOUTS.name, 'TipSent');
    const shouts = (await post(t, flirt, 'GET', '/client_api/social_media/outbox')).json<{
      shouts: ShoutOutboxEntry[];
    }>().shouts;
    expect(shouts).toHaveLength(1);
    expect(shouts[0]).toMatchObject({
      trigger: 3,
      content: `Thank you! ${t.config.publicUrl}/${flirt.login}`,
      deliveries: [{ provider: 'twitter', status: 'delivered' }],
    });
  });

  it('is for Flirts only', async () => {
    const customer = await newCustomer(t);
    for (const [method, url] of [
      ['GET', '/client_api/social_media/connections'],
      ['GET', '/client_api/social_media/event_templates'],
      ['POST', '/client_api/social_media/manual_shouts'],
      ['GET', '/auth/twitter'],
      ['POST', '/bluesky/login'],
    ] as const) {
      expect(
        (await post(t, customer, method, url, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(403);
    }
  });
});

describe('social links without SOCIAL_SANDBOX (the default)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await startTestApp({ env: { SOCIAL_SANDBOX: '' } });
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('links no handle on the Flirt’s word: /auth/twitter?username=... is refused', async () => {
    expect(t.config.socialSandbox).toBe(false);
    const flirt = await newFlirt(t, admin);
    const start = await post(t, flirt, 'GET', '/auth/twitter?username=someone_else');
    expect(start.statusCode).toBe(302);
    const location = start.headers.location as string;
    expect(location).not.toContain('someone_else');
    const forged = await post(
      t,
      flirt,
      'GET',
      `${location.replace(/&error=[^&]*/, '')}&username=someone_else`,
    );
    expect(new URL(forged.headers.location as string, 'http://x').searchParams.get('error')).toBe(
      CONTENT_MESSAGES.socialAccountNotWorking,
    );
    const started = await post(t, flirt, 'POST', '/bluesky/login', { handle: 'ann.bsky.social' });
    const bluesky = await post(
      t,
      flirt,
      'GET',
      started.json<{ authorization_url: string }>().authorization_url,
    );
    expect(new URL(bluesky.headers.location as string, 'http://x').searchParams.get('error')).toBe(
      CONTENT_MESSAGES.blueskySetupFailed,
    );
    const listed = await post(t, flirt, 'GET', '/client_api/social_media/connections');
    expect(listed.json()).toEqual([]);
  });
});
