import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { ChainedEventStore } from '../chained-event-store.js';
import { SqliteEventLog } from './sqlite-event-log.js';

const root = join(import.meta.dirname, '../../../../..');
const dir = mkdtempSync(join(tmpdir(), 'events-crash-'));

interface Ack {
  readonly id: string;
  readonly streamId: string;
  readonly revision: number;
  readonly position: number;
}

describe('SQLite event store under SIGKILL', () => {
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged append, with no gaps and verifiable chains, after kill -9 mid-run', async () => {
    const file = join(dir, 'events.db');
    const child = spawn(
      process.execPath,
      [
        '--import',
        './tools/ts-node-loader/register.mjs',
        'backend/src/test-support/append-child.ts',
        file,
        // Far more than are acknowledged before the kill: on an idle machine a child with only
        // 1,000 to write finished them all before the parent had read the 400th acknowledgement.
        '20000',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const acks: Ack[] = [];
    let finished = false;
    const lines = createInterface({ input: child.stdout });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => {
        resolve(signal);
      }),
    );
    for await (const line of lines) {
      if (line === 'done') finished = true;
      const [tag, id, streamId, revision, position] = line.split(' ');
      if (tag !== 'ack' || !id || !streamId) continue;
      acks.push({ id, streamId, revision: Number(revision), position: Number(position) });
      if (acks.length === 400) child.kill('SIGKILL');
    }
    const signal = await exited;
    expect(finished).toBe(false);
    expect(signal).toBe('SIGKILL');
    expect(acks.length).toBeGreaterThanOrEqual(400);

    const store = new ChainedEventStore(new SqliteEventLog({ file }));
    const stored = new Map<string, { position: number; streamId: string; revision: number }>();
    for (let position = 0; ;) {
      const page = await store.readAll({ fromPosition: position, maxCount: 1000 });
      if (page.length === 0) break;
      for (const event of page) stored.set(event.id, event);
      position = page[page.length - 1]!.position;
    }
    for (const ack of acks) {
      expect(stored.get(ack.id)).toMatchObject({
        position: ack.position,
        streamId: ack.streamId,
        revision: ack.revision,
      });
    }
    const db = new Database(file, { readonly: true });
    const { count, max } = db
      .prepare('SELECT count(*) AS count, max(position) AS max FROM events')
      .get() as {
      count: number;
      max: number;
    };
    db.close();
    expect(count).toBe(max);
    expect(count).toBe(stored.size);
    for (const streamId of await store.listStreams()) {
      await expect(store.verifyStream(streamId)).resolves.toMatchObject({ ok: true });
    }
    await store.close();
  });
});
