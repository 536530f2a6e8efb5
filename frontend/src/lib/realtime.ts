import {
  type AppConfigResponse,
  REALTIME_EVENTS,
  type RealtimeNotice,
  type RealtimeRefetch,
} from '@flirtwire/contracts';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

export type NoticeListener = (notice: RealtimeNotice) => void;
/** Any other server message (e.g. `audit-run` on the `audit` topic), unparsed. */
export type MessageListener = (payload: unknown) => void;
export type RefetchListener = (message: RealtimeRefetch) => void;

/**
 * The browser side of the realtime gateway (docs/adr/0012, docs/adr/0041): one socket.io
 * connection per signed-in tab, topics joined while a screen needs them (reference-counted),
 * and the last notice cursor passed back on every reconnect so missed notices are replayed (or
 * a `refetch` arrives when they cannot be). The first connection resumes from the cursor the
 * configuration was given, so nothing is missed while it connects.
 */
class RealtimeClient {
  private socket: Socket | null = null;
  private userId: string | null = null;
  private cursor: string | undefined;
  /** The cursor is still the configuration's: no notice or refetch has come since. */
  private cursorFromConfig = false;
  private readonly topics = new Map<string, number>();
  private readonly noticeListeners = new Set<NoticeListener>();
  private readonly refetchListeners = new Set<RefetchListener>();
  private readonly messageListeners = new Map<string, Set<MessageListener>>();
  private connecting: Promise<void> | null = null;

  /** Connects for the signed-in person, or disconnects for a visitor. */
  configure(config: AppConfigResponse['realtime'] | null): void {
    const userId = config?.current_user_id ?? null;
    if (userId === this.userId) return;
    const previous = this.userId;
    this.disconnect();
    // A screen's effects run before the shell's: on a page load, a screen may have joined its
    // topic (My Customers: creator:<id>) before this first configuration. Those topics are this
    // person's, so they stay; only another person's topics go.
    if (previous !== null) this.topics.clear();
    this.userId = userId;
    if (!config || !userId) return;
    const defaults = [config.topics.private_updates].filter((t): t is string => t !== null);
    for (const topic of defaults) this.topics.set(topic, (this.topics.get(topic) ?? 0) + 1);
    // The first handshake resumes from the configuration's cursor: a notice sent while the
    // socket was still connecting (a call ringing as the page loads) is replayed, not lost.
    this.cursor = config.cursor;
    this.cursorFromConfig = true;
    this.connecting = this.connect(config.path);
  }

  private async connect(path: string): Promise<void> {
    // socket.io-client loads only once someone is signed in; the messages' schemas with it.
    const [{ io }, { RealtimeNotice, RealtimeRefetch }] = await Promise.all([
      import('socket.io-client'),
      import('./response-schemas'),
    ]);
    if (this.userId === null) return;
    const socket = io({
      path,
      withCredentials: true,
      transports: ['websocket', 'polling'],
      // Sent again on every reconnect: the topics we hold and the last cursor we saw.
      auth: (callback) => {
        callback({
          topics: [...this.topics.keys()],
          ...(this.cursor ? { cursor: this.cursor } : {}),
        });
      },
    });
    // A topic joined while the handshake was in flight would be missed: join again (idempotent).
    socket.on('connect', () => {
      for (const topic of this.topics.keys()) socket.emit(REALTIME_EVENTS.join, { topic });
    });
    socket.on(REALTIME_EVENTS.notice, (payload: unknown) => {
      const notice = RealtimeNotice.safeParse(payload);
      if (!notice.success) return;
      this.cursor = notice.data.cursor;
      this.cursorFromConfig = false;
      for (const listener of this.noticeListeners) listener(notice.data);
    });
    socket.onAny((event: string, payload: unknown) => {
      for (const listener of this.messageListeners.get(event) ?? []) listener(payload);
    });
    socket.on(REALTIME_EVENTS.refetch, (payload: unknown) => {
      const message = RealtimeRefetch.safeParse(payload);
      if (!message.success) return;
      const fromConfig = this.cursorFromConfig;
      this.cursor = message.data.cursor;
      this.cursorFromConfig = false;
      // The configuration came from another app instance (or one since restarted) than the
      // socket's: nothing is known to be missed, so the page keeps what it loaded.
      if (fromConfig && message.data.reason === 'restarted') return;
      for (const listener of this.refetchListeners) listener(message.data);
    });
    this.socket = socket;
  }

  disconnect(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.connecting = null;
    this.cursor = undefined;
  }

  join(topic: string): () => void {
    const count = this.topics.get(topic) ?? 0;
    this.topics.set(topic, count + 1);
    if (count === 0) void this.emitWhenReady(REALTIME_EVENTS.join, topic);
    return () => {
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.topics.set(topic, left);
        return;
      }
      this.topics.delete(topic);
      void this.emitWhenReady(REALTIME_EVENTS.leave, topic);
    };
  }

  private async emitWhenReady(event: string, topic: string): Promise<void> {
    await this.connecting;
    // Before the first connect the handshake carries the topics; afterwards we ask.
    if (this.socket?.connected) this.socket.emit(event, { topic });
  }

  onNotice(listener: NoticeListener): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  onRefetch(listener: RefetchListener): () => void {
    this.refetchListeners.add(listener);
    return () => this.refetchListeners.delete(listener);
  }

  /** Every server message named `event` (parse the payload where it is used). */
  onMessage(event: string, listener: MessageListener): () => void {
    let listeners = this.messageListeners.get(event);
    if (!listeners) {
      listeners = new Set();
      this.messageListeners.set(event, listeners);
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  }
}

export const realtime = new RealtimeClient();

/** Joins a topic (`creator:<id>`, `user:<id>`) while the calling screen is mounted. */
export function useRealtimeTopic(topic: string | null | undefined): void {
  useEffect(() => {
    if (!topic) return undefined;
    return realtime.join(topic);
  }, [topic]);
}

/** Calls `onNotice` for each notice and `onRefetch` when notices were missed. */
export function useRealtimeNotices(onNotice: NoticeListener, onRefetch?: RefetchListener): void {
  const notice = useRef(onNotice);
  const refetch = useRef(onRefetch);
  useEffect(() => {
    notice.current = onNotice;
    refetch.current = onRefetch;
  });
  useEffect(() => {
    const stopNotices = realtime.onNotice((n) => {
      notice.current(n);
    });
    const stopRefetch = realtime.onRefetch((m) => refetch.current?.(m));
    return () => {
      stopNotices();
      stopRefetch();
    };
  }, []);
}

/** Calls `onMessage` with each server message named `event` while the screen is mounted. */
export function useRealtimeMessage(event: string, onMessage: MessageListener): void {
  const listener = useRef(onMessage);
  useEffect(() => {
    listener.current = onMessage;
  });
  useEffect(
    () =>
      realtime.onMessage(event, (payload) => {
        listener.current(payload);
      }),
    [event],
  );
}
