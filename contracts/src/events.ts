import type { z } from 'zod';
import { auditEvents, type AuditEvent } from './audit/audit.events.js';
import { activityEvents, type ActivityEvent } from './customers/activity.events.js';
import { customerEvents, type CustomerEvent } from './customers/customer.events.js';
import { contentEvents, type ContentEvent } from './content/content.events.js';
import { financeEvents, type FinanceEvent } from './finance/finance.events.js';
import { identityEvents, type IdentityEvent } from './identity/identity.events.js';
import { paymentEvents, type PaymentEvent } from './payments/payment.events.js';
import { platformEvents, type PlatformEvent } from './platform/platform.events.js';
import { siteNoticeEvents, type SiteNoticeEvent } from './platform/site-notices.js';
import { relationshipEvents, type RelationshipEvent } from './relationships/relationship.events.js';
import { subscriptionEvents, type SubscriptionEvent } from './subscriptions/subscription.events.js';
import type { EventDefinition, EventEnvelope } from './shared/events.js';
// chat
import { chatEvents, type ChatEvent } from './chat/chat.js';
// site dollars
import { siteDollarEvents, type SiteDollarEvent } from './payments/site-dollars.js';
// marketplace: listings
import { listingEvents, type ListingEvent } from './marketplace/listing.events.js';
// feedback and favorites
import { feedbackEvents, type FeedbackEvent } from './marketplace/feedback.js';
import { favoriteEvents, type FavoriteEvent } from './marketplace/favorites.js';
// paid mail
import { mailEvents, type MailEvent } from './mail/mail.js';
// goodies
import { goodyEvents, type GoodyEvent } from './goodies/goody.events.js';
// calls
import { callEvents, type CallEvent, firstCallEvents, type FirstCallEvent } from './calls/call.js';
// money: purchases
import { purchaseEvents, type PurchaseEvent } from './money/purchase.events.js';

/**
 * Every event type of the product, by name. A type appears in exactly one context; adding a
 * context means adding its definitions here and its union to `AnyDomainEvent`.
 */
export const eventDefinitions = {
  ...paymentEvents,
  ...platformEvents,
  ...subscriptionEvents,
  ...relationshipEvents,
  ...identityEvents,
  ...activityEvents,
  ...customerEvents,
  ...auditEvents,
  ...contentEvents,
  ...financeEvents,
  ...siteNoticeEvents,
  // chat
  ...chatEvents,
  // site dollars
  ...siteDollarEvents,
  // marketplace: listings
  ...listingEvents,
  // feedback and favorites
  ...feedbackEvents,
  ...favoriteEvents,
  // paid mail
  ...mailEvents,
  // goodies
  ...goodyEvents,
  // calls
  ...callEvents,
  ...firstCallEvents,
  // money: purchases
  ...purchaseEvents,
} satisfies Record<string, EventDefinition>;

/**
 * The bounded context each event type belongs to (the contract folder that defines it): the
 * event bus publishes a context's events on its own topic.
 */
const contextEvents: Readonly<Record<string, Record<string, EventDefinition>>> = {
  payments: { ...paymentEvents, ...siteDollarEvents, ...purchaseEvents },
  platform: { ...platformEvents, ...siteNoticeEvents },
  subscriptions: subscriptionEvents,
  relationships: relationshipEvents,
  identity: identityEvents,
  activity: {
    ...activityEvents,
    ...chatEvents,
    ...mailEvents,
    ...goodyEvents,
    ...callEvents,
    ...firstCallEvents,
  },
  customers: customerEvents,
  audit: auditEvents,
  content: contentEvents,
  finance: financeEvents,
  marketplace: { ...listingEvents, ...feedbackEvents, ...favoriteEvents },
};

const contextByType = new Map<string, string>(
  Object.entries(contextEvents).flatMap(([context, events]) =>
    Object.keys(events).map((type) => [type, context] as const),
  ),
);

/** Every bounded context that defines events, in a stable order. */
export const EVENT_CONTEXTS: readonly string[] = Object.keys(contextEvents);

/** The bounded context that defines an event type (`unknown` for a type no context defines). */
export function eventContextOf(type: string): string {
  return contextByType.get(type) ?? 'unknown';
}

export type EventType = keyof typeof eventDefinitions;
export type AnyDomainEvent =
  | PlatformEvent
  | PaymentEvent
  | SubscriptionEvent
  | RelationshipEvent
  | IdentityEvent
  | ActivityEvent
  | CustomerEvent
  | AuditEvent
  | ContentEvent
  | FinanceEvent
  | SiteNoticeEvent
  // chat
  | ChatEvent
  // site dollars
  | SiteDollarEvent
  // marketplace: listings
  | ListingEvent
  // feedback and favorites
  | FeedbackEvent
  | FavoriteEvent
  // paid mail
  | MailEvent
  // goodies
  | GoodyEvent
  // calls
  | CallEvent
  | FirstCallEvent
  // money: purchases
  | PurchaseEvent;
export type AnyEventEnvelope = AnyDomainEvent extends infer E
  ? E extends { type: infer T extends string; data: infer D }
    ? EventEnvelope<T, D>
    : never
  : never;

const definitions: Record<string, EventDefinition | undefined> = eventDefinitions;

export function isKnownEventType(type: string): type is EventType {
  return definitions[type] !== undefined;
}

/** The schema version new events of this type are written with. */
export function currentSchemaVersion(type: string): number {
  const definition = definitions[type];
  if (!definition) throw new UnknownEventTypeError(type);
  return definition.upcasters.length + 1;
}

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`unknown event type "${eventType}"`);
    this.name = 'UnknownEventTypeError';
  }
}

export class InvalidEventDataError extends Error {
  constructor(
    readonly eventType: string,
    readonly issues: string,
  ) {
    super(`invalid data for event type "${eventType}": ${issues}`);
    this.name = 'InvalidEventDataError';
  }
}

/**
 * Brings stored data of any older schema version up to the current one, then validates it
 * against the current schema. Readers only ever see current-version data.
 */
export function upcastAndValidate(type: string, schemaVersion: number, data: unknown): unknown {
  const definition = definitions[type];
  if (!definition) throw new UnknownEventTypeError(type);
  const current = definition.upcasters.length + 1;
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > current) {
    throw new InvalidEventDataError(
      type,
      `schema version ${schemaVersion} is not between 1 and ${current}`,
    );
  }
  let value = data;
  for (let version = schemaVersion; version < current; version++) {
    const upcaster = definition.upcasters[version - 1];
    if (!upcaster || typeof value !== 'object' || value === null) {
      throw new InvalidEventDataError(type, `cannot upcast from version ${version}`);
    }
    value = upcaster(value as Record<string, unknown>);
  }
  return validate(definition.schema, type, value);
}

/** Validates data a writer is about to append (always the current version). */
export function validateEventData(type: string, data: unknown): unknown {
  const definition = definitions[type];
  if (!definition) throw new UnknownEventTypeError(type);
  return validate(definition.schema, type, data);
}

function validate(schema: z.ZodType, type: string, data: unknown): unknown {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new InvalidEventDataError(
      type,
      result.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; '),
    );
  }
  return result.data;
}
