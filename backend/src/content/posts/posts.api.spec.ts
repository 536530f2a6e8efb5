import { postStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PostView } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ManualClock } from '../../test-support/clock.js';
import {
  newCustomer,
  newFlirt,
  onboard,
  post,
  settle,
  upload,
  uploadImage,
} from '../../test-support/content.js';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { SCHEDULED_POSTS_JOB } from './publisher/post-publisher.job.js';

const HOUR = 3_600_000;

describe('posts API', () => {
  let t: TestApp;
  let store: EventStore;
  let clock: ManualClock;
  let admin: SignedInUser;
  let flirt: SignedInUser;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:00:00.000Z');
    t = await startTestApp({ clock });
    store = t.app.get(EVENT_STORE);
    admin = await signInAdmin(t);
    flirt = await newFlirt(t, admin);
    await onboard(t, flirt);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: Record<string, unknown>, who: SignedInUser = flirt) =>
    post(t, who, 'POST', '/feeds/posts', body);
  const read = async (id: string, who: SignedInUser | null = flirt) => {
    await settle(t);
    return post(t, who, 'GET', `/feeds/posts/${id}`);
  };

  it('publishes a text post at once and shows it to its owner in full', async () => {
    const created = await create({
      post_type: 'subscriber',
      body: 'hi all',
      paid_body: 'just you',
    });
    expect(created.statusCode).toBe(201);
    const result = created.json<{ id: string; published_at: string; position: number }>();
    expect(result.published_at).toBe('2026-03-01T12:00:00.000Z');
    const view = (await read(result.id)).json<PostView>();
    expect(view).toMatchObject({
      id: result.id,
      body: 'hi all',
      paid_body: 'just you',
      unlocked: true,
      display_status: 'published',
      moderation_status: 'accepted',
      post_type: 'subscriber',
    });
  });

  it('keeps posts of a non-onboarded Flirt to welcome kits, after the earlier steps', async () => {
    const fresh = await newFlirt(t, admin);
    const early = await create({ post_type: 'welcome_kit', body: 'hello' }, fresh);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      error: {
        code: 'onboarding_incomplete',
        message:
          'Please agree to the legal terms and set your price before creating your first post.',
        fields: {
          base: 'Please agree to the legal terms and set your price before creating your first post.',
        },
      },
    });
    await onboard(t, fresh);
    const kit = await create({ post_type: 'welcome_kit', body: 'again' }, fresh);
    expect(kit.json()).toMatchObject({
      error: { fields: { base: 'Welcome Kit posts are only for onboarding.' } },
    });
  });

  it('answers each content rule on its field, with the spec’s words where it has them', async () => {
    const head = await store.headPosition();
    const pdf = await upload(t, flirt, {
      name: 'terms.pdf',
      data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    });
    expect(pdf.statusCode).toBe(201);
    const pdfId = pdf.json<{ item: { fm_item_id: string } }>().item.fm_item_id;
    const photo = await uploadImage(t, flirt);
    await settle(t);
    const rated = await post(t, flirt, 'PATCH', `/fm/client_api/items/${photo}`, {
      rating: 'adult',
    });
    expect(rated.statusCode).toBe(200);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { post_type: 'subscriber', post_items: [{ fm_item_id: pdfId, sort_order: 0 }] },
        { base: 'PDF files not allowed in Posts' },
      ],
      [
        { post_type: 'free', post_items: [{ fm_item_id: photo, sort_order: 0 }] },
        { base: 'Not eligible for Free Posts' },
      ],
      [
        { post_type: 'subscriber', body: '  ' },
        { base: 'Please add a caption or media to your post.' },
      ],
      [
        { post_type: 'free', body: 'x', paid_body: 'y' },
        { paid_body: 'Subscriber captions are only for Subscriber Posts.' },
      ],
      [
        { post_type: 'subscriber', body: 'x', scheduled_at: '2026-03-01T11:00:00.000Z' },
        { scheduled_at: 'Please choose a time in the future.' },
      ],
      [
        { post_type: 'subscriber', body: 'x', scheduled_at: '2027-06-01T00:00:00.000Z' },
        { scheduled_at: 'Please choose a time within the next year.' },
      ],
    ];
    const before = await store.headPosition();
    for (const [body, fields] of cases) {
      const response = await create(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 422 });
      expect(response.json()).toMatchObject({ error: { fields } });
    }
    expect(await store.headPosition()).toBe(before);
    expect(before).toBeGreaterThan(head);
  });

  it('answers malformed input with 400 and the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ body: 'x' }, 'post_type', 'Please choose Free Post or Subscriber Post.'],
      [
        { post_type: 'subscriber', body: 'x'.repeat(2_001) },
        'body',
        'Captions can be at most 2,000 characters.',
      ],
      [
        { post_type: 'subscriber', body: 'x', scheduled_at: 'tomorrow' },
        'scheduled_at',
        'Please choose a valid date and time.',
      ],
      [
        { post_type: 'subscriber', post_items: [{ fm_item_id: 'nope', sort_order: 0 }] },
        'post_items.0.fm_item_id',
        'must be a UUID',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body as Record<string, unknown>);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: { [field]: message } } });
    }
  });

  it('fixes the post type once media is chosen', async () => {
    const photo = await uploadImage(t, flirt);
    const created = await create({
      post_type: 'subscriber',
      post_items: [{ fm_item_id: photo, sort_order: 0 }],
      publish: false,
    });
    const { id } = created.json<{ id: string }>();
    const changed = await post(t, flirt, 'PATCH', `/feeds/posts/${id}`, { post_type: 'free' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      error: { fields: { base: 'The post type can’t be changed once media is selected.' } },
    });
  });

  it('lets only the owner edit, publish, pin and delete (others get 404)', async () => {
    const { id } = (await create({ post_type: 'free', body: 'mine' })).json<{ id: string }>();
    const someone = await newFlirt(t, admin);
    for (const [method, url, body] of [
      ['PATCH', `/feeds/posts/${id}`, { body: 'theirs' }],
      ['PUT', `/feeds/posts/${id}/publish`, {}],
      ['POST', `/feeds/posts/${id}/pin`, undefined],
      ['DELETE', `/feeds/posts/${id}`, undefined],
    ] as const) {
      const response = await post(t, someone, method, url, body);
      expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
    }
    const edited = await post(t, flirt, 'PATCH', `/feeds/posts/${id}`, { body: 'edited' });
    expect(edited.statusCode).toBe(200);
    expect((await read(id)).json<PostView>().body).toBe('edited');
  });

  it('pins and unpins a published post; pinned posts lead the creator feed', async () => {
    const older = (await create({ post_type: 'free', body: 'pin me' })).json<{ id: string }>().id;
    clock.advance(1_000);
    await create({ post_type: 'free', body: 'newer' });
    expect((await post(t, flirt, 'POST', `/feeds/posts/${older}/pin`)).statusCode).toBe(200);
    await settle(t);
    const feed = await post(t, null, 'GET', `/feeds/creator_feed/${flirt.userId}`);
    expect(feed.json<{ records: PostView[] }>().records[0]).toMatchObject({
      id: older,
      pinned: true,
    });
    expect((await post(t, flirt, 'DELETE', `/feeds/posts/${older}/pin`)).statusCode).toBe(200);
    expect((await read(older)).json<PostView>().pinned).toBe(false);
  });

  it('refuses Post on a published post with the spec’s refusal', async () => {
    const { id } = (await create({ post_type: 'free', body: 'done' })).json<{ id: string }>();
    const again = await post(t, flirt, 'PUT', `/feeds/posts/${id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'already_published', message: 'This post is already published.' },
    });
  });

  it('deletes a post: gone for everyone, its owner included', async () => {
    const { id } = (await create({ post_type: 'free', body: 'bye' })).json<{ id: string }>();
    expect((await post(t, flirt, 'DELETE', `/feeds/posts/${id}`)).statusCode).toBe(200);
    expect((await read(id)).statusCode).toBe(404);
    expect((await read(id, null)).json()).toEqual({
      error: { code: 'post_not_found', message: 'This post is not available.' },
    });
  });

  it('publishes a scheduled post when its time comes, once, and lists it until then', async () => {
    const at = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    const { id } = (
      await create({ post_type: 'subscriber', body: 'later', scheduled_at: at })
    ).json<{ id: string }>();
    await settle(t);
    const scheduled = await post(t, flirt, 'GET', '/feeds/scheduled_posts');
    expect(scheduled.json<{ records: PostView[] }>().records.map((r) => r.id)).toContain(id);
    const customer = await newCustomer(t);
    const teaser = (await read(id, customer)).json<PostView>();
    expect(teaser).toMatchObject({ unlocked: false, paid_body: null, display_status: 'scheduled' });

    const scheduler = t.app.get(Scheduler);
    await scheduler.runJob(SCHEDULED_POSTS_JOB, new Date(Date.parse(at) - 1_000));
    expect((await read(id)).json<PostView>().published_at).toBeNull();
    clock.advance(2 * HOUR);
    const status = await scheduler.runJob(SCHEDULED_POSTS_JOB);
    expect(status.lastError).toBeNull();
    await scheduler.runJob(SCHEDULED_POSTS_JOB);
    expect((await read(id)).json<PostView>()).toMatchObject({
      display_status: 'published',
      published_at: clock.now().toISOString(),
    });
    const published = (await store.readStream(postStreamId(id))).filter(
      (event) => event.type === 'PostPublished',
    );
    expect(published).toHaveLength(1);
  });

  it('lists processing and removed posts for their owner; empty lists are empty', async () => {
    // The clock moved past the admin's idle timeout in the scheduling test.
    admin = await signInAdmin(t);
    const fresh = await newFlirt(t, admin);
    await onboard(t, fresh);
    const processing = await post(t, fresh, 'GET', `/feeds/users/${fresh.userId}/processing_posts`);
    expect(processing.json()).toEqual({ records: [] });
    const photo = await uploadImage(t, fresh);
    const { id } = (
      await create(
        { post_type: 'subscriber', post_items: [{ fm_item_id: photo, sort_order: 0 }] },
        fresh,
      )
    ).json<{ id: string }>();
    await settle(t);
    const waiting = await post(t, fresh, 'GET', `/feeds/users/${fresh.userId}/processing_posts`);
    expect(waiting.json<{ records: PostView[] }>().records).toMatchObject([
      { id, display_status: 'pending_review', moderation_status: 'not_reviewed' },
    ]);
    const removed = await post(t, fresh, 'GET', `/feeds/users/${fresh.userId}/removed_posts`);
    expect(removed.json()).toEqual({ records: [] });
    const other = await post(
      t,
      await newFlirt(t, admin),
      'GET',
      `/feeds/users/${fresh.userId}/processing_posts`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('scheduled publishing across a restart', () => {
  it('publishes what came due while the app was down, exactly once', async () => {
    const clock = new ManualClock('2026-03-01T12:00:00.000Z');
    const first = await startTestApp({ clock, keepData: true });
    const admin = await signInAdmin(first);
    const flirt = await newFlirt(first, admin);
    await onboard(first, flirt);
    const at = new Date(clock.now().getTime() + HOUR).toISOString();
    const created = await post(first, flirt, 'POST', '/feeds/posts', {
      post_type: 'free',
      body: 'while you were out',
      scheduled_at: at,
    });
    const { id } = created.json<{ id: string }>();
    await settle(first);
    await first.close();

    clock.advance(3 * HOUR);
    const second = await startTestApp({ clock, dataDir: first.dataDir });
    await settle(second);
    const scheduler = second.app.get(Scheduler);
    await Promise.all([
      scheduler.runJob(SCHEDULED_POSTS_JOB),
      scheduler.runJob(SCHEDULED_POSTS_JOB),
    ]);
    await scheduler.runJob(SCHEDULED_POSTS_JOB);
    const events = await second.app.get<EventStore>(EVENT_STORE).readStream(postStreamId(id));
    expect(events.filter((event) => event.type === 'PostPublished')).toMatchObject([
      { data: { publishedAt: clock.now().toISOString() } },
    ]);
    await second.close();
  });
});
