import { describe, it } from '@jest/globals';
import type { PostEvent, PostType } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import {
  type CreatorFacts,
  type ItemFacts,
  type PostCommand,
  type PostContent,
  postDecider,
} from './post.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const moderatorId = '0190a0b0-0000-7000-8000-00000000c002';
const postId = '0190a0b0-0000-7000-8000-00000000a001';
const photo = '0190a0b0-0000-7000-8000-00000000b001';
const clip = '0190a0b0-0000-7000-8000-00000000b002';
const pdf = '0190a0b0-0000-7000-8000-00000000b003';
const now = '2026-03-01T12:00:00.000Z';

const onboarded: CreatorFacts = { login: 'ann', onboarded: true, mayCreateFirstPost: true };
const onboarding: CreatorFacts = { login: 'ann', onboarded: false, mayCreateFirstPost: true };
const justStarted: CreatorFacts = { login: 'ann', onboarded: false, mayCreateFirstPost: false };

const fact = (fmItemId: string, overrides: Partial<ItemFacts> = {}): ItemFacts => ({
  fmItemId,
  exists: true,
  ownerId: creatorId,
  itemType: 'image',
  rating: null,
  encodingStatus: 'complete',
  typeLabel: 'JPG',
  ...overrides,
});
const facts = [
  fact(photo),
  fact(clip, { itemType: 'video', typeLabel: 'MP4' }),
  fact(pdf, { itemType: 'document', typeLabel: 'PDF' }),
];

const content = (overrides: Partial<PostContent> = {}): PostContent => ({
  postType: 'subscriber',
  body: 'hello',
  paidBody: 'for subscribers',
  items: [],
  hideFromFutureSubscribers: false,
  scheduledAt: null,
  ...overrides,
});

const create = (
  overrides: Partial<PostContent> = {},
  creator: CreatorFacts = onboarded,
  items: readonly ItemFacts[] = facts,
  publish = true,
): PostCommand => ({
  type: 'CreatePost',
  postId,
  creatorId,
  content: content(overrides),
  publish,
  creator,
  items,
  now,
});

const created = (
  overrides: Partial<Extract<PostEvent, { type: 'PostCreated' }>['data']> = {},
): PostEvent => ({
  type: 'PostCreated',
  data: {
    postId,
    creatorId,
    creatorLogin: 'ann',
    postType: 'subscriber',
    body: 'hello',
    paidBody: 'for subscribers',
    items: [],
    hideFromFutureSubscribers: false,
    scheduledAt: null,
    publishRequested: true,
    moderationStatus: 'accepted',
    ...overrides,
  },
});
const published = (publishedAt = now, postType: PostType = 'subscriber'): PostEvent => ({
  type: 'PostPublished',
  data: { postId, creatorId, postType, publishedAt },
});
const withPhoto = { items: [{ fmItemId: photo, sortOrder: 0, itemType: 'image' as const }] };
const accepted: PostEvent = { type: 'PostAccepted', data: { postId, creatorId, moderatorId } };
const rejected: PostEvent = {
  type: 'PostRejected',
  data: { postId, creatorId, moderatorId, reason: 'not allowed' },
};

