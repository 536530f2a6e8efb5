import { mediaStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FileManagerItemView, PostView } from '@flirtwire/contracts';
import sharp from 'sharp';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ManualClock } from '../../test-support/clock.js';
import {
  appendAs,
  image,
  newCustomer,
  newFlirt,
  onboard,
  post,
  settle,
  upload,
} from '../../test-support/content.js';
import { type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { brokenMp4, corruptJpeg, hugePng, mp4, wav } from '../../test-support/media-files.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { MEDIA_ENCODING_JOB } from './encoding/media-encoding.job.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.port.js';

type Uploaded = { item: FileManagerItemView; position: number };

describe('file manager and media pipeline', () => {
  let t: TestApp;
  let store: EventStore;
  let clock: ManualClock;
  let flirt: SignedInUser;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:00:00.000Z');
    t = await startTestApp({ clock, env: { MEDIA_UPLOAD_MAX_MB: '2' } });
    store = t.app.get(EVENT_STORE);
    flirt = await newFlirt(t, await signInAdmin(t));
    await onboard(t, flirt);
  });
  afterAll(async () => {
    await t.close();
  });

  const fetchUrl = (url: string, who: SignedInUser | null) =>
    t.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  it('makes a watermarked large rendition and a thumbnail, served by signed URLs to the owner', async () => {
    const response = await upload(t, flirt, { name: 'beach.jpg', data: await image(3_000, 2_000) });
    expect(response.statusCode).toBe(201);
    const { item } = response.json<Uploaded>();
    expect(item).toMatchObject({
      item_type: 'image',
      content_type: 'image/jpeg',
      file_name: 'beach.jpg',
      width: 3_000,
      height: 2_000,
      encoding_status: 'complete',
      watermarked: true,
      rating: null,
    });
    const large = await fetchUrl(item.large_url ?? '', flirt);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    const meta = await sharp(large.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(2_048);
    const thumb = await fetchUrl(item.thumbnail_url ?? '', flirt);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('leaves the watermark off when unticked', async () => {
    const response = await upload(
      t,
      flirt,
      { name: 'plain.png', data: await image(200, 200, 'png') },
      { watermark: 'false' },
    );
    expect(response.json<Uploaded>().item).toMatchObject({
      watermarked: false,
      content_type: 'image/png',
    });
  });

  it('does not serve a URL to anyone but its audience, nor after it expires', async () => {
    const { item } = (
      await upload(t, flirt, { name: 'mine.jpg', data: await image() })
    ).json<Uploaded>();
    const url = item.large_url ?? '';
    const stranger = await newCustomer(t);
    const forbidden = await fetchUrl(url, stranger);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: { code: 'media_link_invalid', message: 'This link has expired or is not valid.' },
    });
    expect((await fetchUrl(url, null)).statusCode).toBe(403);
    expect((await fetchUrl(url.replace(/sig=[^&]+/, 'sig=forged'), flirt)).statusCode).toBe(403);
    expect((await fetchUrl(url.replace('/large?', '/original?'), flirt)).statusCode).toBe(403);
    clock.advance(2 * 3_600_000);
    expect((await fetchUrl(url, flirt)).statusCode).toBe(403);
    flirt = await signInAgain(flirt);
  });

  async function signInAgain(user: SignedInUser): Promise<SignedInUser> {
    const { signIn } = await import('../../test-support/identity.js');
    return signIn(t, user.login, user.password);
  }

  it('refuses corrupt images and decompression bombs with 422, recording nothing', async () => {
    const head = await store.headPosition();
    const corrupt = await upload(t, flirt, { name: 'broken.jpg', data: corruptJpeg() });
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json()).toEqual({
      error: {
        code: 'image_unreadable',
        message: 'This image could not be read. Please upload a JPEG, PNG, WebP or GIF.',
        fields: {
          file: 'This image could not be read. Please upload a JPEG, PNG, WebP or GIF.',
        },
      },
    });
    const bomb = await upload(t, flirt, { name: 'bomb.png', data: await hugePng() });
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toMatchObject({
      error: { message: 'This image has too many pixels. Please upload a smaller image.' },
    });
    expect(await store.headPosition()).toBe(head);
  });

  it('refuses files over the limit with 413, and bad requests with 400, never a 5xx', async () => {
    const head = await store.headPosition();
    const big = await upload(t, flirt, { name: 'big.bin', data: Buffer.alloc(3 * 1_048_576, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      error: { message: 'This file is too large. Files can be at most 2 MB.' },
    });
    const empty = await upload(t, flirt, { name: 'empty.jpg', data: Buffer.alloc(0) });
    expect(empty.json()).toMatchObject({ error: { message: 'This file is empty.' } });
    const noFile = await upload(t, flirt, null, { album_id: '' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ error: { message: 'Please choose a file to upload.' } });
    const json = await post(t, flirt, 'POST', '/fm/client_api/uploads', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      error: { message: 'Please upload the file as multipart/form-data.' },
    });
    const unknownAlbum = await upload(
      t,
      flirt,
      { name: 'a.jpg', data: await image() },
      { album_id: '0190a0b0-0000-7000-8000-00000000dead' },
    );
    expect(unknownAlbum.statusCode).toBe(404);
    expect(await store.headPosition()).toBe(head);
  });

  it('keeps audio and video as uploaded: pending, then complete with the duration', async () => {
    const audio = (await upload(t, flirt, { name: 'voice.wav', data: wav(2) })).json<Uploaded>();
    expect(audio.item).toMatchObject({
      item_type: 'audio',
      content_type: 'audio/wav',
      encoding_status: 'complete',
      duration_seconds: 2,
    });
    const events = await store.readStream(mediaStreamId(audio.item.fm_item_id));
    expect(events.map((event) => event.type)).toEqual(['MediaUploaded', 'MediaEncoded']);
    expect(events[0]?.data).toMatchObject({ encodingStatus: 'pending' });
    const video = (await upload(t, flirt, { name: 'clip.mp4', data: mp4(5.5) })).json<Uploaded>();
    expect(video.item).toMatchObject({ item_type: 'video', duration_seconds: 5.5 });
    const served = await fetchUrl(video.item.large_url ?? '', flirt);
    expect(served.headers['content-type']).toBe('video/mp4');
  });

  it('fails an unreadable video; a post holding it shows as removed', async () => {
    const broken = (
      await upload(t, flirt, { name: 'broken.mp4', data: brokenMp4() })
    ).json<Uploaded>();
    expect(broken.item.encoding_status).toBe('failed');
    const refused = await post(t, flirt, 'POST', '/feeds/posts', {
      post_type: 'subscriber',
      post_items: [{ fm_item_id: broken.item.fm_item_id, sort_order: 0 }],
    });
    expect(refused.json()).toMatchObject({
      error: {
        fields: { base: 'One of the selected files could not be processed. Please remove it.' },
      },
    });
  });

  it('finishes an encoding a crash left pending (the job picks it up), once', async () => {
    const clip = (await upload(t, flirt, { name: 'ok.mp4', data: mp4(3) })).json<Uploaded>();
    const itemId = '0190a0b0-0000-7000-8000-0000000f00d1';
    const original = `${flirt.userId}/${itemId}/original.mp4`;
    const stored = await store.readStream(mediaStreamId(clip.item.fm_item_id));
    const storedOriginal = (stored[0]?.data as { variants: { original: string } }).variants
      .original;
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const copy = await storage.open(storedOriginal);
    await storage.putFile(original, copy?.path ?? '');
    await appendAs(t, mediaStreamId(itemId), [
      {
        type: 'MediaUploaded',
        data: {
          itemId,
          ownerId: flirt.userId,
          albumId: clip.item.album_id,
          itemType: 'video',
          contentType: 'video/mp4',
          fileName: 'crash.mp4',
          sizeBytes: 100,
          width: null,
          height: null,
          durationSeconds: null,
          variants: { original, large: original, thumbnail: null },
          watermarked: false,
          encodingStatus: 'pending',
        },
      },
    ]);
    await settle(t);
    const scheduler = t.app.get(Scheduler);
    await Promise.all([scheduler.runJob(MEDIA_ENCODING_JOB), scheduler.runJob(MEDIA_ENCODING_JOB)]);
    await scheduler.runJob(MEDIA_ENCODING_JOB);
    const events = await store.readStream(mediaStreamId(itemId));
    expect(events.map((event) => event.type)).toEqual(['MediaUploaded', 'MediaEncoded']);
    expect(events[1]?.data).toMatchObject({ durationSeconds: 3 });
  });

  it('stores other files too, names their type, and lists folders and files', async () => {
    const created = await post(t, flirt, 'POST', '/fm/client_api/albums', { name: 'Beach' });
    expect(created.statusCode).toBe(201);
    const albumId = created.json<{ album: { id: string } }>().album.id;
    const zip = await upload(
      t,
      flirt,
      { name: 'pack.zip', data: Buffer.from('PK\u0003\u0004rest', 'latin1') },
      { album_id: albumId },
    );
    expect(zip.json<Uploaded>().item).toMatchObject({
      item_type: 'archive',
      album_id: albumId,
      large_url: null,
    });
    await settle(t);
    const albums = await post(t, flirt, 'GET', '/fm/client_api/albums');
    expect(albums.json<{ albums: { name: string; items_count: number }[] }>().albums).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Beach', items_count: 1 }),
        expect.objectContaining({ name: 'Uploads' }),
      ]),
    );
    const items = await post(t, flirt, 'GET', `/fm/client_api/items?album_id=${albumId}`);
    expect(items.json<{ items: FileManagerItemView[] }>().items).toMatchObject([
      { file_name: 'pack.zip' },
    ]);
    const noName = await post(t, flirt, 'POST', '/fm/client_api/albums', { name: ' ' });
    expect(noName.json()).toMatchObject({ error: { fields: { name: 'Please name the folder.' } } });
  });

  it('takes only images, videos and audio for a post, read from the bytes: a .txt and a fake .png are refused', async () => {
    const head = await store.headPosition();
    const forPosts = { for: 'posts' };
    const text = await upload(
      t,
      flirt,
      { name: 'notes.txt', data: Buffer.from('just some notes'), type: 'text/plain' },
      forPosts,
    );
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      error: {
        code: 'file_not_allowed_in_posts',
        fields: { file: 'TXT files not allowed in Posts' },
      },
    });
    const fake = await upload(
      t,
      flirt,
      { name: 'fake.png', data: Buffer.from('not really a picture'), type: 'image/png' },
      forPosts,
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({
      error: { fields: { file: 'PNG files not allowed in Posts' } },
    });
    expect(await store.headPosition()).toBe(head);
    const real = await upload(
      t,
      flirt,
      { name: 'real.png', data: await image(64, 48, 'png') },
      forPosts,
    );
    expect(real.statusCode).toBe(201);
  });

  it('takes no control or bidi characters into a folder name (issue 17, S11)', async () => {
    const created = await post(t, flirt, 'POST', '/fm/client_api/albums', {
      name: 'Sea\u0000side\u202E\uD800 2024',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ album: { name: string } }>().album.name).toBe('Seaside 2024');
    const only = await post(t, flirt, 'POST', '/fm/client_api/albums', { name: '\u0000\u202E' });
    expect(only.statusCode).toBe(400);
    expect(only.json()).toMatchObject({ error: { fields: { name: 'Please name the folder.' } } });
  });

  it('rates, moves and deletes files for their owner only', async () => {
    const { item } = (
      await upload(t, flirt, { name: 'r.jpg', data: await image() })
    ).json<Uploaded>();
    const stranger = await newFlirt(t, await signInAdmin(t));
    const url = `/fm/client_api/items/${item.fm_item_id}`;
    expect((await post(t, stranger, 'PATCH', url, { rating: 'everyone' })).statusCode).toBe(404);
    expect(
      (await post(t, flirt, 'PATCH', url, { rating: 'everyone', title: 'Sun' })).statusCode,
    ).toBe(200);
    expect((await post(t, stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await post(t, flirt, 'DELETE', url)).statusCode).toBe(200);
    expect((await fetchUrl(item.large_url ?? '', flirt)).statusCode).toBe(404);
  });

  it('shows post media to entitled viewers only; the locked view has no URL', async () => {
    const { item } = (
      await upload(t, flirt, { name: 'p.jpg', data: await image() })
    ).json<Uploaded>();
    const moderator = await newCustomer(t);
    const { grantRole } = await import('../../test-support/identity.js');
    await grantRole(t, await signInAdmin(t), moderator.userId, 'moderator');
    const { id } = (
      await post(t, flirt, 'POST', '/feeds/posts', {
        post_type: 'subscriber',
        body: 'look',
        post_items: [{ fm_item_id: item.fm_item_id, sort_order: 0 }],
      })
    ).json<{ id: string }>();
    await settle(t);
    expect(
      (await post(t, moderator, 'POST', `/feeds/moderation/posts/${id}/accept`)).statusCode,
    ).toBe(200);
    await settle(t);
    const customer = await newCustomer(t);
    const locked = await post(t, customer, 'GET', `/feeds/posts/${id}`);
    const view = locked.json<PostView>();
    expect(view).toMatchObject({ unlocked: false, post_items: [], image_count: 1 });
    expect(locked.body).not.toContain(item.fm_item_id);
    const owner = (await post(t, flirt, 'GET', `/feeds/posts/${id}`)).json<PostView>();
    expect(owner.post_items[0]?.large_url).toEqual(expect.stringContaining('/fm/media/'));
  });
});
