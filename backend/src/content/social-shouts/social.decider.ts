import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES as M,
  SHOUT_EVENT_TYPES,
  SOCIAL_EVENT_TYPES,
  type ShoutEventType,
  type ShoutProvider,
  type ShoutTemplate,
  type SocialEvent,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../../shared/errors.js';

/** Short-message services: posting to each is limited to 10 a day (spec 000 §5, §9). */
const SHORT_MESSAGE_SERVICES: readonly ShoutProvider[] = ['twitter', 'bluesky'];

const PROVIDER_NAMES: Readonly<Record<ShoutProvider, string>> = {
  twitter: 'Twitter',
  tumblr: 'Tumblr',
  bluesky: 'Bluesky',
};
const providerName = (provider: ShoutProvider) => PROVIDER_NAMES[provider];

/** What a template says until the Flirt changes it (spec 000 §3 event types). */
const DEFAULT_TEMPLATES: Readonly<Record<ShoutEventType, string>> = {
  1: 'I’m available now! Call me: {profile_link}',
  2: 'Thanks for the great call! {profile_link}',
  3: 'Thank you for the tribute! {profile_link}',
  4: 'Someone just favorited me! {profile_link}',
  5: 'I just added a new Goody Bag: {goodies_link}',
  6: 'Another Goody Bag sold! {goodies_link}',
  9: 'I just started a new chat. Join me: {profile_link}',
};

/** The substitutions each template may use (typing `{` offers these). */
export function validSubstitutions(eventType: ShoutEventType): string[] {
  return eventType === 5 || eventType === 6
    ? ['{profile_link}', '{goodies_link}']
    : ['{profile_link}'];
}

/** The errors of a template's content, in the spec's words (empty when it is fine). */
export function templateErrors(eventType: ShoutEventType, content: string): string[] {
  const errors: string[] = [];
  if (content.length > CONTENT_LIMITS.templateMax) errors.push(M.templateTooLong);
  const valid = validSubstitutions(eventType);
  for (const token of content.match(/\{[^{}]*\}/g) ?? []) {
    if (!valid.includes(token)) errors.push(M.invalidSubstitution(token));
  }
  return errors;
}

function renderTemplate(
  content: string,
  links: { readonly profile: string; readonly goodies: string },
): string {
  return content
    .replaceAll('{profile_link}', links.profile)
    .replaceAll('{goodies_link}', links.goodies);
}

export function defaultTemplate(eventType: ShoutEventType): ShoutTemplate {
  return {
    eventType,
    content: DEFAULT_TEMPLATES[eventType],
    sendToTwitter: false,
    sendToTumblr: false,
    sendToBluesky: false,
  };
}

interface Connection {
  readonly connectionId: string;
  readonly provider: ShoutProvider;
  readonly username: string;
  readonly failed: boolean;
}

export interface SocialState {
  readonly connections: Partial<Record<ShoutProvider, Connection>>;
  readonly templates: readonly ShoutTemplate[];
  /** Shouts per provider on the latest day shouted (UTC). */
  readonly day: string;
  readonly counts: Partial<Record<ShoutProvider, number>>;
  /** Recent events already shouted or skipped, so an event is shouted once. */
  readonly sources: readonly string[];
  /** Recent shouts and the providers they went to, for recording deliveries. */
  readonly shouts: Readonly<Record<string, readonly ShoutProvider[]>>;
}

const SOURCES_KEPT = 1_000;
const SHOUTS_KEPT = 200;

const initialSocialState: SocialState = {
  connections: {},
  templates: SHOUT_EVENT_TYPES.map(defaultTemplate),
  day: '',
  counts: {},
  sources: [],
  shouts: {},
};

export type TemplateUpdate = {
  readonly eventType: ShoutEventType;
  readonly content?: string | undefined;
  readonly sendToTwitter?: boolean | undefined;
  readonly sendToTumblr?: boolean | undefined;
  readonly sendToBluesky?: boolean | undefined;
};

export type SocialCommand =
  | {
      readonly type: 'LinkAccount';
      readonly creatorId: string;
      readonly connectionId: string;
      readonly provider: ShoutProvider;
      readonly username: string;
    }
  | { readonly type: 'UnlinkAccount'; readonly creatorId: string; readonly connectionId: string }
  | {
      readonly type: 'UpdateTemplates';
      readonly creatorId: string;
      readonly updates: readonly TemplateUpdate[];
    }
  | {
      readonly type: 'ManualShout';
      readonly creatorId: string;
      readonly shoutId: string;
      readonly content: string;
      readonly providers: readonly ShoutProvider[];
      readonly day: string;
      /** {profile_link} and {goodies_link}, offered while typing, become these links. */
      readonly links: { readonly profile: string; readonly goodies: string };
    }
  | {
      readonly type: 'EventShout';
      readonly creatorId: string;
      readonly shoutId: string;
      readonly sourceEventId: string;
      readonly eventType: ShoutEventType;
      readonly day: string;
      readonly links: { readonly profile: string; readonly goodies: string };
    }
  | {
      readonly type: 'RecordDelivery';
      readonly creatorId: string;
      readonly shoutId: string;
      readonly provider: ShoutProvider;
      readonly result:
        | { readonly ok: true; readonly externalId: string }
        | { readonly ok: false; readonly reason: string };
    };

