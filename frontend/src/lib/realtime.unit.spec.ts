import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AppConfigResponse, RealtimeRefetch } from '@flirtwire/contracts';

type Handler = (payload: unknown) => void;

/** socket.io-client's socket, as far as the realtime client uses it. */
class FakeSocket {
  connected = true;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(readonly options: { auth: (callback: (data: unknown) => void) => void }) {}

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  onAny(): this {
    return this;
  }

  emit(): this {
    return this;
  }

  disconnect(): void {
    this.connected = false;
  }

  /** What the handshake sends (socket.io asks again on every reconnect). */
  handshake(): Record<string, unknown> {
    let sent: Record<string, unknown> = {};
    this.options.auth((data) => {
      sent = data as Record<string, unknown>;
    });
    return sent;
  }

  receive(event: string, payload: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

const sockets: FakeSocket[] = [];
jest.unstable_mockModule('socket.io-client', () => ({
  io: (options: ConstructorParameters<typeof FakeSocket>[0]) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));
const { realtime } = await import('./realtime');

function configFor(userId: string, cursor: string): AppConfigResponse['realtime'] {
  return {
    transport: 'socket.io',
    path: '/socket.io',
    current_user_id: userId,
    topics: {
      private_updates: `user:${userId}`,
      private_chat: `user:${userId}`,
      push_notifications: `user:${userId}`,
      creator_dashboard: null,
      ops: null,
    },
    cursor,
  };
}

/** The socket the client opens for this configuration, once its code has loaded. */
async function connected(config: AppConfigResponse['realtime']): Promise<FakeSocket> {
  const before = sockets.length;
  realtime.configure(config);
  for (let i = 0; i < 100 && sockets.length === before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const socket = sockets.at(-1);
  if (!socket || sockets.length === before) throw new Error('no socket was opened');
  return socket;
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  realtime.configure(null);
});

/** Every refetch the client hands its listeners from now until the test ends. */
function heardRefetches(): RealtimeRefetch[] {
  const heard: RealtimeRefetch[] = [];
  stops.push(realtime.onRefetch((message) => heard.push(message)));
  return heard;
}

describe('the realtime client', () => {
  it("starts from the configuration's cursor, so what happened while it connected is replayed", async () => {
    const socket = await connected(configFor('ann', 'run1:41'));
    expect(socket.handshake()).toEqual({ topics: ['user:ann'], cursor: 'run1:41' });
    socket.receive('notice', {
      cursor: 'run1:42',
      collection: 'calls',
      ids: ['c1'],
      owner: 'user:ann',
      position: 7,
    });
    // A reconnect resumes after the last notice seen.
    expect(socket.handshake()).toEqual({ topics: ['user:ann'], cursor: 'run1:42' });
  });

  it("does not refetch everything when the configuration's cursor is another instance's, but does once a notice has come", async () => {
    const refetches = heardRefetches();
    const socket = await connected(configFor('bob', 'instanceA:3'));
    // The socket reached another instance (or a restarted one): nothing is known missed.
    socket.receive('refetch', { reason: 'restarted', cursor: 'instanceB:9' });
    expect(refetches).toEqual([]);
    expect(socket.handshake()).toMatchObject({ cursor: 'instanceB:9' });

    socket.receive('notice', {
      cursor: 'instanceB:10',
      collection: 'calls',
      ids: ['c2'],
      owner: 'user:bob',
      position: 8,
    });
    // A restart after that loses notices: the screens refetch.
    socket.receive('refetch', { reason: 'restarted', cursor: 'instanceC:0' });
    expect(refetches).toEqual([{ reason: 'restarted', cursor: 'instanceC:0' }]);
  });

  it("refetches when the configuration's cursor is too old to replay from", async () => {
    const refetches = heardRefetches();
    const socket = await connected(configFor('cy', 'run1:1'));
    socket.receive('refetch', { reason: 'cursor-too-old', cursor: 'run1:20000' });
    expect(refetches).toEqual([{ reason: 'cursor-too-old', cursor: 'run1:20000' }]);
  });
});
