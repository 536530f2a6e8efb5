import { READ_MODELS, SOCIAL_EVENT_TYPES } from '@flirtwire/contracts';
import type {
  EnvelopeOf,
  ShoutEventType,
  ShoutProvider,
  SocialEvent,
  TipSent,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByCreator } from '../projection.js';

export type ShoutDelivery = {
  status: 'pending' | 'delivered' | 'failed';
  externalId: string | null;
  error: string | null;
};

/** What the UI lists as sent shouts (the default provider adapter's outbox). */
export type ShoutOutboxRow = {
  _id: string;
  creatorId: string;
  trigger: 'manual' | ShoutEventType;
  content: string;
  createdAt: string;
  deliveries: Partial<Record<ShoutProvider, ShoutDelivery>>;
};

/** Whether a Flirt's events should be shouted: linked providers and template send flags. */
export type SocialAccountRow = {
  _id: string;
  linked: Partial<Record<ShoutProvider, boolean>>;
  /** event type → providers its template sends to */
  sendTo: Partial<Record<string, ShoutProvider[]>>;
};

/** An event worth shouting, waiting for the shouts process to post or skip it. */
export type ShoutTriggerRow = {
  _id: string;
  creatorId: string;
  eventType: ShoutEventType;
  occurredAt: string;
  settled: 'no' | 'yes';
};

type Handled = EnvelopeOf<SocialEvent> | EnvelopeOf<TipSent>;

/**
 * Product events that have a social event type (spec 000 §3); others join as they exist. The
 * event shouts reactor reacts to the same types.
 */
export const SHOUT_TRIGGERS: Readonly<Record<string, ShoutEventType>> = { TipSent: 3 };

export const socialShoutsProjection = defineProjection<Handled>({
  name: 'social-shouts',
  version: 1,
  eventTypes: [...SOCIAL_EVENT_TYPES, 'TipSent'],
  collections: {
    [READ_MODELS.socialOutbox]: { indexes: [{ key: { creatorId: 1, createdAt: -1 } }] },
    [READ_MODELS.socialAccounts]: {},
    [READ_MODELS.socialTriggers]: { indexes: [{ key: { settled: 1, occurredAt: 1 } }] },
  },
  handle: async (event, context): Promise<DocumentOp[]> => {
    const accounts = context.collection<SocialAccountRow>(READ_MODELS.socialAccounts);
    const outbox = context.collection<ShoutOutboxRow>(READ_MODELS.socialOutbox);
    const account = async (creatorId: string): Promise<SocialAccountRow> =>
      (await accounts.findOne({ _id: creatorId })) ?? { _id: creatorId, linked: {}, sendTo: {} };
    const putAccount = (row: SocialAccountRow): DocumentOp => {
      const { _id: id, ...replacement } = row;
      return documentOp<SocialAccountRow>('social_accounts', {
        replaceOne: { filter: { _id: id }, replacement, upsert: true },
      });
    };
    const settle = (id: string, creatorId: string): DocumentOp =>
      documentOp<ShoutTriggerRow>(
        'social_triggers',
        { updateOne: { filter: { _id: id }, update: { $set: { settled: 'yes' } } } },
        { owner: ownedByCreator(creatorId) },
      );
    const delivery = async (
      shoutId: string,
      provider: ShoutProvider,
      value: ShoutDelivery,
    ): Promise<DocumentOp[]> => {
      const row = await outbox.findOne({ _id: shoutId });
      if (!row) return [];
      const { _id: id, ...replacement } = {
        ...row,
        deliveries: { ...row.deliveries, [provider]: value },
      };
      return [
        documentOp<ShoutOutboxRow>(
          'social_outbox',
          { replaceOne: { filter: { _id: id }, replacement } },
          { owner: ownedByCreator(row.creatorId) },
        ),
      ];
    };
    switch (event.type) {
      case 'SocialAccountLinked':
      case 'SocialAccountUnlinked': {
        const row = await account(event.data.creatorId);
        return [
          putAccount({
            ...row,
            linked: { ...row.linked, [event.data.provider]: event.type === 'SocialAccountLinked' },
          }),
        ];
      }
      case 'SocialAccountFailed':
        return [];
      case 'SocialTemplatesUpdated': {
        const row = await account(event.data.creatorId);
        const sendTo: Partial<Record<string, ShoutProvider[]>> = {};
        for (const template of event.data.templates) {
          sendTo[String(template.eventType)] = [
            ...(template.sendToTwitter ? (['twitter'] as const) : []),
            ...(template.sendToTumblr ? (['tumblr'] as const) : []),
            ...(template.sendToBluesky ? (['bluesky'] as const) : []),
          ];
        }
        return [putAccount({ ...row, sendTo })];
      }
      case 'ShoutPosted': {
        const d = event.data;
        if (await outbox.findOne({ _id: d.shoutId })) return [];
        const deliveries: Partial<Record<ShoutProvider, ShoutDelivery>> = {};
        for (const provider of d.providers) {
          deliveries[provider] = { status: 'pending', externalId: null, error: null };
        }
        return [
          documentOp<ShoutOutboxRow>(
            'social_outbox',
            {
              replaceOne: {
                filter: { _id: d.shoutId },
                replacement: {
                  creatorId: d.creatorId,
                  trigger: d.trigger,
                  content: d.content,
                  createdAt: event.occurredAt,
                  deliveries,
                },
                upsert: true,
              },
            },
            { owner: ownedByCreator(d.creatorId) },
          ),
          ...(d.sourceEventId ? [settle(d.sourceEventId, d.creatorId)] : []),
        ];
      }
      case 'ShoutDelivered':
        return delivery(event.data.shoutId, event.data.provider, {
          status: 'delivered',
          externalId: event.data.externalId,
          error: null,
        });
      case 'ShoutDeliveryFailed':
        return delivery(event.data.shoutId, event.data.provider, {
          status: 'failed',
          externalId: null,
          error: event.data.reason,
        });
      case 'ShoutSkipped':
        return [settle(event.data.sourceEventId, event.data.creatorId)];
      case 'TipSent': {
        const eventType = SHOUT_TRIGGERS[event.type];
        if (eventType === undefined) return [];
        const row = await account(event.data.creatorId);
        const wanted = (row.sendTo[String(eventType)] ?? []).some((p) => row.linked[p] === true);
        if (!wanted) return [];
        return [
          documentOp<ShoutTriggerRow>(
            'social_triggers',
            {
              updateOne: {
                filter: { _id: event.id },
                update: {
                  $setOnInsert: {
                    creatorId: event.data.creatorId,
                    eventType,
                    occurredAt: event.occurredAt,
                    settled: 'no',
                  },
                },
                upsert: true,
              },
            },
            { owner: ownedByCreator(event.data.creatorId) },
          ),
        ];
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
