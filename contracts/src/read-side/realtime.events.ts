/*
 * Constants of realtime.messages.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/**
 * The realtime gateway (socket.io), which replaces the spec's PubNub channels
 * (docs/adr/0012). A socket authenticates with the session cookie or `auth.token`, joins
 * topics, and receives a `notice` whenever a committed projection batch changed something it
 * may see. Topics: `user:<userId>`, `creator:<creatorId>`, `object:<collection>:<id>`, `ops`.
 */
export const REALTIME_EVENTS = {
  /** server → client: a change notice. */
  notice: 'notice',
  /** server → client: notices were missed (or every model changed); refetch what is shown. */
  refetch: 'refetch',
  /** server → client, `ops` topic: projection status and lag. */
  projections: 'projections',
  /** client → server, acknowledged with JoinResult. */
  join: 'join',
  leave: 'leave',
  /** client → server: replay notices after a cursor (also accepted in the handshake). */
  resume: 'resume',
  /** server → client, `audit` topic (auditors): an audit run's progress and end. */
  auditRun: 'audit-run',
} as const;
