import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  CategoryListingsResponse,
  FeaturedListingResultsResponse,
  HomepageListingsResponse,
  ListingCommandResponse,
} from '@flirtwire/contracts';
import {
  grantRole,
  type SignedInUser,
  signInAdmin,
  signUp,
} from '../../../test-support/identity.js';
import { makeFlirt } from '../../../test-support/money.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { readOwnWrites } from '../../../test-support/requests.js';

const PATH = '/client_api/account/featured_listing_results/listings';
const listing = (title: string) => ({
  type: 1,
  title,
  description: '<p>Call me tonight</p>',
  categoryId: 501,
  priceCents: 299,
  serviceExtension: '1234',
});

describe('Featured Listings: where each of my listings is featured', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let other: SignedInUser;
  let moderator: SignedInUser;

  const send = readOwnWrites(() => t);
  const create = async (who: SignedInUser, title: string, accept: boolean): Promise<string> => {
    const response = await send(who, 'POST', '/client_api/listings', listing(title));
    expect(response.statusCode).toBe(201);
    const id = response.json<ListingCommandResponse>().listingId;
    if (accept) {
      const decided = await send(
        moderator,
        'POST',
        `/client_api/moderation/listings/${id}/decision`,
        {
          decision: 'accept',
        },
      );
      expect(decided.statusCode).toBe(200);
    }
    return id;
  };
  const results = async (who: SignedInUser) => {
    const response = await send(who, 'GET', PATH);
    expect(response.statusCode).toBe(200);
    return response.json<FeaturedListingResultsResponse>().listings;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    other = await makeFlirt(t, admin);
    moderator = await signUp(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers a Flirt without listings with none', async () => {
    const phone = (await results(flirt)).filter((row) => row.type !== 3);
    expect(phone).toEqual([]);
  });

  it("gives each accepted listing the place visitors see it at, on the home page and in its category's Featured Listings sort", async () => {
    await create(other, 'Older listing', true);
    const mine = await create(flirt, 'My listing', true);
    const waiting = await create(flirt, 'Waiting listing', false);
    await create(other, 'Newer listing', true);

    const home = (
      await send(null, 'GET', '/client_api/homepage_listings?perPage=60')
    ).json<HomepageListingsResponse>();
    const category = (
      await send(null, 'GET', '/client_api/categories/501?listingType=1&sort=0&perPage=60')
    ).json<CategoryListingsResponse>();
    const homeRank = home.listings.findIndex((row) => row.id === mine) + 1;
    const categoryRank = category.listings.findIndex((row) => row.id === mine) + 1;
    expect(homeRank).toBeGreaterThan(0);
    expect(categoryRank).toBeGreaterThan(0);

    const rows = await results(flirt);
    expect(rows.find((row) => row.id === mine)).toMatchObject({
      title: 'My listing',
      type: 1,
      statusName: 'Accepted',
      public: true,
      category: { id: 501 },
      home: { rank: homeRank, page: 1, of: home.total_entries },
      category_featured: { rank: categoryRank, page: 1, of: category.total_entries },
    });
    expect(rows.find((row) => row.id === waiting)).toMatchObject({
      title: 'Waiting listing',
      statusName: 'New',
      public: false,
      home: null,
      category_featured: null,
    });
    // Only the Flirt's own listings.
    expect(rows.map((row) => row.title)).not.toContain('Older listing');
  });

  it('is for Flirts: a visitor is asked to sign in, a customer is refused', async () => {
    expect((await send(null, 'GET', PATH)).statusCode).toBe(401);
    const customer = await signUp(t);
    expect((await send(customer, 'GET', PATH)).statusCode).toBe(403);
  });
});
