import { z } from 'zod';

export { REALTIME_EVENTS } from './realtime.events.js';

export const RealtimeTopic = z
  .string()
  .regex(/^(user:[\w-]+|creator:[\w-]+|object:[\w-]+:[\w.:-]+|ops|audit)$/, 'is not a topic');

/** `auth` of the socket.io handshake; socket.io sends it again on every reconnect. */
export const RealtimeHandshake = z.object({
  token: z.string().optional(),
  topics: z.array(RealtimeTopic).max(50).optional(),
  /** The `cursor` of the last notice seen: the gateway replays what came after it. */
  cursor: z.string().optional(),
});
export type RealtimeHandshake = z.infer<typeof RealtimeHandshake>;

export const JoinRequest = z.object({ topic: RealtimeTopic });
export type JoinRequest = z.infer<typeof JoinRequest>;
export type JoinResult = { ok: true } | { ok: false; error: 'forbidden' | 'invalid' };

export const ResumeRequest = z.object({ cursor: z.string() });
export type ResumeRequest = z.infer<typeof ResumeRequest>;

export const RealtimeNotice = z.object({
  /** Pass back as `cursor` to resume after this notice. */
  cursor: z.string(),
  collection: z.string(),
  /** Changed document ids; null when an unknown set changed (refetch the list). */
  ids: z.array(z.string()).nullable(),
  /** The topic the change belongs to (`user:<id>` / `creator:<id>`), or null. */
  owner: z.string().nullable(),
  /** Event-log position: pass as `?after=` to a query to read this change. */
  position: z.number().int(),
});
export type RealtimeNotice = z.infer<typeof RealtimeNotice>;

export const RealtimeRefetch = z.object({
  reason: z.enum(['cursor-too-old', 'restarted', 'rebuilt']),
  collections: z.array(z.string()).optional(),
  /** The cursor to resume from after refetching. */
  cursor: z.string(),
});
export type RealtimeRefetch = z.infer<typeof RealtimeRefetch>;

/**
 * GET /client_api/app_config: the realtime part. Keeps the spec's `current_user_id`; each
 * `pubnub_*_channel` becomes a socket topic and `pubnub_subscribe_key` the transport and path.
 */
export const AppConfigResponse = z.object({
  realtime: z.object({
    transport: z.literal('socket.io'),
    path: z.string(),
    current_user_id: z.string().nullable(),
    topics: z.object({
      private_updates: z.string().nullable(),
      private_chat: z.string().nullable(),
      push_notifications: z.string().nullable(),
      creator_dashboard: z.string().nullable(),
      ops: z.string().nullable(),
    }),
    /**
     * The notice cursor when this answer was made: the first handshake passes it, so notices
     * between this answer and the socket's connection are replayed, not lost.
     */
    cursor: z.string(),
  }),
});
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
