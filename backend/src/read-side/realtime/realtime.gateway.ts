import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  JoinRequest,
  type JoinResult,
  REALTIME_EVENTS,
  RealtimeHandshake,
  type RealtimeNotice,
  type RealtimeRefetch,
  ResumeRequest,
} from '@flirtwire/contracts';
import type { ChangeNotice } from '@flirtwire/projections';
import { parse as parseCookies } from 'cookie';
import type { Server, Socket } from 'socket.io';
import { Sessions } from '../../shared/auth/auth.module.js';
import { hasRole, type Principal, SESSION_COOKIE } from '../../shared/auth/principal.js';
import { ChangeNotices, ProjectionHost } from '../projection-host.js';
import { type LoggedNotice, NoticeLog } from './notice-log.js';
import { ObjectAccessPolicies } from './object-access-policies.js';
import { allowSameOriginSocket } from './realtime-origin.js';
import { TopicBroadcasts } from './topic-broadcasts.js';

/** The path browsers connect to (socket.io's default), announced in /client_api/app_config. */
export const REALTIME_PATH = '/socket.io';
const OPS_TOPIC = 'ops';
const OPS_PUSH_INTERVAL_MS = 500;

/**
 * The realtime gateway (docs/adr/0012): sockets authenticate with the session, join topics
 * they are allowed to see, and receive a notice for each committed projection batch that
 * changed something in those topics. Reconnecting sockets resume from their last cursor or are
 * told to refetch. Admins on the `ops` topic get projection lag pushed live. Only our own
 * origin may connect (docs/adr/0022): the session cookie rides along with any page's socket.
 *
 * Across app instances (docs/adr/0123): every instance hears every notice itself (its inline
 * runner, or its own poll of the projector's outbox) and keeps its own notice log, so notices,
 * refetches and ops pushes go to this instance's sockets only (`server.local`); a cursor from
 * another instance's log asks for a refetch. Module broadcasts (an audit run's progress) happen
 * on one instance and go through the cluster adapter to every instance's sockets.
 */