/** A template update that breaks the rules: 422 with each template's errors (spec 000 §7). */
export class TemplatesInvalidError extends DomainError {
  constructor(
    readonly templates: readonly ShoutTemplate[],
    readonly errors: ReadonlyMap<ShoutEventType, readonly string[]>,
  ) {
    const first = [...errors.values()][0]?.[0] ?? M.templateTooLong;
    super('templates_invalid', first, 422);
  }
}

function linked(state: SocialState, provider: ShoutProvider): boolean {
  const connection = state.connections[provider];
  return connection !== undefined && !connection.failed;
}

function used(state: SocialState, day: string, provider: ShoutProvider): number {
  return state.day === day ? (state.counts[provider] ?? 0) : 0;
}

function limited(state: SocialState, day: string, provider: ShoutProvider): boolean {
  return (
    SHORT_MESSAGE_SERVICES.includes(provider) &&
    used(state, day, provider) >= CONTENT_LIMITS.shoutsPerDayPerService
  );
}

function evolve(state: SocialState, event: SocialEvent): SocialState {
  switch (event.type) {
    case 'SocialAccountLinked': {
      const d = event.data;
      return {
        ...state,
        connections: {
          ...state.connections,
          [d.provider]: {
            connectionId: d.connectionId,
            provider: d.provider,
            username: d.username,
            failed: false,
          },
        },
      };
    }
    case 'SocialAccountUnlinked': {
      const connections = Object.fromEntries(
        Object.entries(state.connections).filter(
          ([provider, connection]) =>
            provider !== event.data.provider || connection.connectionId !== event.data.connectionId,
        ),
      );
      return { ...state, connections };
    }
    case 'SocialAccountFailed': {
      const connection = state.connections[event.data.provider];
      return connection
        ? {
            ...state,
            connections: {
              ...state.connections,
              [event.data.provider]: { ...connection, failed: true },
            },
          }
        : state;
    }
    case 'SocialTemplatesUpdated':
      return { ...state, templates: event.data.templates };
    case 'ShoutPosted': {
      const d = event.data;
      const sameDay = d.day === state.day;
      const counts: Partial<Record<ShoutProvider, number>> = sameDay ? { ...state.counts } : {};
      for (const provider of d.providers) counts[provider] = (counts[provider] ?? 0) + 1;
      const shouts = Object.entries({ ...state.shouts, [d.shoutId]: d.providers }).slice(
        -SHOUTS_KEPT,
      );
      return {
        ...state,
        day: sameDay || d.day > state.day ? d.day : state.day,
        counts: sameDay || d.day > state.day ? counts : state.counts,
        sources: d.sourceEventId
          ? [...state.sources, d.sourceEventId].slice(-SOURCES_KEPT)
          : state.sources,
        shouts: Object.fromEntries(shouts),
      };
    }
    case 'ShoutSkipped':
      return {
        ...state,
        sources: [...state.sources, event.data.sourceEventId].slice(-SOURCES_KEPT),
      };
    case 'ShoutDelivered':
    case 'ShoutDeliveryFailed': {
      const remaining = (state.shouts[event.data.shoutId] ?? []).filter(
        (p) => p !== event.data.provider,
      );
      return { ...state, shouts: { ...state.shouts, [event.data.shoutId]: remaining } };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/**
 * A Flirt's social shouts (`social-<creatorId>`): linked accounts (one per provider), event
 * templates (at most 140 characters, their own substitutions), manual and event shouts (at most
 * 10 a day to each short-message service), each event shouted at most once, and deliveries.
 */
export const socialDecider: Decider<SocialState, SocialCommand, SocialEvent> = {
  name: 'social',
  eventTypes: SOCIAL_EVENT_TYPES,
  initialState: initialSocialState,
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'LinkAccount': {
        const current = state.connections[command.provider];
        if (current && !current.failed && current.username === command.username) return [];
        return [
          ...(current
            ? [
                {
                  type: 'SocialAccountUnlinked' as const,
                  data: {
                    creatorId: command.creatorId,
                    connectionId: current.connectionId,
                    provider: command.provider,
                  },
                },
              ]
            : []),
          {
            type: 'SocialAccountLinked',
            data: {
              creatorId: command.creatorId,
              connectionId: command.connectionId,
              provider: command.provider,
              username: command.username,
            },
          },
        ];
      }
      case 'UnlinkAccount': {
        const connection = Object.values(state.connections).find(
          (c) => c.connectionId === command.connectionId,
        );
        if (!connection) throw new NotFoundError(M.connectionNotFound, 'connection_not_found');
        return [
          {
            type: 'SocialAccountUnlinked',
            data: {
              creatorId: command.creatorId,
              connectionId: connection.connectionId,
              provider: connection.provider,
            },
          },
        ];
      }
      case 'UpdateTemplates': {
        const templates = state.templates.map((template) => {
          const update = command.updates.find((u) => u.eventType === template.eventType);
          return update
            ? {
                eventType: template.eventType,
                content: update.content ?? template.content,
                sendToTwitter: update.sendToTwitter ?? template.sendToTwitter,
                sendToTumblr: update.sendToTumblr ?? template.sendToTumblr,
                sendToBluesky: update.sendToBluesky ?? template.sendToBluesky,
              }
            : template;
        });
        const errors = new Map<ShoutEventType, string[]>();
        for (const template of templates) {
          const found = templateErrors(template.eventType, template.content);
          if (found.length > 0) errors.set(template.eventType, found);
        }
        if (errors.size > 0) throw new TemplatesInvalidError(templates, errors);
        const same = JSON.stringify(templates) === JSON.stringify(state.templates);
        return same
          ? []
          : [{ type: 'SocialTemplatesUpdated', data: { creatorId: command.creatorId, templates } }];
      }
      case 'ManualShout': {
        if (command.providers.some((provider) => state.connections[provider]?.failed)) {
          throw new DomainError('account_not_working', M.socialAccountNotWorking, 422);
        }
        if (!Object.values(state.connections).some((c) => !c.failed)) {
          throw new DomainError('not_linked', M.linkAnAccountFirst, 422, {
            base: M.linkAnAccountFirst,
          });
        }
        for (const provider of command.providers) {
          if (!linked(state, provider)) {
            const message = M.notLinked(providerName(provider));
            throw new DomainError('not_linked', message, 422, { base: message });
          }
          if (limited(state, command.day, provider)) {
            throw new DomainError('daily_limit', M.dailyLimit(providerName(provider)), 429);
          }
        }
        return [
          {
            type: 'ShoutPosted',
            data: {
              creatorId: command.creatorId,
              shoutId: command.shoutId,
              trigger: 'manual',
              content: renderTemplate(command.content, command.links),
              providers: [...new Set(command.providers)],
              day: command.day,
              sourceEventId: null,
            },
          },
        ];
      }
      case 'EventShout': {
        if (state.sources.includes(command.sourceEventId)) return [];
        const template =
          state.templates.find((t) => t.eventType === command.eventType) ??
          defaultTemplate(command.eventType);
        const wanted: ShoutProvider[] = [
          ...(template.sendToTwitter ? (['twitter'] as const) : []),
          ...(template.sendToTumblr ? (['tumblr'] as const) : []),
          ...(template.sendToBluesky ? (['bluesky'] as const) : []),
        ];
        const skip = (reason: 'daily_limit' | 'not_linked' | 'template_off'): SocialEvent[] => [
          {
            type: 'ShoutSkipped',
            data: { creatorId: command.creatorId, sourceEventId: command.sourceEventId, reason },
          },
        ];
        if (wanted.length === 0) return skip('template_off');
        const reachable = wanted.filter((provider) => linked(state, provider));
        if (reachable.length === 0) return skip('not_linked');
        const providers = reachable.filter((provider) => !limited(state, command.day, provider));
        if (providers.length === 0) return skip('daily_limit');
        return [
          {
            type: 'ShoutPosted',
            data: {
              creatorId: command.creatorId,
              shoutId: command.shoutId,
              trigger: command.eventType,
              content: renderTemplate(template.content, command.links),
              providers,
              day: command.day,
              sourceEventId: command.sourceEventId,
            },
          },
        ];
      }
      case 'RecordDelivery': {
        const pending = state.shouts[command.shoutId] ?? [];
        if (!pending.includes(command.provider)) return [];
        const base = {
          creatorId: command.creatorId,
          shoutId: command.shoutId,
          provider: command.provider,
        };
        if (command.result.ok) {
          return [
            { type: 'ShoutDelivered', data: { ...base, externalId: command.result.externalId } },
          ];
        }
        const connection = state.connections[command.provider];
        return [
          { type: 'ShoutDeliveryFailed', data: { ...base, reason: command.result.reason } },
          ...(connection && !connection.failed
            ? [
                {
                  type: 'SocialAccountFailed' as const,
                  data: {
                    creatorId: command.creatorId,
                    connectionId: connection.connectionId,
                    provider: command.provider,
                  },
                },
              ]
            : []),
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
