import { relationshipStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FeedPage } from '@flirtwire/contracts';
import {
  appendAs,
  follow,
  newCustomer,
  newFlirt,
  onboard,
  post,
  settle,
  subscribe,
  type TestPlan,
  uploadImage,
} from '../../test-support/content.js';
import { grantRole, type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * "No locked content ever leaves the server", as a property: random posts (free or subscriber,
 * with or without media, scheduled, hidden from future subscribers, every moderation outcome,
 * deleted) seen by every kind of viewer (visitor, follower, feed subscriber, package with and
 * without feed access, a subscriber who subscribed later, a blocked customer, the owner). Every
 * feed, media feed, post and comments response each viewer can get is serialised; the secrets
 * of what they may not see (subscriber captions, media ids and URLs; the public caption of
 * what they may not see at all) must not appear in it, and what they may see must.
 */
const RUNS = Number(process.env.LOCKING_RUNS ?? 10);

type Fate = 'accepted' | 'pending' | 'rejected' | 'rejected_edited' | 'accepted_then_rejected';
interface PostSpec {
  readonly type: 'free' | 'subscriber';
  readonly media: boolean;
  readonly scheduled: boolean;
  readonly hideFuture: boolean;
  readonly fate: Fate;
  readonly deleted: boolean;
}

type ViewerKind =
  | 'visitor'
  | 'follower'
  | 'subscriber'
  | 'package_with_feed'
  | 'package_without_feed'
  | 'late_subscriber'
  | 'blocked'
  | 'owner';

const postSpec = fc.record<PostSpec>({
  type: fc.constantFrom('free', 'subscriber'),
  media: fc.boolean(),
  scheduled: fc.boolean(),
  hideFuture: fc.boolean(),
  fate: fc.constantFrom(
    'accepted',
    'pending',
    'rejected',
    'rejected_edited',
    'accepted_then_rejected',
  ),
  deleted: fc.boolean(),
});

/** The model: what a viewer may see of a post, independent of the code under test. */
function expected(spec: PostSpec, viewer: ViewerKind): 'full' | 'unlocked' | 'locked' | 'hidden' {
  if (viewer === 'owner') return spec.deleted ? 'hidden' : 'full';
  if (spec.deleted) return 'hidden';
  const fate = !spec.media && spec.fate === 'pending' ? 'accepted' : spec.fate;
  if (fate !== 'accepted') return 'hidden';
  if (spec.scheduled) return 'locked';
  if (viewer === 'blocked') return 'locked';
  if (spec.type === 'free') return 'unlocked';
  if (viewer === 'subscriber' || viewer === 'package_with_feed') return 'unlocked';
  if (viewer === 'late_subscriber') return spec.hideFuture ? 'locked' : 'unlocked';
  return 'locked';
}

describe('locking (property)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let moderator: SignedInUser;
  let run = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
    moderator = await newCustomer(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
  });
  afterAll(async () => {
    await t.close();
  });

  async function viewersFor(flirt: SignedInUser): Promise<Map<ViewerKind, SignedInUser | null>> {
    const viewers = new Map<ViewerKind, SignedInUser | null>([
      ['visitor', null],
      ['owner', flirt],
    ]);
    const plans: [ViewerKind, TestPlan | null][] = [
      ['follower', null],
      ['subscriber', 'feed'],
      ['package_with_feed', 'package-with-feed'],
      ['package_without_feed', 'package-without-feed'],
      ['blocked', 'feed'],
    ];
    for (const [kind, plan] of plans) {
      const customer = await newCustomer(t);
      await follow(t, customer, flirt.userId);
      if (plan) await subscribe(t, customer.userId, flirt.userId, plan);
      viewers.set(kind, customer);
    }
    const blocked = viewers.get('blocked');
    if (blocked) {
      await appendAs(t, relationshipStreamId(flirt.userId, blocked.userId), [
        {
          type: 'CustomerBlocked',
          data: { creatorId: flirt.userId, customerId: blocked.userId, by: 'creator' },
        },
      ]);
    }
    return viewers;
  }

  async function makePost(
    flirt: SignedInUser,
    spec: PostSpec,
    markers: { paid: string; public: string },
  ): Promise<{ id: string; itemId: string | null }> {
    const itemId = spec.media ? await uploadImage(t, flirt) : null;
    const created = await post(t, flirt, 'POST', '/feeds/posts', {
      post_type: spec.type,
      body: markers.public,
      paid_body: spec.type === 'subscriber' ? markers.paid : '',
      post_items: itemId ? [{ fm_item_id: itemId, sort_order: 0 }] : [],
      hide_from_future_subscribers: spec.hideFuture,
      scheduled_at: spec.scheduled ? new Date(Date.now() + 86_400_000).toISOString() : null,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    await settle(t);
    const decide = (decision: 'accept' | 'reject') =>
      post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/${decision}`, {
        reason: 'not allowed',
      });
    const fate = !spec.media && spec.fate === 'pending' ? 'accepted' : spec.fate;
    if (spec.media && fate === 'accepted') await decide('accept');
    if (fate === 'rejected' || fate === 'rejected_edited') await decide('reject');
    if (fate === 'accepted_then_rejected') {
      if (spec.media) await decide('accept');
      await decide('reject');
    }
    if (fate === 'rejected_edited') {
      await post(t, flirt, 'PATCH', `/feeds/posts/${id}`, { body: `${markers.public} edited` });
    }
    if (spec.deleted) await post(t, flirt, 'DELETE', `/feeds/posts/${id}`);
    return { id, itemId };
  }

  /** Every response a viewer can get that could show these posts, as one string. */
  async function everything(
    viewer: SignedInUser | null,
    creatorId: string,
    postIds: readonly string[],
  ): Promise<{ all: string; posts: Map<string, string> }> {
    const bodies: string[] = [];
    const pages = async (url: string) => {
      let cursor: string | null = null;
      for (let i = 0; i < 50; i++) {
        const separator = url.includes('?') ? '&' : '?';
        const response = await post(
          t,
          viewer,
          'GET',
          `${url}${separator}per_page=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        bodies.push(response.body);
        if (response.statusCode !== 200) return;
        const page = response.json<FeedPage<unknown>>();
        if (!page.moreRecords) return;
        cursor = page.cursor;
      }
    };
    if (viewer) await pages('/feeds/home_feed');
    await pages('/feeds/explore_feed?gender=all');
    await pages(`/feeds/creator_feed/${creatorId}`);
    await pages(`/feeds/creator_media_feed/${creatorId}`);
    const posts = new Map<string, string>();
    for (const id of postIds) {
      const single = await post(t, viewer, 'GET', `/feeds/posts/${id}`);
      const comments = await post(t, viewer, 'GET', `/feeds/posts/${id}/comments`);
      posts.set(id, single.body);
      bodies.push(single.body, comments.body);
    }
    if (viewer) {
      const queue = await post(t, viewer, 'GET', `/feeds/users/${creatorId}/processing_posts`);
      const removed = await post(t, viewer, 'GET', `/feeds/users/${creatorId}/removed_posts`);
      bodies.push(queue.body, removed.body);
    }
    return { all: bodies.join('\n'), posts };
  }

  it(`never shows locked content, over ${RUNS} random Flirts, posts and viewers`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(postSpec, { minLength: 1, maxLength: 5 }), async (specs) => {
        run += 1;
        const flirt = await newFlirt(t, await signInAdmin(t));
        await onboard(t, flirt);
        const viewers = await viewersFor(flirt);
        const made = [];
        for (const [i, spec] of specs.entries()) {
          const markers = { paid: `PAID${run}x${i}SECRET`, public: `PUBLIC${run}x${i}CAPTION` };
          made.push({ spec, markers, ...(await makePost(flirt, spec, markers)) });
        }
        const late = await newCustomer(t);
        await follow(t, late, flirt.userId);
        await subscribe(t, late.userId, flirt.userId);
        viewers.set('late_subscriber', late);
        await settle(t);
        for (const [kind, viewer] of viewers) {
          const seen = await everything(
            viewer,
            flirt.userId,
            made.map((m) => m.id),
          );
          for (const { spec, markers, id, itemId } of made) {
            const access = expected(spec, kind);
            const where = { kind, spec, access };
            const secretShown =
              seen.all.includes(markers.paid) || (itemId !== null && seen.all.includes(itemId));
            if (access === 'locked' || access === 'hidden') {
              expect({ ...where, secretShown }).toEqual({ ...where, secretShown: false });
            }
            if (access === 'hidden') {
              expect({ ...where, captionShown: seen.all.includes(markers.public) }).toEqual({
                ...where,
                captionShown: false,
              });
            }
            if (access === 'unlocked' || access === 'full') {
              const single = seen.posts.get(id) ?? '';
              const shown =
                spec.type === 'subscriber'
                  ? single.includes(markers.paid)
                  : itemId === null || single.includes(itemId);
              expect({ ...where, shown }).toEqual({ ...where, shown: true });
            }
          }
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
