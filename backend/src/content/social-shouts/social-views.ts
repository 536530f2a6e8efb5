import {
  CONTENT_MESSAGES as M,
  SHOUT_EVENT_TYPES,
  type ShoutEventType,
  type ShoutOutboxEntry,
  type ShoutTemplate,
  type SocialConnectionView,
  type SocialEventTemplateView,
} from '@flirtwire/contracts';
import type { ShoutOutboxRow } from '@flirtwire/projections';
import { idFromKey } from '../../shared/domain/ids.js';
import { type SocialState, validSubstitutions } from './social.decider.js';

export const templateId = (creatorId: string, eventType: ShoutEventType) =>
  idFromKey('social-template', creatorId, String(eventType));

export function eventTypeOfTemplate(creatorId: string, id: string): ShoutEventType | null {
  return SHOUT_EVENT_TYPES.find((type) => templateId(creatorId, type) === id) ?? null;
}

export function connectionViews(state: SocialState): SocialConnectionView[] {
  return Object.values(state.connections).map((connection) => ({
    id: connection.connectionId,
    provider: connection.provider,
    username: connection.username,
    authentication_error: connection.failed ? M.socialAccountNotWorking : null,
  }));
}

export function templateViews(
  creatorId: string,
  templates: readonly ShoutTemplate[],
  errors: ReadonlyMap<ShoutEventType, readonly string[]> = new Map(),
): SocialEventTemplateView[] {
  return templates.map((template) => ({
    id: templateId(creatorId, template.eventType),
    event_type: template.eventType,
    content: template.content,
    send_to_twitter: template.sendToTwitter,
    send_to_tumblr: template.sendToTumblr,
    send_to_bluesky: template.sendToBluesky,
    valid_substitutions: validSubstitutions(template.eventType),
    errors: errors.get(template.eventType) ?? [],
  }));
}

export function outboxEntry(row: ShoutOutboxRow): ShoutOutboxEntry {
  return {
    id: row._id,
    trigger: row.trigger,
    content: row.content,
    created_at: row.createdAt,
    deliveries: Object.entries(row.deliveries).map(([provider, delivery]) => ({
      provider: provider as ShoutOutboxEntry['deliveries'][number]['provider'],
      status: delivery.status,
      external_id: delivery.externalId,
      error: delivery.error,
    })),
  };
}
