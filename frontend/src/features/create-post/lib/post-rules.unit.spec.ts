import { describe, expect, it } from '@jest/globals';
import type { FileManagerItemResponse } from '@flirtwire/contracts';
import {
  addMedia,
  captionPlaceholder,
  createBody,
  localToIso,
  mediaError,
  type PostDraft,
  submitDisabled,
  submitLabel,
  typeLocked,
} from './post-rules';

function file(
  id: string,
  itemType: FileManagerItemResponse['item_type'],
  rating: FileManagerItemResponse['rating'] = null,
): FileManagerItemResponse {
  return {
    fm_item_id: id,
    item_type: itemType,
    content_type: 'image/png',
    large_url: null,
    thumbnail_url: null,
    public_previewable: false,
    preview_urls: [],
    file_name: `${id}.bin`,
    rating,
    title: id,
    description: '',
    created_at: '2026-11-25T10:00:00.000Z',
    duration_seconds: null,
    width: null,
    height: null,
    encoding_status: 'complete',
    album_id: 'a',
    size_bytes: 10,
    watermarked: true,
  };
}

const empty: PostDraft = { postType: 'free', body: '', paidBody: '', media: [], scheduledAt: null };

describe('the Create Post rules', () => {
  it('allows only images, videos and audio, and only unrated or everyone files in free posts', () => {
    expect(mediaError(file('a', 'image'), 'free')).toBeNull();
    expect(mediaError(file('a', 'image', 'everyone'), 'free')).toBeNull();
    expect(mediaError(file('a', 'video', 'adult'), 'free')).toBe('Not eligible for Free Posts');
    expect(mediaError(file('a', 'video', 'adult'), 'subscriber')).toBeNull();
    expect(mediaError(file('a', 'document'), 'subscriber')).toBe(
      'Document files not allowed in Posts',
    );
  });

  it('skips unknown types with a warning and never adds a file twice', () => {
    const first = addMedia([], [file('a', 'image'), file('b', 'other')], 'subscriber');
    expect(first.media.map((m) => m.item.fm_item_id)).toEqual(['a']);
    expect(first.skipped).toEqual(['b.bin']);
    const again = addMedia(first.media, [file('a', 'image'), file('c', 'audio')], 'subscriber');
    expect(again.media.map((m) => m.item.fm_item_id)).toEqual(['a', 'c']);
  });

  it('locks the type once media is chosen', () => {
    expect(typeLocked(empty)).toBe(false);
    expect(typeLocked({ media: addMedia([], [file('a', 'image')], 'free').media })).toBe(true);
  });

  it('disables Post with no captions and no media, while submitting, or with a broken rule', () => {
    expect(submitDisabled(empty, false)).toBe(true);
    expect(submitDisabled({ ...empty, body: 'hi' }, false)).toBe(false);
    expect(submitDisabled({ ...empty, body: 'hi' }, true)).toBe(true);
    const adult = addMedia([], [file('a', 'image', 'adult')], 'free').media;
    expect(submitDisabled({ ...empty, media: adult }, false)).toBe(true);
    const fine = addMedia([], [file('a', 'image')], 'free').media;
    expect(submitDisabled({ ...empty, media: fine }, false)).toBe(false);
  });

  it('reads Schedule once a time is set, and words the caption by post type', () => {
    expect(submitLabel(empty)).toBe('Post');
    expect(submitLabel({ scheduledAt: '2026-12-01T10:00:00.000Z' })).toBe('Schedule');
    expect(captionPlaceholder('free')).toBe('Compose new caption');
    expect(captionPlaceholder('subscriber')).toBe('Compose public caption');
    expect(localToIso('nope')).toBeNull();
    expect(localToIso('2026-12-01T10:00')).toMatch(/^2026-12-01T\d{2}:00:00\.000Z$/);
  });

  it('sends the media in the order shown and the subscriber caption only for subscriber posts', () => {
    const media = addMedia([], [file('b', 'image'), file('a', 'image')], 'subscriber').media;
    const draft: PostDraft = { ...empty, postType: 'subscriber', body: 'x', paidBody: 'y', media };
    expect(createBody(draft, true)).toEqual({
      post_type: 'subscriber',
      body: 'x',
      paid_body: 'y',
      post_items: [
        { fm_item_id: 'b', sort_order: 0 },
        { fm_item_id: 'a', sort_order: 1 },
      ],
      scheduled_at: null,
      hide_from_future_subscribers: true,
    });
    expect(createBody({ ...draft, postType: 'free' }, false).paid_body).toBe('');
  });
});