describe('post decider: creating', () => {
  it('publishes a text post at once: nothing to review, nothing to process', () => {
    spec(postDecider).given([]).when(create()).then([created(), published()]);
  });

  it('keeps a draft unpublished when Post was not pressed', () => {
    spec(postDecider)
      .given([])
      .when(create({}, onboarded, facts, false))
      .then([created({ publishRequested: false })]);
  });

  it('sends a post with media to review, its files in their sort order', () => {
    spec(postDecider)
      .given([])
      .when(
        create({
          items: [
            { fmItemId: clip, sortOrder: 5 },
            { fmItemId: photo, sortOrder: 2 },
          ],
        }),
      )
      .then([
        created({
          moderationStatus: 'not_reviewed',
          items: [
            { fmItemId: photo, sortOrder: 0, itemType: 'image' },
            { fmItemId: clip, sortOrder: 1, itemType: 'video' },
          ],
        }),
      ]);
  });

  it('refuses files that are not image, video or audio with the spec’s message', () => {
    spec(postDecider)
      .given([])
      .when(create({ items: [{ fmItemId: pdf, sortOrder: 0 }] }))
      .thenThrows({ status: 422, fields: { base: 'PDF files not allowed in Posts' } });
  });

  it('lets free posts take only everyone-rated or unrated media', () => {
    const adult = [fact(photo, { rating: 'adult' })];
    spec(postDecider)
      .given([])
      .when(
        create(
          { postType: 'free', paidBody: '', items: [{ fmItemId: photo, sortOrder: 0 }] },
          onboarded,
          adult,
        ),
      )
      .thenThrows({ fields: { base: 'Not eligible for Free Posts' } });
    for (const rating of ['everyone', null] as const) {
      spec(postDecider)
        .given([])
        .when(
          create(
            { postType: 'free', paidBody: '', items: [{ fmItemId: photo, sortOrder: 0 }] },
            onboarded,
            [fact(photo, { rating })],
          ),
        )
        .then([
          created({
            postType: 'free',
            paidBody: '',
            moderationStatus: 'not_reviewed',
            ...withPhoto,
          }),
        ]);
    }
  });

  it('refuses someone else’s files, missing files, failed files and the same file twice', () => {
    const cases: [readonly ItemFacts[], string][] = [
      [
        [fact(photo, { ownerId: moderatorId })],
        'One of the selected files is not in your File Manager.',
      ],
      [[fact(photo, { exists: false })], 'One of the selected files is not in your File Manager.'],
      [
        [fact(photo, { encodingStatus: 'failed' })],
        'One of the selected files could not be processed. Please remove it.',
      ],
    ];
    for (const [items, message] of cases) {
      spec(postDecider)
        .given([])
        .when(create({ items: [{ fmItemId: photo, sortOrder: 0 }] }, onboarded, items))
        .thenThrows({ fields: { base: message } });
    }
    spec(postDecider)
      .given([])
      .when(
        create({
          items: [
            { fmItemId: photo, sortOrder: 0 },
            { fmItemId: photo, sortOrder: 1 },
          ],
        }),
      )
      .thenThrows({ fields: { base: 'Each file can be added to a post once.' } });
  });

  it('needs a caption or media, and keeps subscriber captions off free posts', () => {
    spec(postDecider)
      .given([])
      .when(create({ body: ' ', paidBody: '' }))
      .thenThrows({ fields: { base: 'Please add a caption or media to your post.' } });
    spec(postDecider)
      .given([])
      .when(create({ postType: 'free' }))
      .thenThrows({ fields: { paid_body: 'Subscriber captions are only for Subscriber Posts.' } });
  });

  it('makes a non-onboarded Flirt’s posts welcome kit posts, once the earlier steps are done', () => {
    spec(postDecider)
      .given([])
      .when(create({}, onboarding))
      .thenThrows({
        fields: { base: 'Until onboarding is complete, your posts are Welcome Kit posts.' },
      });
    spec(postDecider)
      .given([])
      .when(create({ postType: 'welcome_kit' }, onboarding))
      .then([created({ postType: 'welcome_kit' }), published(now, 'welcome_kit')]);
    spec(postDecider)
      .given([])
      .when(create({ postType: 'welcome_kit' }, justStarted))
      .thenThrows({
        code: 'onboarding_incomplete',
        message:
          'Please agree to the legal terms and set your price before creating your first post.',
      });
    spec(postDecider)
      .given([])
      .when(create({ postType: 'welcome_kit' }, onboarded))
      .thenThrows({ fields: { base: 'Welcome Kit posts are only for onboarding.' } });
  });

  it('schedules only for onboarded Flirts, in the future and within a year', () => {
    const later = '2026-03-02T09:00:00.000Z';
    spec(postDecider)
      .given([])
      .when(create({ scheduledAt: later }))
      .then([created({ scheduledAt: later })]);
    spec(postDecider)
      .given([])
      .when(create({ postType: 'welcome_kit', scheduledAt: later }, onboarding))
      .thenThrows({
        fields: { scheduled_at: 'Scheduling is available once onboarding is complete.' },
      });
    spec(postDecider)
      .given([])
      .when(create({ scheduledAt: '2026-03-01T11:59:00.000Z' }))
      .thenThrows({ fields: { scheduled_at: 'Please choose a time in the future.' } });
    spec(postDecider)
      .given([])
      .when(create({ scheduledAt: '2027-03-02T12:00:00.000Z' }))
      .thenThrows({ fields: { scheduled_at: 'Please choose a time within the next year.' } });
  });
});

describe('post decider: editing', () => {
  const edit = (
    changes: Partial<PostContent>,
    items: readonly ItemFacts[] = facts,
  ): PostCommand => ({
    type: 'EditPost',
    creatorId,
    changes,
    creator: onboarded,
    items,
    now,
  });

  it('fixes the post type once media is chosen', () => {
    spec(postDecider)
      .given([created({ moderationStatus: 'not_reviewed', ...withPhoto, publishRequested: false })])
      .when(edit({ postType: 'free', paidBody: '' }))
      .thenThrows({ fields: { base: 'The post type can’t be changed once media is selected.' } });
  });

  it('sends a rejected post back for review as not_accepted_edited', () => {
    spec(postDecider)
      .given([created({ moderationStatus: 'not_reviewed', ...withPhoto }), rejected])
      .when(edit({ body: 'better now' }))
      .then([
        {
          type: 'PostEdited',
          data: {
            postId,
            creatorId,
            postType: 'subscriber',
            body: 'better now',
            paidBody: 'for subscribers',
            ...withPhoto,
            hideFromFutureSubscribers: false,
            scheduledAt: null,
            moderationStatus: 'not_accepted_edited',
          },
        },
      ]);
  });

  it('does not change the media of a published post', () => {
    spec(postDecider)
      .given([created(), published()])
      .when(edit({ items: [{ fmItemId: photo, sortOrder: 0 }] }))
      .thenThrows({ fields: { base: 'Media can’t be changed after the post is published.' } });
  });

  it('answers 404 for someone else’s post or a deleted one', () => {
    spec(postDecider)
      .given([created()])
      .when({ ...edit({ body: 'x' }), creatorId: moderatorId } as PostCommand)
      .thenThrows({ status: 404, message: 'This post is not available.' });
    spec(postDecider)
      .given([created(), { type: 'PostDeleted', data: { postId, creatorId } }])
      .when(edit({ body: 'x' }))
      .thenThrows({ status: 404 });
  });
});

