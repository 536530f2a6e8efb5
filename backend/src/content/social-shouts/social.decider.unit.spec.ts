import { describe, expect, it } from '@jest/globals';
import { SHOUT_EVENT_TYPES, type SocialEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import {
  defaultTemplate,
  type SocialCommand,
  socialDecider,
  templateErrors,
  TemplatesInvalidError,
} from './social.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const twitterId = '0190a0b0-0000-7000-8000-00000000c002';
const tumblrId = '0190a0b0-0000-7000-8000-00000000c003';
const shoutId = '0190a0b0-0000-7000-8000-00000000c004';
const day = '2026-03-01';

const linked = (provider: 'twitter' | 'tumblr', connectionId: string): SocialEvent => ({
  type: 'SocialAccountLinked',
  data: { creatorId, connectionId, provider, username: 'ann' },
});
const shout = (
  overrides: Partial<Extract<SocialCommand, { type: 'ManualShout' }>> = {},
): SocialCommand => ({
  type: 'ManualShout',
  creatorId,
  shoutId,
  content: 'Live now!',
  providers: ['twitter'],
  day,
  links: { profile: 'https://flirtwire.test/ann', goodies: 'https://flirtwire.test/ann/goodies' },
  ...overrides,
});
type ShoutPosted = Extract<SocialEvent, { type: 'ShoutPosted' }>;
/** A shout posted: by default the manual one `shout()` asks for. */
const shoutPosted = (overrides: Partial<ShoutPosted['data']> = {}): SocialEvent => ({
  type: 'ShoutPosted',
  data: {
    creatorId,
    shoutId,
    trigger: 'manual',
    content: 'Live now!',
    providers: ['twitter'],
    day,
    sourceEventId: null,
    ...overrides,
  },
});
/** The `n`th earlier manual shout of the day `at`. */
const posted = (
  n: number,
  at = day,
  providers: ('twitter' | 'tumblr')[] = ['twitter'],
): SocialEvent =>
  shoutPosted({
    shoutId: `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`,
    content: 'x',
    providers,
    day: at,
  });

describe('social decider', () => {
  it('turns {profile_link} and {goodies_link} in a manual shout into the links', () => {
    spec(socialDecider)
      .given([linked('twitter', twitterId)])
      .when(shout({ content: 'New goodies {goodies_link} and me {profile_link}' }))
      .then([
        shoutPosted({
          content:
            'New goodies https://flirtwire.test/ann/goodies and me https://flirtwire.test/ann',
        }),
      ]);
  });

  it('posts a manual shout to linked accounts', () => {
    spec(socialDecider)
      .given([linked('twitter', twitterId)])
      .when(shout())
      .then([shoutPosted()]);
  });

  it('needs a linked account, and each chosen one linked', () => {
    spec(socialDecider)
      .given([])
      .when(shout())
      .thenThrows({ message: 'Please link a social account first.' });
    spec(socialDecider)
      .given([linked('tumblr', tumblrId)])
      .when(shout())
      .thenThrows({ message: 'Your Twitter account is not linked.' });
  });

  it('allows 10 shouts a day to each short-message service, and more to Tumblr; the count restarts the next day', () => {
    const ten = Array.from({ length: 10 }, (_, i) => posted(i + 1, day, ['twitter', 'tumblr']));
    const history = [linked('twitter', twitterId), linked('tumblr', tumblrId), ...ten];
    spec(socialDecider).given(history).when(shout()).thenThrows({
      status: 429,
      message: 'You can post to Twitter at most 10 times a day. Please try again tomorrow.',
    });
    spec(socialDecider)
      .given(history)
      .when(shout({ providers: ['tumblr'] }))
      .then([expect.objectContaining({ type: 'ShoutPosted' }) as unknown as SocialEvent]);
    spec(socialDecider)
      .given(history)
      .when(shout({ day: '2026-03-02' }))
      .then([expect.objectContaining({ type: 'ShoutPosted' }) as unknown as SocialEvent]);
  });

  it('checks templates: at most 140 characters and their own substitutions', () => {
    expect(templateErrors(3, 'x'.repeat(141))).toEqual([
      'Content is too long (maximum is 140 characters)',
    ]);
    expect(templateErrors(3, 'See {goodies_link}')).toEqual([
      '{goodies_link} is not a valid substitution',
    ]);
    expect(templateErrors(5, 'See {goodies_link} at {profile_link}')).toEqual([]);
    let thrown: unknown;
    try {
      socialDecider.decide(
        {
          type: 'UpdateTemplates',
          creatorId,
          updates: [{ eventType: 3, content: 'x'.repeat(141) }],
        },
        socialDecider.initialState,
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TemplatesInvalidError);
    expect((thrown as TemplatesInvalidError).errors.get(3)).toEqual([
      'Content is too long (maximum is 140 characters)',
    ]);
  });

  it('updates templates, keeping the others as they were', () => {
    spec(socialDecider)
      .given([])
      .when({
        type: 'UpdateTemplates',
        creatorId,
        updates: [{ eventType: 3, sendToTwitter: true }],
      })
      .then([
        {
          type: 'SocialTemplatesUpdated',
          data: {
            creatorId,
            templates: SHOUT_EVENT_TYPES.map((type) =>
              type === 3 ? { ...defaultTemplate(3), sendToTwitter: true } : defaultTemplate(type),
            ),
          },
        },
      ]);
  });

  it('shouts an event once with its template and links, or skips it with a reason', () => {
    const on: SocialEvent = {
      type: 'SocialTemplatesUpdated',
      data: {
        creatorId,
        templates: SHOUT_EVENT_TYPES.map((type) =>
          type === 3 ? { ...defaultTemplate(3), sendToTwitter: true } : defaultTemplate(type),
        ),
      },
    };
    const event: SocialCommand = {
      type: 'EventShout',
      creatorId,
      shoutId,
      sourceEventId: 'evt-1',
      eventType: 3,
      day,
      links: { profile: 'https://x.test/ann', goodies: 'https://x.test/ann/goodies' },
    };
    const shouted = shoutPosted({
      trigger: 3,
      content: 'Thank you for the tribute! https://x.test/ann',
      sourceEventId: 'evt-1',
    });
    spec(socialDecider)
      .given([linked('twitter', twitterId), on])
      .when(event)
      .then([shouted]);
    spec(socialDecider)
      .given([linked('twitter', twitterId), on, shouted])
      .when(event)
      .then([]);
    spec(socialDecider)
      .given([on])
      .when(event)
      .then([
        { type: 'ShoutSkipped', data: { creatorId, sourceEventId: 'evt-1', reason: 'not_linked' } },
      ]);
    spec(socialDecider)
      .given([linked('twitter', twitterId)])
      .when(event)
      .then([
        {
          type: 'ShoutSkipped',
          data: { creatorId, sourceEventId: 'evt-1', reason: 'template_off' },
        },
      ]);
    const full = Array.from({ length: 10 }, (_, i) => posted(i + 1));
    spec(socialDecider)
      .given([linked('twitter', twitterId), on, ...full])
      .when(event)
      .then([
        {
          type: 'ShoutSkipped',
          data: { creatorId, sourceEventId: 'evt-1', reason: 'daily_limit' },
        },
      ]);
  });

  it('records a failed delivery and marks the account as not working', () => {
    spec(socialDecider)
      .given([linked('twitter', twitterId), posted(1)])
      .when({
        type: 'RecordDelivery',
        creatorId,
        shoutId: '0190a0b0-0000-7000-8000-000000000001',
        provider: 'twitter',
        result: { ok: false, reason: 'revoked' },
      })
      .then([
        {
          type: 'ShoutDeliveryFailed',
          data: {
            creatorId,
            shoutId: '0190a0b0-0000-7000-8000-000000000001',
            provider: 'twitter',
            reason: 'revoked',
          },
        },
        {
          type: 'SocialAccountFailed',
          data: { creatorId, connectionId: twitterId, provider: 'twitter' },
        },
      ]);
  });

  it('unlinks a linked account, and answers 404 for an unknown one', () => {
    spec(socialDecider)
      .given([linked('twitter', twitterId)])
      .when({ type: 'UnlinkAccount', creatorId, connectionId: twitterId })
      .then([
        {
          type: 'SocialAccountUnlinked',
          data: { creatorId, connectionId: twitterId, provider: 'twitter' },
        },
      ]);
    spec(socialDecider)
      .given([])
      .when({ type: 'UnlinkAccount', creatorId, connectionId: twitterId })
      .thenThrows({ status: 404 });
  });
});
