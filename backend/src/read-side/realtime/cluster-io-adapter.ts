import { IoAdapter } from '@nestjs/platform-socket.io';
import type { createAdapter } from '@socket.io/mongo-adapter';
import type { Db } from 'mongodb';
import { connectMongo, isMongoUrl } from '../../infrastructure/mongo/mongo-connection.js';

/** The packets app instances forward to each other (a system collection, not a read model). */
const SOCKET_EVENTS_COLLECTION = '_socket_io_events';
/** A capped collection: MongoDB drops the oldest packets itself; 16 MiB is minutes of traffic. */
const SOCKET_EVENTS_BYTES = 16 * 1024 * 1024;
const NAMESPACE_EXISTS = 48;

type AppOrHttpServer = ConstructorParameters<typeof IoAdapter>[0];
/** The socket.io server Nest's adapter builds. */
export type IoServer = ReturnType<IoAdapter['createIOServer']>;

/**
 * socket.io across app instances (docs/adr/0123). With the read store on MongoDB (a replica
 * set: the adapter tails a change stream) every instance's server joins one cluster through
 * `@socket.io/mongo-adapter`, so a broadcast to a room (an audit run's progress) reaches the
 * sockets of every instance. On the embedded store there is one process and socket.io keeps its
 * in-memory adapter.
 *
 * Projection notices do not go through it: every instance reads every notice itself (inline from
 * its runner, or from the projector's outbox) and sends it to its own sockets only.
 *
 * @example
 * const adapter = await ClusterIoAdapter.open(app, config.readStoreUrl);
 * app.useWebSocketAdapter(adapter);
 */
export class ClusterIoAdapter extends IoAdapter {
  private constructor(
    app: AppOrHttpServer,
    private readonly cluster: {
      readonly db: Db;
      readonly release: () => Promise<void>;
      readonly createAdapter: typeof createAdapter;
    } | null,
  ) {
    super(app);
  }

  /** `app`: the Nest application (or a bare HTTP server, in tests). */
  static async open(app: AppOrHttpServer, readStoreUrl: string): Promise<ClusterIoAdapter> {
    if (!isMongoUrl(readStoreUrl)) return new ClusterIoAdapter(app, null);
    // Loaded only on MongoDB: the embedded store's start (each API test suite's) skips it.
    const { createAdapter } = await import('@socket.io/mongo-adapter');
    const { db, release } = await connectMongo(readStoreUrl);
    try {
      await ensureSocketEvents(db);
    } catch (error) {
      await release();
      throw error;
    }
    return new ClusterIoAdapter(app, { db, release, createAdapter });
  }

  /** Whether broadcasts reach the other app instances (false: this process only). */
  get clustered(): boolean {
    return this.cluster !== null;
  }

  override createIOServer(...args: Parameters<IoAdapter['createIOServer']>): IoServer {
    const server = super.createIOServer(...args);
    if (this.cluster) {
      // Nest bundles its own copy of socket.io's types; both use the one socket.io-adapter.
      const adapter = this.cluster.createAdapter(
        this.cluster.db.collection(SOCKET_EVENTS_COLLECTION),
      );
      server.adapter(adapter as unknown as Parameters<IoServer['adapter']>[0]);
    }
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await this.cluster?.release();
  }
}

/** Creates the capped collection the adapter writes to, once for the whole cluster. */
async function ensureSocketEvents(db: Db): Promise<void> {
  try {
    await db.createCollection(SOCKET_EVENTS_COLLECTION, {
      capped: true,
      size: SOCKET_EVENTS_BYTES,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
  }
}
