import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  activityStreamId,
  GOODY_MESSAGES as M,
  type CustomerRow,
  type GoodyBagCommandResult,
  type GoodyBagDetail,
  type GoodyBagsPage,
  type GoodyBagPurchaseResult,
  goodySaleIdOf,
  type PurchasedGoodyBagsPage,
} from '@flirtwire/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { SANDBOX_TEST_CARDS } from '../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { uploadImage } from '../test-support/content.js';
import { addCard, type SignedInUser, signInAdmin } from '../test-support/identity.js';
import { block, makeCustomer, makeFlirt, sandboxCharges } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('goody bags API', () => {
  let t: TestApp;
  let store: EventStore;
  let flirt: SignedInUser;
  let otherFlirt: SignedInUser;
  let customer: SignedInUser;
  let photos: string[];

  const call = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  const compose = async (body: Record<string, unknown> = {}): Promise<GoodyBagCommandResult> => {
    const response = await call(flirt, 'POST', '/client_api/goody_bags', {
      title: 'Beach day',
      price: '12.99',
      media_ids: photos,
      content_rating: 'tame',
      dominance_tags: ['woman_neutral'],
      publish: true,
      ...body,
    });
    expect(response.statusCode).toBe(201);
    return response.json<GoodyBagCommandResult>();
  };
  const detail = async (who: SignedInUser | null, id: string) => {
    const response = await call(
      who,
      'GET',
      `/client_api/goody_bags/${id}?after=${await store.headPosition()}`,
    );
    return { status: response.statusCode, body: response.json<GoodyBagDetail>() };
  };
  const buy = (who: SignedInUser, id: string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: `/client_api/goody_bags/${id}/purchase`,
      headers: { ...who.headers, ...headers },
    });

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    const admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    otherFlirt = await makeFlirt(t, admin);
    customer = await makeCustomer(t);
    photos = [await uploadImage(t, flirt), await uploadImage(t, flirt)];
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('composes a bag from the Flirt’s files and lists it on the storefront, 20 per page', async () => {
    const presenceBefore = await call(
      null,
      'GET',
      `/client_api/advisors/${otherFlirt.login}/goody_bags_presence`,
    );
    expect(presenceBefore.json()).toEqual({ goody_bags_present: false });
    const created = await compose();
    expect(created.message).toBe(M.published);
    const after = `?after=${String(created.position)}`;
    const list = (
      await call(null, 'GET', `/client_api/advisors/${flirt.login}/goody_bags${after}`)
    ).json<GoodyBagsPage>();
    expect(list).toMatchObject({ count: 1, page: 1, per_page: 20 });
    expect(list.goody_bags[0]).toMatchObject({
      id: created.goody_bag_id,
      owner_name: flirt.login,
      price: 1299,
      title: 'Beach day',
      media_count: 2,
      image_count: 2,
      status: 'published',
      purchased_by_viewer: false,
    });
    // No cover chosen: no picture, and never one of the paid files in its place.
    expect(list.goody_bags[0]?.thumbnail_url).toBeNull();
    const presence = await call(
      null,
      'GET',
      `/client_api/advisors/${flirt.login}/goody_bags_presence${after}`,
    );
    expect(presence.json()).toEqual({ goody_bags_present: true });
    // The storefront shows its Goodies tab now.
    const storefront = await call(
      null,
      'GET',
      `/client_api/advisors/${flirt.login}/storefront${after}`,
    );
    expect(storefront.json<{ has_goody_bags: boolean }>().has_goody_bags).toBe(true);
    const locked = await detail(customer, created.goody_bag_id);
    expect(locked.body.media.map((m) => [m.unlocked, m.fm_item_id, m.large_url])).toEqual([
      [false, null, null],
      [false, null, null],
    ]);
  });

  it('shows the cover its Flirt chose; no answer to a visitor or customer names a paid file', async () => {
    const cover = await uploadImage(t, flirt);
    const paidAsCover = await call(flirt, 'POST', '/client_api/goody_bags', {
      title: 'Cover test',
      price: '5.00',
      media_ids: photos,
      content_rating: 'tame',
      cover_media_id: photos[0],
    });
    expect(paidAsCover.statusCode).toBe(400);
    expect(paidAsCover.json()).toMatchObject({
      error: { fields: { cover_media_id: M.coverIsPaidFile } },
    });
    const theirs = await uploadImage(t, otherFlirt);
    const notMine = await call(flirt, 'POST', '/client_api/goody_bags', {
      title: 'Cover test',
      price: '5.00',
      media_ids: photos,
      content_rating: 'tame',
      cover_media_id: theirs,
    });
    expect(notMine.json()).toMatchObject({
      error: { fields: { cover_media_id: M.coverNotImage } },
    });

    const created = await compose({ title: 'With a cover', cover_media_id: cover });
    const after = `?after=${String(created.position)}`;
    const answers = [
      await call(null, 'GET', `/client_api/advisors/${flirt.login}/goody_bags${after}`),
      await call(customer, 'GET', `/client_api/advisors/${flirt.login}/goody_bags${after}`),
      await call(null, 'GET', `/client_api/goody_bags/${created.goody_bag_id}${after}`),
      await call(customer, 'GET', `/client_api/goody_bags/${created.goody_bag_id}${after}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const paid of photos) expect(answer.body).not.toContain(paid);
    }
    const card = answers[0]
      ?.json<GoodyBagsPage>()
      .goody_bags.find((bag) => bag.id === created.goody_bag_id);
    expect(card?.thumbnail_url).toMatch(new RegExp(`^/fm/media/${cover}/thumbnail\\?v=public`));
    expect((await detail(customer, created.goody_bag_id)).body.cover_media_id).toBeNull();
    expect((await detail(flirt, created.goody_bag_id)).body.cover_media_id).toBe(cover);

    // Taking the cover away leaves the bag without a picture.
    const edited = await call(flirt, 'PATCH', `/client_api/goody_bags/${created.goody_bag_id}`, {
      cover_media_id: null,
    });
    expect(edited.statusCode).toBe(200);
    expect((await detail(null, created.goody_bag_id)).body.thumbnail_url).toBeNull();
  });

  it('refuses bad input with the field and its message', async () => {
    const attempt = async (body: Record<string, unknown>) => {
      const response = await call(flirt, 'POST', '/client_api/goody_bags', {
        title: 'Bag',
        price: '5',
        media_ids: photos,
        content_rating: 'tame',
        ...body,
      });
      expect(response.statusCode).toBe(400);
      return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await attempt({ price: '1.50' })).toEqual({ price: M.price });
    expect(await attempt({ media_ids: [] })).toEqual({ media_ids: M.mediaRequired });
    expect(await attempt({ title: '' })).toMatchObject({ title: M.titleRequired });
    expect(await attempt({ content_rating: 'wild' })).toMatchObject({
      content_rating: M.contentRating,
    });
    const theirs = await uploadImage(t, otherFlirt);
    expect(await attempt({ media_ids: [theirs] })).toEqual({ media_ids: M.mediaNotYours });
  });

  it('charges the default card once, records a Goodies sale and unlocks the files', async () => {
    const { goody_bag_id: id } = await compose({ price: '7.50' });
    const first = await buy(customer, id);
    expect(first.statusCode).toBe(201);
    const bought = first.json<GoodyBagPurchaseResult>();
    const saleId = goodySaleIdOf(id, customer.userId);
    expect(bought).toMatchObject({ sale_id: saleId, already_purchased: false });
    const again = await buy(customer, id);
    expect(again.json<GoodyBagPurchaseResult>()).toMatchObject({ already_purchased: true });
    const events = await store.readStream(activityStreamId('goody-sale', saleId));
    expect(events.map((e) => [e.type, (e.data as { amountCents: number }).amountCents])).toEqual([
      ['GoodiesSold', 750],
    ]);
    expect(sandboxCharges(t).filter((c) => c.idempotencyKey.startsWith(saleId))).toHaveLength(1);
    const open = await detail(customer, id);
    expect(open.body.purchased_by_viewer).toBe(true);
    expect(
      open.body.media.every((m) => m.unlocked && m.large_url?.includes(`v=${customer.userId}`)),
    ).toBe(true);
    // Buyers get the large rendition, never the original.
    expect(open.body.media.every((m) => m.original_url === null)).toBe(true);
    const purchased = (
      await call(
        customer,
        'GET',
        `/client_api/goody_bags/purchased?after=${String(bought.position)}`,
      )
    ).json<PurchasedGoodyBagsPage>();
    expect(purchased.purchases.map((p) => [p.goody_bag_id, p.amount_cents])).toContainEqual([
      id,
      750,
    ]);
    // My Customers sees it as a Goodies sale.
    const rows = await t.inject({
      method: 'POST',
      url: `/client_api/customers/search?after=${String(bought.position)}`,
      headers: flirt.headers,
      payload: { filters: { includeZeroSpendCustomers: true } },
    });
    const row = rows
      .json<{ customers: CustomerRow[] }>()
      .customers.find((c) => c.seeker_id === customer.userId);
    expect(row?.main_spend).toBe('Goodies');
  });

  it('with an Idempotency-Key a repeated purchase answers as the first did', async () => {
    const buyer = await makeCustomer(t);
    const { goody_bag_id: id } = await compose();
    const key = { 'idempotency-key': 'goody-buy-1' };
    const first = (await buy(buyer, id, key)).json<GoodyBagPurchaseResult>();
    const second = (await buy(buyer, id, key)).json<GoodyBagPurchaseResult>();
    expect(second.position).toBe(first.position);
    expect(await store.readStream(first.streamId)).toHaveLength(1);
  });

  it('records nothing on a declined card, then buys with another card', async () => {
    const declined = await makeCustomer(t, SANDBOX_TEST_CARDS.declineOnCharge);
    const { goody_bag_id: id } = await compose();
    const response = await buy(declined, id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'card_declined', message: 'Your card was declined. Please try another card.' },
    });
    const stream = activityStreamId('goody-sale', goodySaleIdOf(id, declined.userId));
    expect(await store.readStream(stream)).toHaveLength(0);
    // The customer picks another card: the retry charges it (a new processor key) and records.
    const card = await addCard(t, declined);
    expect(
      (await call(declined, 'POST', `/client_api/cards/${card}/default`)).statusCode,
    ).toBeLessThan(300);
    const retried = await buy(declined, id);
    expect(retried.statusCode).toBe(201);
    expect(await store.readStream(stream)).toHaveLength(1);
    const noCard = await makeCustomer(t);
    const cards = (await call(noCard, 'GET', '/client_api/cards')).json<{
      cards: { id: string }[];
    }>();
    for (const card of cards.cards) await call(noCard, 'DELETE', `/client_api/cards/${card.id}`);
    const without = await buy(noCard, id);
    expect(without.statusCode).toBeGreaterThanOrEqual(400);
    expect(without.statusCode).toBeLessThan(500);
    expect(without.json<{ error: { message: string } }>().error.message).toBe(M.cardRequired);
  });

  it('refuses your own bag, a draft, a blocked customer and a visitor', async () => {
    const { goody_bag_id: id } = await compose();
    const own = await buy(flirt, id);
    expect([own.statusCode, own.json<{ error: { message: string } }>().error.message]).toEqual([
      422,
      M.ownBag,
    ]);
    const draft = await compose({ publish: false });
    const notForSale = await buy(customer, draft.goody_bag_id);
    expect(notForSale.statusCode).toBe(422);
    expect(notForSale.json<{ error: { message: string } }>().error.message).toBe(M.notForSale);
    const blockedCustomer = await makeCustomer(t);
    await block(t, flirt.userId, blockedCustomer.userId);
    const blocked = await buy(blockedCustomer, id);
    expect([
      blocked.statusCode,
      blocked.json<{ error: { message: string } }>().error.message,
    ]).toEqual([403, M.blocked]);
    const visitor = await t.inject({
      method: 'POST',
      url: `/client_api/goody_bags/${id}/purchase`,
    });
    expect(visitor.statusCode).toBeGreaterThanOrEqual(400);
    expect(visitor.statusCode).toBeLessThan(500);
    expect(
      await store.readStream(
        activityStreamId('goody-sale', goodySaleIdOf(id, blockedCustomer.userId)),
      ),
    ).toHaveLength(0);
  });

  it('lets only the owner see a draft and edit, publish, unpublish or delete a bag', async () => {
    const { goody_bag_id: id } = await compose({ publish: false });
    expect((await detail(customer, id)).status).toBe(404);
    expect((await detail(otherFlirt, id)).status).toBe(404);
    expect((await detail(flirt, id)).body).toMatchObject({
      status: 'draft',
      is_owned_by_viewer: true,
    });
    for (const [method, url, body] of [
      ['PATCH', `/client_api/goody_bags/${id}`, { title: 'Mine now' }],
      ['POST', `/client_api/goody_bags/${id}/publish`, undefined],
      ['POST', `/client_api/goody_bags/${id}/unpublish`, undefined],
      ['DELETE', `/client_api/goody_bags/${id}`, undefined],
    ] as const) {
      expect((await call(otherFlirt, method, url, body)).statusCode).toBe(404);
      expect((await call(customer, method, url, body)).statusCode).toBe(403);
    }
    const edited = await call(flirt, 'PATCH', `/client_api/goody_bags/${id}`, {
      title: 'Sunset',
      price: 20,
    });
    expect(edited.json<GoodyBagCommandResult>().message).toBe(M.saved);
    await call(flirt, 'POST', `/client_api/goody_bags/${id}/publish`);
    expect((await detail(customer, id)).body).toMatchObject({
      title: 'Sunset',
      price: 2000,
      status: 'published',
    });
    const own = (
      await call(flirt, 'GET', `/client_api/goody_bags/manage?after=${await store.headPosition()}`)
    ).json<GoodyBagsPage>();
    expect(own.goody_bags.some((bag) => bag.id === id)).toBe(true);
    await call(flirt, 'DELETE', `/client_api/goody_bags/${id}`);
    expect((await detail(customer, id)).status).toBe(404);
  });

  it('keeps a bought bag open for its buyer after it is deleted', async () => {
    const { goody_bag_id: id } = await compose();
    expect((await buy(customer, id)).statusCode).toBe(201);
    await call(flirt, 'DELETE', `/client_api/goody_bags/${id}`);
    const kept = await detail(customer, id);
    expect(kept.status).toBe(200);
    expect(kept.body.media.every((m) => m.unlocked)).toBe(true);
  });
});
