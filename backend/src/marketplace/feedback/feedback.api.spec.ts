import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listingStreamId } from '@flirtwire/contracts';
import { appendEvents, report, signUpFlirt } from '../../test-support/customers.js';
import { type SignedInUser, signUp, visitor } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const DAY_MS = 86_400_000;
let serial = 0;
const nextId = (prefix: string) => `${prefix}-${String(Date.now())}-${String(++serial)}`;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('feedback and favorites API', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;
  const listingId = '1234567001';

  const reportCall = async (customer: SignedInUser, endedAgoMs: number, listing?: string) => {
    const id = nextId('call');
    const response = await report(t, 'calls', {
      call_id: id,
      creator_id: flirt.userId,
      customer_id: customer.userId,
      started_at: ago(endedAgoMs + 10 * 60_000),
      ended_at: ago(endedAgoMs),
      minutes: 10,
      rate_cents: 199,
      amount_cents: 1_990,
      ...(listing === undefined ? {} : { listing_id: listing }),
    });
    expect(response.statusCode).toBe(201);
    return { id, position: response.json<{ position: number }>().position };
  };
  const leave = (who: SignedInUser, body: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/client_api/feedbacks', payload: body, headers: who.headers });
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const response = await t.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await signUpFlirt(t);
    ann = await signUp(t);
    bob = await signUp(t);
    const at = new Date().toISOString();
    await appendEvents(t, listingStreamId(listingId), [
      {
        type: 'ListingCreated',
        data: {
          listingId,
          creatorId: flirt.userId,
          login: flirt.login,
          type: 1,
          title: 'Late night talks',
          description: '<p>Hi</p>',
          categoryId: 1,
          priceCents: 199,
          photoMediaId: null,
          serviceExtension: '123',
          at,
        },
      },
      {
        type: 'ListingAccepted',
        data: { listingId, creatorId: flirt.userId, moderatorId: flirt.userId, at },
      },
    ]);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists the customer’s transactions of the past 7 days and takes feedback once each', async () => {
    const recent = await reportCall(ann, 60_000, listingId);
    const old = await reportCall(ann, 8 * DAY_MS);
    const list = await get<{
      feedbacks_to_leave: {
        object_id: string;
        can_leave_feedback: boolean;
        advisor_login: string;
        object_type: string;
      }[];
    }>(`/client_api/feedbacks?after=${String(old.position)}`, ann.headers);
    expect(list.feedbacks_to_leave.map((row) => row.object_id)).toEqual([recent.id]);
    expect(list.feedbacks_to_leave[0]).toMatchObject({
      advisor_login: flirt.login,
      object_type: 'Conference',
      can_leave_feedback: true,
    });

    const first = await leave(ann, {
      object_type: 'Conference',
      object_id: recent.id,
      rating: 10,
      comment: 'Sweet and funny',
    });
    expect(first.statusCode).toBe(201);
    const again = await leave(ann, { object_type: 'Conference', object_id: recent.id, rating: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: 'You already left feedback for this transaction.' },
    });
    const late = await leave(ann, { object_type: 'Conference', object_id: old.id, rating: 5 });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      error: { message: 'Feedback can be left only within 7 days of the transaction.' },
    });
    const after = first.json<{ position: number }>().position;
    const listed = await get<{
      feedbacks_to_leave: { can_leave_feedback: boolean; rating: number | null }[];
    }>(`/client_api/feedbacks?after=${String(after)}`, ann.headers);
    expect(listed.feedbacks_to_leave[0]).toMatchObject({ can_leave_feedback: false, rating: 10 });
  });

  it('refuses someone else’s transaction as not found and a form without object type or id', async () => {
    const annsCall = await reportCall(ann, 60_000);
    const stolen = await leave(bob, {
      object_type: 'Conference',
      object_id: annsCall.id,
      rating: 10,
    });
    expect(stolen.statusCode).toBe(404);
    const form = await t.inject({
      method: 'GET',
      url: `/client_api/feedbacks/new?object_type=Conference&object_id=${annsCall.id}&after=${String(annsCall.position)}`,
      headers: bob.headers,
    });
    expect(form.statusCode).toBe(404);
    const missing = await t.inject({
      method: 'GET',
      url: '/client_api/feedbacks/new?object_type=Conference',
      headers: ann.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { fields: { object_id: 'Please choose the transaction the feedback is about.' } },
    });
    const noType = await leave(ann, { object_id: annsCall.id, rating: 10 });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({
      error: { fields: { object_type: 'Please choose what the feedback is about.' } },
    });
    const badRating = await leave(ann, {
      object_type: 'Conference',
      object_id: annsCall.id,
      rating: 7,
    });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json()).toMatchObject({
      error: { fields: { rating: 'Please choose a rating.' } },
    });
  });

  it('shows a listing’s feedback with names masked for visitors, and the Flirt’s received feedback paged', async () => {
    const call = await reportCall(bob, 60_000, listingId);
    const left = await leave(bob, {
      object_type: 'Conference',
      object_id: call.id,
      rating: 4,
      comment: 'Write me at bob@example.com',
    });
    expect(left.statusCode).toBe(201);
    expect(left.json()).toMatchObject({ text_blocked: true });
    const after = left.json<{ position: number }>().position;
    const anonymous = await visitor(t);
    type Page = {
      feedbacks: { created_by: string; comment: string; rating: number; text_blocked: boolean }[];
      totalCount: number;
    };
    const forVisitor = await get<Page>(
      `/client_api/listings/${listingId}/feedbacks?comment_sort=lowest&after=${String(after)}`,
      anonymous.headers,
    );
    expect(forVisitor.totalCount).toBe(2);
    const mask = (login: string) => `${login[0] ?? ''}…${login.at(-1) ?? ''}`;
    expect(forVisitor.feedbacks.map((f) => [f.created_by, f.rating, f.comment])).toEqual([
      [mask(bob.login), 4, ''],
      [mask(ann.login), 10, 'Sweet and funny'],
    ]);
    const signedIn = await get<Page>(
      `/client_api/listings/${listingId}/feedbacks?per_page=1`,
      ann.headers,
    );
    expect(signedIn.feedbacks.map((f) => f.created_by)).toEqual([bob.login]);
    expect(signedIn.totalCount).toBe(2);

    type Received = {
      feedbacks: { user_login: string; category_name: string; rating: number }[];
      summary: { average: number | null; total_ratings: number };
      pagination: { total_entries: number };
    };
    const received = await get<Received>('/client_api/account/feedbacks?perPage=1', flirt.headers);
    expect(received.pagination.total_entries).toBe(2);
    expect(received.feedbacks).toEqual([
      expect.objectContaining({ user_login: bob.login, category_name: 'Call', rating: 4 }),
    ]);
    expect(received.summary).toEqual({ average: 4.5, total_ratings: 2 });
    const page2 = await get<Received>(
      '/client_api/account/feedbacks?perPage=1&page=2',
      flirt.headers,
    );
    expect(page2.feedbacks.map((f) => f.user_login)).toEqual([ann.login]);
    const onlyAnn = await get<Received>(
      `/client_api/account/feedbacks?perPage=100000&seekerId=${ann.userId}`,
      flirt.headers,
    );
    expect(onlyAnn.feedbacks.map((f) => f.user_login)).toEqual([ann.login]);
    // Feedback received is the caller's own: a customer sees none of the Flirt's.
    const asAnn = await get<Received>('/client_api/account/feedbacks', ann.headers);
    expect(asAnn.pagination.total_entries).toBe(0);
    // My Customers' feedback tab shows title, type and rating.
    const tab = await get<{ feedbacks: unknown[] }>(
      `/client_api/customers/${ann.login}/feedback`,
      flirt.headers,
    );
    expect(tab.feedbacks).toEqual([{ title: 'Call, 10 min', type: 'Call', rating: 10 }]);
  });

  it('keeps favorites in the customer’s order, moves and removes several at once', async () => {
    const add = (id: string) =>
      t.inject({
        method: 'POST',
        url: '/client_api/favorite_listings',
        payload: { listing_id: id },
        headers: ann.headers,
      });
    expect((await add('999999999')).statusCode).toBe(404);
    const second = '1234567002';
    const third = '1234567003';
    const at = new Date().toISOString();
    let listed = 0;
    for (const id of [second, third]) {
      listed = await appendEvents(t, listingStreamId(id), [
        {
          type: 'ListingCreated',
          data: {
            listingId: id,
            creatorId: flirt.userId,
            login: flirt.login,
            type: 1,
            title: `Listing ${id}`,
            description: '',
            categoryId: 1,
            priceCents: 199,
            photoMediaId: null,
            serviceExtension: null,
            at,
          },
        },
        {
          type: 'ListingAccepted',
          data: { listingId: id, creatorId: flirt.userId, moderatorId: flirt.userId, at },
        },
      ]);
    }
    // The listings read model must have them before the add checks them.
    await get(`/client_api/favorite_listings?after=${String(listed)}`, ann.headers);
    let last = 0;
    for (const id of [listingId, second, third]) {
      const response = await add(id);
      expect(response.statusCode).toBe(201);
      last = response.json<{ position: number }>().position;
    }
    type Favorites = {
      favorite_listings: { listing_id: string; position: number; title: string }[];
      total_entries: number;
    };
    const order = async (after: number) =>
      (
        await get<Favorites>(`/client_api/favorite_listings?after=${String(after)}`, ann.headers)
      ).favorite_listings.map((row) => row.listing_id);
    expect(await order(last)).toEqual([listingId, second, third]);
    const moved = await t.inject({
      method: 'PATCH',
      url: `/client_api/favorite_listings/${third}`,
      payload: { position: 1 },
      headers: ann.headers,
    });
    expect(moved.statusCode).toBe(200);
    expect(await order(moved.json<{ position: number }>().position)).toEqual([
      third,
      listingId,
      second,
    ]);
    // Bob has no such favorite: his move changes nothing of Ann's.
    const bobs = await t.inject({
      method: 'PATCH',
      url: `/client_api/favorite_listings/${third}`,
      payload: { position: 3 },
      headers: bob.headers,
    });
    expect(bobs.statusCode).toBe(404);
    const removed = await t.inject({
      method: 'DELETE',
      url: '/client_api/favorite_listings/bulk_destroy',
      payload: { listing_ids: [third, second] },
      headers: ann.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await order(removed.json<{ position: number }>().position)).toEqual([listingId]);
    const status = await get<{ isFavoriteForViewer: boolean }>(
      `/client_api/favorite_listings/${listingId}`,
      ann.headers,
    );
    expect(status.isFavoriteForViewer).toBe(true);
    const bobStatus = await get<{ isFavoriteForViewer: boolean }>(
      `/client_api/favorite_listings/${listingId}`,
      bob.headers,
    );
    expect(bobStatus.isFavoriteForViewer).toBe(false);
    // The listing itself says so too, to its viewer only.
    type Listing = { isFavoriteForViewer: boolean; feedbackCount: number };
    const after = removed.json<{ position: number }>().position;
    const forAnn = await get<Listing>(
      `/client_api/listings/${listingId}?after=${String(after)}`,
      ann.headers,
    );
    expect(forAnn.isFavoriteForViewer).toBe(true);
    const forBob = await get<Listing>(
      `/client_api/listings/${listingId}?after=${String(after)}`,
      bob.headers,
    );
    expect(forBob.isFavoriteForViewer).toBe(false);
    // The feedback left on this listing's call earlier counts on the listing.
    expect(forBob.feedbackCount).toBeGreaterThan(0);
  });
});
