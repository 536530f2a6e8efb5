import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { advisorListingsQuery } from '@/components/listings/get-advisor-listings';
import { loadStorefront } from '@/app/storefront/load-storefront';
import { cookiesConsentQuery } from '@/features/site/api/get-cookies-consent';
import { homeFeedQuery } from '@/features/feeds/api/get-home-feed';
import { siteBannerQuery } from '@/features/site/api/get-site-banner';
import { currentUserQuery } from '@/lib/session';
import firstData from './first-data.json' with { type: 'json' };

/** What reached the network, by path. */
const asked: string[] = [];
const realFetch = globalThis.fetch;

beforeEach(() => {
  asked.length = 0;
  globalThis.fetch = (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input;
    asked.push(new URL(url, 'http://localhost').pathname);
    // No answer the app can parse: only the requests matter here.
    return Promise.resolve(new Response('{}', { status: 500 }));
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

/**
 * The server names a screen's first API requests in the page (first-data.json), so that the
 * browser hands their answers to the app's own requests: only the same paths are handed over.
 */
describe('the first data the server names for a screen is what the screen asks for', () => {
  it('every screen (*): the banners above it (the root route loads them)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.allSettled([
      queryClient.query(siteBannerQuery),
      queryClient.query(cookiesConsentQuery),
    ]);
    expect(asked.sort()).toEqual([...firstData['*']].sort());
  });

  it('the home feed (/feed/home): who is signed in (its guard) and the first page', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.allSettled([
      queryClient.query(currentUserQuery),
      queryClient.infiniteQuery(homeFeedQuery()),
    ]);
    expect(asked.sort()).toEqual([...firstData['/feed/home']].sort());
  });

  it('a storefront (/$login): the storefront and its listings', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.allSettled([
      loadStorefront(queryClient, 'ann_x'),
      queryClient.query(advisorListingsQuery('ann_x')),
    ]);
    expect(asked.sort()).toEqual(
      firstData['/$login'].map((template) => template.replace('$login', 'ann_x')).sort(),
    );
  });
});
