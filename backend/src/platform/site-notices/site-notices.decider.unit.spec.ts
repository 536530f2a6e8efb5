import { describe, expect, it } from '@jest/globals';
import { fold } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';
import { siteBannerDecider } from './site-banner.decider.js';
import { siteNoticesDecider } from './site-notices.decider.js';

const publish = (code: string, content = 'Hello') =>
  ({ type: 'PublishBanner', code, content }) as const;

describe('the site banner', () => {
  it('publishes a banner, and publishing the same one again changes nothing', () => {
    const events = siteBannerDecider.decide(publish('a'), siteBannerDecider.initialState);
    expect(events).toEqual([
      { type: 'SiteBannerPublished', data: { code: 'a', content: 'Hello' } },
    ]);
    expect(siteBannerDecider.decide(publish('a'), fold(siteBannerDecider, events))).toEqual([]);
  });

  it('replaces the current banner, withdrawing it first', () => {
    const state = fold(
      siteBannerDecider,
      siteBannerDecider.decide(publish('a'), siteBannerDecider.initialState),
    );
    expect(siteBannerDecider.decide(publish('b', 'New'), state)).toEqual([
      { type: 'SiteBannerWithdrawn', data: { code: 'a' } },
      { type: 'SiteBannerPublished', data: { code: 'b', content: 'New' } },
    ]);
  });

  it('edits the text of the current banner under its code', () => {
    const state = fold(
      siteBannerDecider,
      siteBannerDecider.decide(publish('a'), siteBannerDecider.initialState),
    );
    expect(siteBannerDecider.decide(publish('a', 'Fixed'), state)).toEqual([
      { type: 'SiteBannerPublished', data: { code: 'a', content: 'Fixed' } },
    ]);
  });

  it('never reuses an old code (people who dismissed it would miss the new text)', () => {
    const state = fold(siteBannerDecider, [
      { type: 'SiteBannerPublished', data: { code: 'a', content: 'x' } },
      { type: 'SiteBannerWithdrawn', data: { code: 'a' } },
    ]);
    expect(() => siteBannerDecider.decide(publish('a'), state)).toThrow(DomainError);
  });

  it('withdraws the current banner once', () => {
    const state = fold(siteBannerDecider, [
      { type: 'SiteBannerPublished', data: { code: 'a', content: 'x' } },
    ]);
    expect(siteBannerDecider.decide({ type: 'WithdrawBanner' }, state)).toEqual([
      { type: 'SiteBannerWithdrawn', data: { code: 'a' } },
    ]);
    expect(
      siteBannerDecider.decide({ type: 'WithdrawBanner' }, siteBannerDecider.initialState),
    ).toEqual([]);
  });
});

describe("a person's answers to the site notices", () => {
  it('records a dismissal and a cookies acknowledgement once each', () => {
    const dismiss = { type: 'DismissBanner', userId: 'u', code: 'a' } as const;
    const first = siteNoticesDecider.decide(dismiss, siteNoticesDecider.initialState);
    expect(first).toEqual([{ type: 'SiteBannerDismissed', data: { userId: 'u', code: 'a' } }]);
    const state = fold(siteNoticesDecider, first);
    expect(siteNoticesDecider.decide(dismiss, state)).toEqual([]);

    const ack = { type: 'AcknowledgeCookies', userId: 'u' } as const;
    const acked = fold(siteNoticesDecider, siteNoticesDecider.decide(ack, state));
    expect(acked.cookiesAcknowledged).toBe(true);
    expect(siteNoticesDecider.decide(ack, acked)).toEqual([]);
  });
});
