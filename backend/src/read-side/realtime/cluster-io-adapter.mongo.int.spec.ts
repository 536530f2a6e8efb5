import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { io, type Socket } from 'socket.io-client';
import { describeWithContainers } from '../../test-support/container-runtime.js';
import { ClusterIoAdapter, type IoServer } from './cluster-io-adapter.js';

const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

interface Instance {
  readonly http: HttpServer;
  readonly adapter: ClusterIoAdapter;
  readonly server: IoServer;
  readonly url: string;
}

// Two app instances' socket servers on one MongoDB replica set (what the gateway runs on in
// production): a room broadcast on one reaches the other's sockets; a local send does not.
await describeWithContainers('socket.io across app instances on MongoDB', () => {
  let container: StartedMongoDBContainer;
  let a: Instance;
  let b: Instance;
  const clients: Socket[] = [];

  const start = async (mongoUrl: string): Promise<Instance> => {
    const http = createServer();
    const adapter = await ClusterIoAdapter.open(http, mongoUrl);
    const server = adapter.createIOServer(0); // socket.io's default path, as the gateway's
    server.on('connection', (socket) => {
      void socket.join('audit');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    return { http, adapter, server, url: `http://127.0.0.1:${String(port)}` };
  };

  const connect = async (instance: Instance): Promise<{ received: string[] }> => {
    const socket = io(instance.url, { path: '/socket.io', transports: ['websocket'] });
    clients.push(socket);
    const received: string[] = [];
    socket.on('message', (text: string) => {
      received.push(text);
    });
    await new Promise<void>((resolve) => {
      socket.once('connect', () => {
        resolve();
      });
    });
    return { received };
  };

  beforeAll(async () => {
    container = await new MongoDBContainer(MONGODB_IMAGE).start();
    const url = `${container.getConnectionString()}/flirtwire?directConnection=true`;
    a = await start(url);
    b = await start(url);
    expect(a.adapter.clustered).toBe(true);
    // B's change stream opens asynchronously: wait until a broadcast from A arrives there.
    const probe = await connect(b);
    for (let i = 0; !probe.received.includes('ready'); i++) {
      if (i % 10 === 0) a.server.emit('message', 'ready');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    clients.pop()?.close();
  }, 120_000);

  afterAll(async () => {
    for (const socket of clients) socket.close();
    for (const instance of [a, b]) {
      await instance.server.close();
      await instance.adapter.dispose();
    }
    await container.stop();
  });

  it('delivers a room broadcast made on one instance to the sockets of both', async () => {
    const onA = await connect(a);
    const onB = await connect(b);
    a.server.to('audit').emit('message', 'progress');
    await waitFor(() => onB.received.includes('progress') && onA.received.includes('progress'));
    expect(onA.received.filter((m) => m === 'progress')).toHaveLength(1);
    expect(onB.received.filter((m) => m === 'progress')).toHaveLength(1);
  });

  it('keeps a local send (a projection notice each instance sends itself) on its instance', async () => {
    const onA = await connect(a);
    const onB = await connect(b);
    a.server.local.to('audit').emit('message', 'notice-a');
    b.server.local.to('audit').emit('message', 'notice-b');
    a.server.to('audit').emit('message', 'marker');
    await waitFor(() => onA.received.includes('marker') && onB.received.includes('marker'));
    expect(onA.received).toEqual(['notice-a', 'marker']);
    expect(onB.received).toEqual(['notice-b', 'marker']);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
