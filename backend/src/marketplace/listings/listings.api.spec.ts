import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type AdvisorListingsResponse,
  type AvailabilityResponse,
  type CallListingResponse,
  type CategoryListingsResponse,
  chatListingIdOf,
  type HomepageListingsResponse,
  LISTING_MESSAGES as M,
  type ListingCommandResponse,
  type ListingQueueResponse,
  type ListingView,
  type TopLevelCategoriesResponse,
} from '@flirtwire/contracts';
import { settle } from '../../test-support/content.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import { makeFlirt } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { readOwnWrites } from '../../test-support/requests.js';

const listing = {
  type: 1,
  title: 'Late night talks',
  description: '<p onclick="x()">Call me <script>alert(1)</script><b>tonight</b></p>',
  categoryId: 501,
  priceCents: 299,
  serviceExtension: '1234',
};

describe('marketplace listings API', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let flirt: SignedInUser;
  let other: SignedInUser;
  let customer: SignedInUser;
  let moderator: SignedInUser;

  const send = readOwnWrites(() => t);
  const create = async (who: SignedInUser, body: object = listing): Promise<string> => {
    const response = await send(who, 'POST', '/client_api/listings', body);
    expect(response.statusCode).toBe(201);
    return response.json<ListingCommandResponse>().listingId;
  };
  const decide = (id: string, body: object, who: SignedInUser | null = moderator) =>
    send(who, 'POST', `/client_api/moderation/listings/${id}/decision`, body);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    other = await makeFlirt(t, admin);
    customer = await signUp(t);
    moderator = await signUp(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('creates a listing with a sanitised description, visible only to its owner and staff until accepted', async () => {
    const id = await create(flirt);
    expect(id).toMatch(/^[1-8]\d{9}$/);
    const own = await send(flirt, 'GET', `/client_api/listings/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<ListingView>()).toMatchObject({
      id,
      login: flirt.login,
      advisorSlug: flirt.login.toLowerCase(),
      description: '<p>Call me <b>tonight</b></p>',
      statusName: 'New',
      is_owned_by_viewer: true,
      push_channel: `object:listings:${id}`,
      pricePerMinute: '$2.99',
      priceCents: 299,
      category: { id: 501, slug: 'late-night-talk' },
      blocked: false,
      isFavoriteForViewer: false,
    });
    expect(own.json<ListingView>().breadcrumbs).toContain('href="/categories/conversation"');
    for (const who of [customer, other, null]) {
      const hidden = await send(who, 'GET', `/client_api/listings/${id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json<{ error: { message: string } }>().error.message).toBe(M.notFound);
    }
    expect((await send(moderator, 'GET', `/client_api/listings/${id}`)).statusCode).toBe(200);
    const publicList = await send(null, 'GET', `/client_api/advisors/${flirt.login}/listings`);
    expect(publicList.json<AdvisorListingsResponse>().listings.map((l) => l.id)).not.toContain(id);
  });

  it('answers bad input with the field and its message', async () => {
    const cases: [object, string, string][] = [
      [{ ...listing, title: '' }, 'title', M.titleBlank],
      [{ ...listing, title: 'abc' }, 'title', M.titleLength],
      [{ ...listing, priceCents: 10 }, 'priceCents', M.minutePrice],
      [{ ...listing, priceCents: 2.5 }, 'priceCents', M.priceInvalid],
      [{ ...listing, categoryId: 999 }, 'categoryId', M.categoryRequired],
      [{ ...listing, type: 3 }, 'type', M.typeInvalid],
      [{ ...listing, description: '<script>only()</script>' }, 'description', M.descriptionBlank],
      [{ ...listing, serviceExtension: '12ab' }, 'serviceExtension', M.serviceExtension],
      [
        { ...listing, photoMediaId: '0190a0b0-0000-7000-8000-00000000e001' },
        'photoMediaId',
        M.photoNotYours,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(flirt, 'POST', '/client_api/listings', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
        [field]: message,
      });
    }
  });

  it('lets only Flirts create and only the owner edit; staff only review', async () => {
    expect((await send(customer, 'POST', '/client_api/listings', listing)).statusCode).toBe(403);
    expect((await send(null, 'POST', '/client_api/listings', listing)).statusCode).toBe(401);
    const id = await create(flirt);
    const hijack = await send(other, 'PATCH', `/client_api/listings/${id}`, { title: 'Hijacked!' });
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json<{ error: { message: string } }>().error.message).toBe(M.notYours);
    expect(
      (await send(moderator, 'PATCH', `/client_api/listings/${id}`, { title: 'Staff edit' }))
        .statusCode,
    ).toBe(403);
    expect((await decide(id, { decision: 'accept' }, flirt)).statusCode).toBe(403);
    expect((await decide(id, { decision: 'accept' }, customer)).statusCode).toBe(403);
    expect(
      (await send(flirt, 'PATCH', '/client_api/listings/abc', { title: 'Whatever' })).statusCode,
    ).toBe(404);
  });

  it('moves through review: accepted is public, an edit is reviewed again, a rejection shows why to the owner only', async () => {
    const id = await create(flirt);
    expect((await decide(id, { decision: 'reject' })).statusCode).toBe(400);
    expect((await decide(id, { decision: 'accept' })).statusCode).toBe(200);
    const publicView = await send(customer, 'GET', `/client_api/listings/${id}`);
    expect(publicView.json<ListingView>()).toMatchObject({
      statusName: 'Accepted',
      is_owned_by_viewer: false,
    });
    const edited = await send(flirt, 'PATCH', `/client_api/listings/${id}`, {
      title: 'New late night talks',
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await send(customer, 'GET', `/client_api/listings/${id}`)).json<ListingView>(),
    ).toMatchObject({
      statusName: 'Accepted - Edited',
      title: 'Late night talks',
    });
    expect(
      (await send(flirt, 'GET', `/client_api/listings/${id}`)).json<ListingView>(),
    ).toMatchObject({ statusName: 'Accepted - Edited', title: 'New late night talks' });
    const queue = await send(moderator, 'GET', '/client_api/moderation/listings');
    expect(queue.json<ListingQueueResponse>().listings.map((l) => l.id)).toContain(id);
    const rejected = await decide(id, {
      decision: 'reject',
      reason: 'Wrong category',
      comment: 'Dating Advice fits better',
    });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await send(flirt, 'GET', `/client_api/listings/${id}`)).json<ListingView>(),
    ).toMatchObject({
      statusName: 'Not Accepted',
      listingRejectionReason: 'Wrong category',
      listingRejectionComment: 'Dating Advice fits better',
    });
    expect((await send(customer, 'GET', `/client_api/listings/${id}`)).statusCode).toBe(404);
    const again = await decide(id, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(M.alreadyDecided);
  });

  it('keeps the last accepted version public (listing, category, storefront, search) until an edit is accepted', async () => {
    const id = await create(other, { ...listing, title: 'Velvet evening chats', priceCents: 249 });
    await decide(id, { decision: 'accept' });
    const edited = await send(other, 'PATCH', `/client_api/listings/${id}`, {
      title: 'Call me direct 555-0100',
      priceCents: 399,
      categoryId: 502,
    });
    expect(edited.statusCode).toBe(200);
    const publicly = async () => {
      const one = (await send(customer, 'GET', `/client_api/listings/${id}`)).json<ListingView>();
      const category = (
        await send(null, 'GET', '/client_api/categories/501?listingType=1')
      ).json<CategoryListingsResponse>();
      const storefront = (
        await send(null, 'GET', `/client_api/advisors/${other.login}/listings`)
      ).json<AdvisorListingsResponse>();
      await settle(t);
      const found = (
        await send(null, 'GET', '/client_api/search?searchQueryText=velvet%20evening&type=1')
      ).json<{ search_results: { listings: { id: string; title: string }[] } }>();
      return {
        one: { title: one.title, priceCents: one.priceCents },
        inCategory501: category.listings.some((l) => l.id === id),
        storefront: storefront.listings.find((l) => l.id === id)?.title,
        search: found.search_results.listings.find((l) => l.id === id)?.title,
      };
    };
    expect(await publicly()).toEqual({
      one: { title: 'Velvet evening chats', priceCents: 249 },
      inCategory501: true,
      storefront: 'Velvet evening chats',
      search: 'Velvet evening chats',
    });
    // The owner and the moderator see the edit they are to review.
    expect(
      (await send(other, 'GET', `/client_api/listings/${id}`)).json<ListingView>(),
    ).toMatchObject({ title: 'Call me direct 555-0100', priceCents: 399, category: { id: 502 } });
    const queue = (
      await send(moderator, 'GET', '/client_api/moderation/listings')
    ).json<ListingQueueResponse>();
    expect(queue.listings.find((l) => l.id === id)?.title).toBe('Call me direct 555-0100');
    await decide(id, { decision: 'accept' });
    const after = (await send(customer, 'GET', `/client_api/listings/${id}`)).json<ListingView>();
    expect(after).toMatchObject({ title: 'Call me direct 555-0100', priceCents: 399 });
  });

  it('lists by category (with subcategories), the home page and the advisor, and keeps blocked listings with contact hidden', async () => {
    const id = await create(other, { ...listing, categoryId: 502, priceCents: 199 });
    await decide(id, { decision: 'accept' });
    const top = await send(null, 'GET', '/client_api/categories/conversation?listingType=1');
    expect(top.statusCode).toBe(200);
    const page = top.json<CategoryListingsResponse>();
    expect(page.listings.map((l) => l.id)).toContain(id);
    expect(page).toMatchObject({
      perPage: 12,
      current_page: 1,
      chat: false,
      decision_screen: false,
    });
    const cheap = await send(null, 'GET', '/client_api/categories/502?listingType=1&sort=3');
    expect(cheap.json<CategoryListingsResponse>().listings.map((l) => l.id)).toEqual([id]);
    const other501 = await send(
      null,
      'GET',
      '/client_api/categories/late-night-talk?listingType=1',
    );
    expect(other501.json<CategoryListingsResponse>().listings.map((l) => l.id)).not.toContain(id);
    expect((await send(null, 'GET', '/client_api/categories/nope')).statusCode).toBe(404);
    expect((await send(null, 'GET', '/client_api/categories/conversation?sort=9')).statusCode).toBe(
      400,
    );
    const home = await send(null, 'GET', '/client_api/homepage_listings');
    expect(home.json<HomepageListingsResponse>()).toMatchObject({ perPage: 8, current_page: 1 });
    const tree = await send(null, 'GET', '/client_api/top_level_categories');
    expect(tree.json<TopLevelCategoriesResponse>().categories[0]?.children.length).toBeGreaterThan(
      0,
    );
    const blocked = await send(moderator, 'POST', `/client_api/moderation/listings/${id}/block`, {
      blocked: true,
    });
    expect(blocked.statusCode).toBe(200);
    expect(
      (await send(other, 'POST', `/client_api/moderation/listings/${id}/block`, { blocked: false }))
        .statusCode,
    ).toBe(403);
    const call = await send(customer, 'GET', `/client_api/call_listings/${id}`);
    expect(call.json<CallListingResponse>()).toMatchObject({
      can_call: false,
      phone_number: null,
      listing: { blocked: true, show_chat_link: false },
    });
  });

  it('drives Online/Offline from the availability switches and opens the chat listing on first need', async () => {
    const id = await create(flirt);
    await decide(id, { decision: 'accept' });
    const before = await send(flirt, 'GET', '/client_api/availabilities');
    expect(before.json<AvailabilityResponse>()).toMatchObject({
      available_for_chat: false,
      available_for_calls: false,
    });
    expect((await send(customer, 'GET', '/client_api/availabilities')).statusCode).toBe(403);
    const on = await send(flirt, 'PATCH', '/client_api/availabilities', {
      available_for_chat: true,
      available_for_calls: true,
    });
    expect(on.statusCode).toBe(200);
    const chatId = chatListingIdOf(flirt.userId);
    const now = (
      await send(flirt, 'GET', '/client_api/availabilities')
    ).json<AvailabilityResponse>();
    expect(now.available_for_calls).toBe(true);
    expect(now.listings.find((l) => l.id === id)?.available).toBe(true);
    expect(now.listings.find((l) => l.id === chatId)).toMatchObject({ type: 3, available: true });
    expect(
      (await send(customer, 'GET', `/client_api/call_listings/${id}`)).json<CallListingResponse>(),
    ).toMatchObject({
      can_call: true,
      service_extension: '1234',
    });
    const off = await send(flirt, 'PATCH', '/client_api/availabilities', {
      listings: [{ id, available: false }],
    });
    expect(off.statusCode).toBe(200);
    expect(
      (await send(customer, 'GET', `/client_api/listings/${id}`)).json<ListingView>().available,
    ).toBe(false);
    const foreign = await send(other, 'PATCH', '/client_api/availabilities', {
      listings: [{ id, available: true }],
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await send(customer, 'GET', `/client_api/listings/${id}`)).json<ListingView>().available,
    ).toBe(false);
    // The chat listing is reviewed like any other; once accepted, listings show the chat link.
    await decide(chatId, { decision: 'accept' });
    expect(
      (await send(customer, 'GET', `/client_api/listings/${id}`)).json<ListingView>()
        .show_chat_link,
    ).toBe(true);
    const chatAgain = await send(flirt, 'POST', '/client_api/listings/chat');
    expect(chatAgain.json<ListingCommandResponse>().listingId).toBe(chatId);
    // The storefront shows the chat pseudo-listing from the accepted chat listing.
    const storefront = await send(
      customer,
      'GET',
      `/client_api/advisors/${flirt.login}/storefront`,
    );
    expect(storefront.json()).toMatchObject({
      chat: { enrolled: true, eligible: true, explicitly_unenrolled: false },
    });
  });
});