@WebSocketGateway({ path: REALTIME_PATH, serveClient: false, allowRequest: allowSameOriginSocket })
export class RealtimeGateway
  implements OnGatewayInit<Server>, OnGatewayConnection<Socket>, OnModuleDestroy
{
  private readonly logger = new Logger('Realtime');
  private server: Server | null = null;
  private readonly principals = new WeakMap<Socket, Principal>();
  private unsubscribe: Array<() => void> = [];
  private opsTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sessions: Sessions,
    private readonly policies: ObjectAccessPolicies,
    private readonly notices: ChangeNotices,
    private readonly host: ProjectionHost,
    private readonly broadcasts: TopicBroadcasts,
    private readonly log: NoticeLog,
  ) {}

  afterInit(server: Server): void {
    this.server = server;
    server.use((socket, next) => {
      void this.authenticate(socket).then(
        (principal) => {
          if (!principal) {
            next(new Error('unauthorized'));
            return;
          }
          this.principals.set(socket, principal);
          next();
        },
        () => {
          next(new Error('unauthorized'));
        },
      );
    });
    this.unsubscribe.push(
      this.notices.subscribe((batch) => {
        this.deliver(batch);
      }),
      this.host.onStatus(() => {
        this.scheduleOpsPush();
      }),
      this.broadcasts.subscribe((topic, event, payload) => {
        server.to(topic).emit(event, payload);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe) stop();
    this.unsubscribe = [];
    if (this.opsTimer) clearTimeout(this.opsTimer);
  }

  /** Joins the topics named in the handshake and replays from its cursor (reconnects). */
  async handleConnection(socket: Socket): Promise<void> {
    const handshake = RealtimeHandshake.safeParse(socket.handshake.auth);
    if (!handshake.success) return;
    for (const topic of handshake.data.topics ?? []) await this.join(socket, topic);
    if (handshake.data.cursor) this.resume(socket, handshake.data.cursor);
  }

  @SubscribeMessage(REALTIME_EVENTS.join)
  async onJoin(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<JoinResult> {
    const request = JoinRequest.safeParse(body);
    if (!request.success) return { ok: false, error: 'invalid' };
    return (await this.join(socket, request.data.topic))
      ? { ok: true }
      : { ok: false, error: 'forbidden' };
  }

  @SubscribeMessage(REALTIME_EVENTS.leave)
  async onLeave(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<{ ok: boolean }> {
    const request = JoinRequest.safeParse(body);
    if (request.success) await socket.leave(request.data.topic);
    return { ok: request.success };
  }

  @SubscribeMessage(REALTIME_EVENTS.resume)
  onResume(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): { ok: boolean } {
    const request = ResumeRequest.safeParse(body);
    if (request.success) this.resume(socket, request.data.cursor);
    return { ok: request.success };
  }

  private async authenticate(socket: Socket): Promise<Principal | null> {
    const token = tokenOf(socket);
    return token ? this.sessions.resolve(token) : null;
  }

  /** Joins a topic when the socket's principal may see it; re-reads the session first. */
  private async join(socket: Socket, topic: string): Promise<boolean> {
    const known = this.principals.get(socket);
    const principal = known ? await this.sessions.resolve(tokenOf(socket)) : null;
    if (!principal || principal.userId !== known?.userId) return false;
    if (!(await this.mayJoin(principal, topic))) return false;
    await socket.join(topic);
    if (topic === OPS_TOPIC) this.scheduleOpsPush();
    return true;
  }

  private async mayJoin(principal: Principal, topic: string): Promise<boolean> {
    if (topic === OPS_TOPIC) return hasRole(principal, 'admin');
    const named = this.broadcasts.allows(principal, topic);
    if (named !== null) return named;
    const [kind, ...rest] = topic.split(':');
    const subject = rest.join(':');
    switch (kind) {
      case 'user':
        return subject === principal.userId;
      case 'creator':
        return (
          (subject === principal.userId && hasRole(principal, 'advisor')) ||
          hasRole(principal, 'admin')
        );
      case 'object': {
        const [collection = '', ...id] = rest;
        return id.length > 0 && this.policies.allows(principal, collection, id.join(':'));
      }
      case undefined:
      default:
        return false;
    }
  }

  /** Sends each notice to its owner's topic, and each changed id to that object's topic. */
  private deliver(batch: readonly ChangeNotice[]): void {
    const server = this.server;
    if (!server) return;
    const rebuilt: string[] = [];
    for (const notice of batch) {
      if (notice.reason === 'rebuilt') {
        rebuilt.push(notice.collection);
        continue;
      }
      if (!notice.owner && !notice.ids) continue;
      const logged = this.log.append({
        collection: notice.collection,
        ids: notice.ids,
        owner: notice.owner,
        position: notice.position,
      });
      if (logged.owner) {
        server.local.to(logged.owner).emit(REALTIME_EVENTS.notice, toMessage(logged));
      }
      for (const id of logged.ids ?? []) {
        const room = objectRoom(logged.collection, id);
        if (!server.sockets.adapter.rooms.has(room)) continue;
        const target = logged.owner
          ? server.local.to(room).except(logged.owner)
          : server.local.to(room);
        target.emit(REALTIME_EVENTS.notice, toMessage({ ...logged, ids: [id], owner: null }));
      }
    }
    if (rebuilt.length > 0) {
      const refetch: RealtimeRefetch = {
        reason: 'rebuilt',
        collections: rebuilt,
        cursor: this.log.cursor(),
      };
      server.local.emit(REALTIME_EVENTS.refetch, refetch);
    }
  }

  /** Replays what the socket missed, limited to what its topics may see, or asks it to refetch. */
  private resume(socket: Socket, cursor: string): void {
    const replay = this.log.since(cursor);
    if (!replay.ok) {
      const refetch: RealtimeRefetch = { reason: replay.reason, cursor: this.log.cursor() };
      socket.emit(REALTIME_EVENTS.refetch, refetch);
      return;
    }
    for (const logged of replay.notices) {
      const message = visibleTo(socket, logged);
      if (message) socket.emit(REALTIME_EVENTS.notice, message);
    }
  }

  private scheduleOpsPush(): void {
    if (this.opsTimer) return;
    this.opsTimer = setTimeout(() => {
      this.opsTimer = null;
      const server = this.server;
      if (!server?.sockets.adapter.rooms.get(OPS_TOPIC)?.size) return;
      this.host
        .status()
        .then((projections) => {
          server.local.to(OPS_TOPIC).emit(REALTIME_EVENTS.projections, { projections });
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error, message: 'could not push projection status' });
        });
    }, OPS_PUSH_INTERVAL_MS);
    this.opsTimer.unref();
  }
}

function objectRoom(collection: string, id: string): string {
  return `object:${collection}:${id}`;
}

function toMessage(logged: LoggedNotice): RealtimeNotice {
  return {
    cursor: logged.cursor,
    collection: logged.collection,
    ids: logged.ids ? [...logged.ids] : null,
    owner: logged.owner,
    position: logged.position,
  };
}

/** The part of a logged notice a socket may see: all of it via the owner's topic, else its objects. */
function visibleTo(socket: Socket, logged: LoggedNotice): RealtimeNotice | null {
  if (logged.owner && socket.rooms.has(logged.owner)) return toMessage(logged);
  const ids = (logged.ids ?? []).filter((id) =>
    socket.rooms.has(objectRoom(logged.collection, id)),
  );
  return ids.length > 0 ? toMessage({ ...logged, ids, owner: null }) : null;
}

/** The session token: `auth.token` of the handshake, else the session cookie. */
function tokenOf(socket: Socket): string | undefined {
  const auth: unknown = socket.handshake.auth;
  if (auth && typeof auth === 'object' && typeof (auth as { token?: unknown }).token === 'string') {
    return (auth as { token: string }).token;
  }
  const header = socket.handshake.headers.cookie;
  return header ? parseCookies(header)[SESSION_COOKIE] : undefined;
}
