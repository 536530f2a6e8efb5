import { relationshipStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  appendAs,
  endSubscription,
  newCustomer,
  newFlirt,
  post,
  settle,
  subscribe,
} from '../../test-support/content.js';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('follows API (spec 000 §8 messages)', () => {
  let t: TestApp;
  let flirt: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await newFlirt(t, await signInAdmin(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const follow = (who: SignedInUser, advisorId = flirt.userId) =>
    post(t, who, 'POST', '/feeds/follows', { advisor_id: advisorId });
  const unfollow = (who: SignedInUser, id = flirt.userId) =>
    post(t, who, 'DELETE', `/feeds/follows/${id}`);
  const list = async (who: SignedInUser, query = '') => {
    await settle(t);
    return post(t, who, 'GET', `/feeds/follows${query}`);
  };

  it('follows with a card on file, lists it, and unfollows', async () => {
    const customer = await newCustomer(t);
    const followed = await follow(customer);
    expect(followed.statusCode).toBe(201);
    expect(followed.json()).toMatchObject({
      follow: {
        id: flirt.userId,
        active: true,
        creator_account: { main_user_id: flirt.userId, login: flirt.login },
      },
    });
    expect((await follow(customer)).statusCode).toBe(201);
    const mine = await list(customer, `?advisor_ids=${flirt.userId}`);
    expect(mine.json()).toEqual({
      follows: [
        {
          id: flirt.userId,
          active: true,
          advisor_id: flirt.userId,
          creator_account: { main_user_id: flirt.userId, login: flirt.login },
        },
      ],
    });
    expect((await unfollow(customer)).statusCode).toBe(200);
    const after = await list(customer);
    expect(after.json()).toEqual({ follows: [] });
  });

  it('needs a card on file', async () => {
    const customer = await newCustomer(t, false);
    const response = await follow(customer);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'card_required',
        message: 'You must have a credit card on file to follow this flirt.',
      },
    });
  });

  it('refuses following yourself', async () => {
    const response = await follow(flirt, flirt.userId);
    expect(response.json()).toEqual({
      error: { code: 'cannot_follow_yourself', message: "You can't follow yourself" },
    });
  });

  it('refuses following across a block, whoever blocked', async () => {
    for (const by of ['creator', 'customer'] as const) {
      const customer = await newCustomer(t);
      await appendAs(t, relationshipStreamId(flirt.userId, customer.userId), [
        {
          type: 'CustomerBlocked',
          data: { creatorId: flirt.userId, customerId: customer.userId, by },
        },
      ]);
      const response = await follow(customer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'blocked',
          message:
            "We're sorry, you are unable to follow this Flirt because this Flirt blocked you or you blocked this Flirt.",
        },
      });
    }
  });

  it('keeps subscribers from unfollowing, until the subscription ends', async () => {
    const customer = await newCustomer(t);
    await follow(customer);
    const subscriptionId = await subscribe(t, customer.userId, flirt.userId);
    await settle(t);
    const refused = await unfollow(customer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: {
        code: 'subscriber_cannot_unfollow',
        message: "You can't unfollow this Flirt because you're their subscriber.",
      },
    });
    await endSubscription(t, subscriptionId, customer.userId, flirt.userId);
    await settle(t);
    expect((await unfollow(customer)).statusCode).toBe(200);
  });

  it('answers 404 for someone who is not a Flirt, 401 for visitors, 400 for bad ids', async () => {
    const customer = await newCustomer(t);
    const other = await newCustomer(t);
    const notAFlirt = await follow(customer, other.userId);
    expect(notAFlirt.json()).toEqual({
      error: { code: 'advisor_not_found', message: 'This Flirt is not available.' },
    });
    expect((await post(t, null, 'GET', '/feeds/follows')).statusCode).toBe(401);
    expect(
      (await post(t, customer, 'POST', '/feeds/follows', { advisor_id: 'x' })).statusCode,
    ).toBe(400);
    expect((await list(customer, '?advisor_ids=zzz')).statusCode).toBe(400);
  });
});
