import { goodyBagStreamId, listingStreamId, type ProjectionsResponse } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { appendAs, post, settle } from '../../test-support/content.js';
import { type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('marketplace search API (listing search, chat browse, goodies search, live search)', () => {
  let t: TestApp;
  let ruby: SignedInUser;
  let jade: SignedInUser;
  const tag = `s${String(Date.now() % 100_000)}`;
  const at = new Date().toISOString();
  let nextId = 1_000_000_000 + (Date.now() % 1_000_000) * 1000;
  const listingIds: Record<string, string> = {};
  const livePhoto = uuidv7();
  const chatPhoto = uuidv7();

  const listing = async (
    owner: SignedInUser,
    key: string,
    fields: {
      title: string;
      description: string;
      type: 1 | 2 | 3;
      priceCents: number;
      categoryId: number;
    },
    photoMediaId: string | null = null,
  ) => {
    const listingId = String(nextId++);
    listingIds[key] = listingId;
    await appendAs(t, listingStreamId(listingId), [
      {
        type: 'ListingCreated',
        data: {
          listingId,
          creatorId: owner.userId,
          login: owner.login,
          photoMediaId,
          serviceExtension: null,
          at,
          ...fields,
        },
      },
      {
        type: 'ListingAccepted',
        data: { listingId, creatorId: owner.userId, moderatorId: uuidv7(), at },
      },
    ]);
  };

  const goody = async (
    owner: SignedInUser,
    title: string,
    priceCents: number,
    itemType: 'image' | 'video' | 'audio',
  ) => {
    const goodyBagId = uuidv7();
    await appendAs(t, goodyBagStreamId(goodyBagId), [
      {
        type: 'GoodyBagCreated',
        data: {
          goodyBagId,
          creatorId: owner.userId,
          title,
          description: `${title} for you`,
          priceCents,
          items: [{ fmItemId: uuidv7(), itemType, sortOrder: 0 }],
          dominanceTags: ['woman_dominant'],
          ageTags: ['twenties'],
          raceTags: [],
          contentRating: 'tame',
          kinkTags: [],
          // A photo bag has a cover picture of its own; the others have none.
          coverMediaId: itemType === 'image' ? uuidv7() : null,
        },
      },
      { type: 'GoodyBagPublished', data: { goodyBagId, creatorId: owner.userId } },
    ]);
    return goodyBagId;
  };

  beforeAll(async () => {
    t = await startTestApp();
    ruby = await signUp(t, { login: `${tag}_ruby` });
    jade = await signUp(t, { login: `${tag}_jade` });
    await appendAs(t, `availability-${ruby.userId}`, [
      {
        type: 'FlirtAvailabilitySet',
        data: { creatorId: ruby.userId, availableForChat: true, availableForCalls: true, at },
      },
    ]);
    await listing(
      ruby,
      'live',
      {
        title: `${tag} velvet evenings`,
        description: '<p>Soft <b>whispers</b> late at night</p>',
        type: 1,
        priceCents: 150,
        categoryId: 201,
      },
      livePhoto,
    );
    await listing(jade, 'live2', {
      title: `${tag} velvet mornings`,
      description: '<p>Wake up calls</p>',
      type: 1,
      priceCents: 350,
      categoryId: 101,
    });
    await listing(ruby, 'recorded', {
      title: `${tag} velvet stories`,
      description: 'Bedtime stories',
      type: 2,
      priceCents: 250,
      categoryId: 201,
    });
    await listing(
      ruby,
      'chat',
      {
        title: `${tag} velvet chat`,
        description: 'Flirty texting',
        type: 3,
        priceCents: 99,
        categoryId: 203,
      },
      chatPhoto,
    );
    await goody(ruby, `${tag} beach photos`, 499, 'image');
    await goody(jade, `${tag} shower video`, 1299, 'video');
    await settle(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    await settle(t);
    return post(t, null, 'GET', url);
  };

  it('searches listings by text into the three tabs, with totals, facets and paging', async () => {
    const found = await get(`/client_api/search?searchQueryText=${tag}%20velvet&type=1&sort=0`);
    expect(found.statusCode).toBe(200);
    const body = found.json<{
      search_results: Record<
        string,
        Array<{ id: string; available: boolean; description: string }> | number
      >;
      facet: Record<string, Array<{ id: string; count: number }>>;
      has_next: boolean;
      current_page: number;
    }>();
    const live = body.search_results.listings as Array<{
      id: string;
      available: boolean;
      description: string;
    }>;
    // Top Available: Ruby is online, Jade is not.
    expect(live.map((l) => l.id)).toEqual([listingIds.live, listingIds.live2]);
    expect(live[0]?.description).toBe('Soft whispers late at night');
    expect(body.search_results.total_listings).toBe(2);
    expect(body.search_results.total_r_listings).toBe(1);
    expect(body.search_results.total_chats).toBe(1);
    expect(body.facet.priceCents).toEqual(
      expect.arrayContaining([
        { id: 'price_1', count: 1 },
        { id: 'price_3', count: 1 },
      ]),
    );
    expect(body).toMatchObject({ has_next: false, current_page: 1 });
  });

  it("gives each card its photo's URL, signed for the reader (none without a photo)", async () => {
    const found = await get(`/client_api/search?searchQueryText=${tag}%20velvet&type=1`);
    const live = found.json<{
      search_results: {
        listings: Array<{ id: string; photoUrl: string | null; photo_url: string | null }>;
      };
    }>().search_results.listings;
    const withPhoto = live.find((l) => l.id === listingIds.live);
    expect(withPhoto?.photoUrl).toMatch(new RegExp(`^/fm/media/${livePhoto}/large\\?.*sig=`));
    expect(withPhoto?.photo_url).toBe(withPhoto?.photoUrl);
    expect(live.find((l) => l.id === listingIds.live2)?.photoUrl).toBeNull();
    const photo = await post(t, null, 'GET', withPhoto?.photoUrl ?? '');
    expect(photo.statusCode).not.toBe(403);

    const chats = await get(`/client_api/chat_profile_search?text=${tag}`);
    const profiles = chats.json<{ chat_profiles: Array<{ image_url: string | null }> }>();
    expect(profiles.chat_profiles[0]?.image_url).toMatch(
      new RegExp(`^/fm/media/${chatPhoto}/large\\?`),
    );
  });

  it('filters by price and availability, and by category', async () => {
    const cheap = await get(`/client_api/search?searchQueryText=${tag}&filters=price_1&type=1`);
    const ids = (r: typeof cheap) =>
      r
        .json<{ search_results: { listings: Array<{ id: string }> } }>()
        .search_results.listings.map((l) => l.id);
    expect(ids(cheap)).toEqual([listingIds.live]);
    const online = await get(`/client_api/search?searchQueryText=${tag}&limitToAvailable=1&type=1`);
    expect(ids(online)).toEqual([listingIds.live]);
    const roleplay = await get(`/client_api/search?searchQueryText=${tag}&categoryId=100&type=1`);
    expect(ids(roleplay)).toEqual([listingIds.live2]);
  });

  it('refuses bad parameters with the field and the message, never a 5xx', async () => {
    for (const [url, field, message] of [
      [
        '/client_api/search?searchQueryText=ab',
        'searchQueryText',
        'Please enter at least 3 characters',
      ],
      ['/client_api/search?type=4', 'type', 'must be 1, 2 or 3'],
      ['/client_api/search?filters=price_9', 'filters', 'must be price_0 to price_4'],
      ['/client_api/search?page=0', 'page', 'page must be between 1 and 10000'],
      ['/client_api/chat_profile_search?gender=5', 'gender', 'must be all, 0, 1 or 2'],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(400);
      const fields = answer.json<{ error: { fields: Record<string, string> } }>().error.fields;
      expect(Object.entries(fields).find(([name]) => name.startsWith(field))?.[1]).toBe(message);
    }
    const badSort = await post(t, null, 'POST', '/fm/client_api/goody_search', { sort: 5 });
    expect(badSort.statusCode).toBe(400);
  });

  it('browses chat profiles by text and finds one by login', async () => {
    const found = await get(`/client_api/chat_profile_search?text=${tag}`);
    expect(found.statusCode).toBe(200);
    const body = found.json<{ chat_profiles: Array<{ login: string; id: string }> }>();
    expect(body.chat_profiles.map((p) => p.id)).toEqual([listingIds.chat]);
    const profile = await get(`/client_api/advisors/${ruby.login.toUpperCase()}/chat_profile`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ login: ruby.login, user_login: ruby.login });
    expect((await get(`/client_api/advisors/${jade.login}/chat_profile`)).statusCode).toBe(404);
  });

  it('searches goodies with facets, a 12-card page when filtered, and carousels without a query', async () => {
    const filtered = await post(t, null, 'POST', '/fm/client_api/goody_search', {
      filters: { text: tag, price: ['5to10', '10to15'], media: ['video'] },
      sort: 2,
      page: 1,
    });
    expect(filtered.statusCode).toBe(200);
    const body = filtered.json<{
      results: Array<{ title: string; owner_name: string; price: number }>;
      facet: Record<string, Array<{ id: string; count: number }>>;
      misc: { page: number; num_pages: number };
    }>();
    expect(body.results).toEqual([
      expect.objectContaining({
        title: `${tag} shower video`,
        owner_name: jade.login,
        price: 1299,
      }),
    ]);
    // Each facet ignores its own filter: media counts every bag in $5-$15 (the video only),
    // price counts every video whatever its price.
    expect(body.facet.media).toEqual([{ id: 'video', count: 1 }]);
    expect(body.facet.priceCents?.find((b) => b.id === '10to15')).toEqual({
      id: '10to15',
      count: 1,
    });
    expect(body.facet.priceCents?.find((b) => b.id === '5')).toEqual({ id: '5', count: 0 });
    expect(body.misc).toEqual({ page: 1, num_pages: 1 });
    // A bag with a cover carries its thumbnail, signed for the reader; a bag without one
    // shows none (never one of its paid files).
    expect(body.results[0]).toMatchObject({ thumbnail_url: null });
    const photos = await post(t, null, 'POST', '/fm/client_api/goody_search', {
      filters: { text: tag, media: ['image'] },
    });
    expect(photos.json<{ results: Array<{ thumbnail_url: string | null }> }>().results).toEqual([
      expect.objectContaining({
        thumbnail_url: expect.stringMatching(
          /^\/fm\/media\/[\w-]+\/thumbnail\?v=public&exp=\d+&sig=/,
        ),
      }),
    ]);
    const browse = await post(t, null, 'POST', '/fm/client_api/goody_search', {});
    const carousels = browse.json<{ carousels: Array<{ id: string; results: unknown[] }> }>()
      .carousels;
    expect(carousels.map((c) => c.id)).toEqual([
      'recent_additions',
      'top_goodies_this_week',
      'most_liked_this_month',
    ]);
    expect(carousels[0]?.results.length).toBeGreaterThanOrEqual(2);
  });

  it('lists matching listings in the header live search after the Flirts', async () => {
    const found = await get(`/client_api/search/realtime/${tag}%20velvet%20evenings`);
    expect(found.statusCode).toBe(200);
    expect(found.json<{ results: Array<{ type: string; url: string }> }>().results).toContainEqual(
      expect.objectContaining({
        type: 'listing',
        url: `/${ruby.login}?listing_id=${listingIds.live}`,
      }),
    );
  });
  it('feeds the index as a track of the runner: `?after=` waits for it, and /ops/projections shows its lag', async () => {
    const admin = await signInAdmin(t);
    const listingId = String(nextId++);
    const position = await appendAs(t, listingStreamId(listingId), [
      {
        type: 'ListingCreated',
        data: {
          listingId,
          creatorId: ruby.userId,
          login: ruby.login,
          photoMediaId: null,
          serviceExtension: null,
          at,
          title: `${tag} tangerine dreams`,
          description: 'Late night calls',
          type: 1,
          priceCents: 199,
          categoryId: 201,
        },
      },
      {
        type: 'ListingAccepted',
        data: { listingId, creatorId: ruby.userId, moderatorId: uuidv7(), at },
      },
    ]);
    const found = await post(
      t,
      null,
      'GET',
      `/client_api/search?searchQueryText=${tag}%20tangerine&type=1&after=${String(position)}`,
    );
    expect(found.headers['x-read-position-not-reached']).toBeUndefined();
    const live = found.json<{ search_results: { listings: Array<{ id: string }> } }>()
      .search_results.listings;
    expect(live.map((l) => l.id)).toEqual([listingId]);

    const ops = await post(t, admin, 'GET', '/ops/projections');
    const track = ops
      .json<ProjectionsResponse>()
      .projections.find((row) => row.name === 'search-index');
    expect(track).toMatchObject({ status: 'live', lag: 0, error: null });
    expect(track?.checkpoint).toBeGreaterThanOrEqual(position);
  });
});