describe('post decider: publishing and moderation', () => {
  const publish = (at = now, items: readonly ItemFacts[] = facts): PostCommand => ({
    type: 'Publish',
    items,
    now: at,
  });
  const accept: PostCommand = { type: 'AcceptPost', moderatorId, items: facts, now };

  it('publishes a scheduled post when its time comes, and never twice', () => {
    const at = '2026-03-02T09:00:00.000Z';
    const scheduled = created({ scheduledAt: at });
    spec(postDecider).given([scheduled]).when(publish('2026-03-02T08:59:59.000Z')).then([]);
    spec(postDecider)
      .given([scheduled])
      .when(publish(at))
      .then([published(at)]);
    spec(postDecider)
      .given([scheduled, published(at)])
      .when(publish(at))
      .then([]);
  });

  it('publishes a media post once accepted and every file is processed', () => {
    const pending = created({ moderationStatus: 'not_reviewed', ...withPhoto });
    spec(postDecider).given([pending]).when(publish()).then([]);
    spec(postDecider).given([pending]).when(accept).then([accepted, published()]);
    spec(postDecider)
      .given([pending])
      .when({ ...accept, items: [fact(photo, { encodingStatus: 'pending' })] })
      .then([accepted]);
    spec(postDecider)
      .given([pending, accepted])
      .when(publish(now, [fact(photo, { encodingStatus: 'pending' })]))
      .then([]);
    spec(postDecider).given([pending, accepted]).when(publish()).then([published()]);
  });

  it('takes a rejected post off the feed; accepting it again republishes it', () => {
    spec(postDecider)
      .given([created(), published()])
      .when({ type: 'RejectPost', moderatorId, reason: 'not allowed' })
      .then([rejected]);
    spec(postDecider)
      .given([created(), published(), rejected])
      .when({ type: 'RejectPost', moderatorId, reason: 'again' })
      .then([]);
    spec(postDecider)
      .given([created(), published(), rejected])
      .when(accept)
      .then([accepted, published()]);
  });

  it('answers a repeated Post of a published post with the spec’s refusal', () => {
    spec(postDecider)
      .given([created(), published()])
      .when({
        type: 'RequestPublish',
        creatorId,
        scheduledAt: undefined,
        creator: onboarded,
        items: facts,
        now,
      })
      .thenThrows({ status: 409, message: 'This post is already published.' });
  });

  it('publishes a draft when Post is pressed', () => {
    spec(postDecider)
      .given([created({ publishRequested: false })])
      .when({
        type: 'RequestPublish',
        creatorId,
        scheduledAt: undefined,
        creator: onboarded,
        items: facts,
        now,
      })
      .then([
        { type: 'PostPublishRequested', data: { postId, creatorId, scheduledAt: null } },
        published(),
      ]);
  });

  it('pins and unpins published posts, repeats change nothing', () => {
    const pinned: PostEvent = { type: 'PostPinned', data: { postId, creatorId } };
    spec(postDecider)
      .given([created(), published()])
      .when({ type: 'PinPost', creatorId })
      .then([pinned]);
    spec(postDecider)
      .given([created(), published(), pinned])
      .when({ type: 'PinPost', creatorId })
      .then([]);
    spec(postDecider)
      .given([created(), published(), pinned])
      .when({ type: 'UnpinPost', creatorId })
      .then([{ type: 'PostUnpinned', data: { postId, creatorId } }]);
    spec(postDecider)
      .given([created({ publishRequested: false })])
      .when({ type: 'PinPost', creatorId })
      .thenThrows({ code: 'not_published' });
  });

  it('deletes once', () => {
    const deleted: PostEvent = { type: 'PostDeleted', data: { postId, creatorId } };
    spec(postDecider).given([created()]).when({ type: 'DeletePost', creatorId }).then([deleted]);
    spec(postDecider).given([created(), deleted]).when({ type: 'DeletePost', creatorId }).then([]);
  });
});
