import { PROJECTIONS_COLLECTION, type ProjectionRecord } from './projection-catalog.js';
import { verify } from './projection-definitions.js';
import { CHANGE_NOTICES_COLLECTION, type OutboxNotices } from './runner-options.js';
import type { RunnerParts } from './runner-parts.js';
import { describe, RecordChanged, type Track } from './runner-track.js';

/**
 * Once a rebuild has caught up: compare its collections with the serving ones, then point the
 * projection's record at them in one transaction (or refuse, and the old version keeps
 * serving), and drop the replaced collections after `retireAfterMs` (docs/adr/0011).
 */
export async function trySwitch(parts: RunnerParts, track: Track): Promise<void> {
  const { options, catalog, log, follower } = parts;
  const { store } = options;
  const name = track.projection.name;
  const current = catalog.record(name);
  if (!current) return;
  const counts: Record<string, readonly [number, number]> = {};
  for (const logical of Object.keys(track.collections)) {
    const old = current.collections[logical];
    const next = track.collections[logical] as string;
    counts[logical] = [
      old ? await store.collection(old).countDocuments() : 0,
      await store.collection(next).countDocuments(),
    ];
  }
  const reason = await verify(track.projection, {
    fromVersion: current.version,
    toVersion: track.projection.version,
    counts,
  });
  const records = store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
  if (reason !== null) {
    log('warn', 'rebuilt projection refused; the old version keeps serving', {
      projection: name,
      reason,
      counts,
    });
    await records.updateOne(
      { _id: name },
      { $set: { 'rebuild.status': 'refused', 'rebuild.reason': reason } },
    );
    const refused = await records.findOne({ _id: name });
    if (refused) catalog.set(refused);
    parts.rebuilding.delete(name);
    track.state = 'stopped';
    follower.changed();
    return;
  }
  const switched = await store.withTransaction(async (tx) => {
    const txRecords = tx.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    const record = await txRecords.findOne({ _id: name });
    if (record?.rebuild?.version !== track.projection.version) throw new RecordChanged();
    const next: ProjectionRecord = {
      _id: name,
      version: track.projection.version,
      collections: track.collections,
      checkpoint: record.rebuild.checkpoint,
      status: 'running',
      error: null,
      rebuild: null,
      retired: [...record.retired, ...Object.values(record.collections)],
    };
    await txRecords.replaceOne({ _id: name }, next);
    return next;
  });
  // From here every query resolves to the rebuilt collections.
  catalog.set(switched);
  parts.rebuilding.delete(name);
  track.kind = 'serving';
  track.checkpoint = switched.checkpoint;
  parts.serving.set(name, track);
  log('info', 'switched projection to its rebuilt version', {
    projection: name,
    version: switched.version,
    counts,
  });
  const rebuilt = Object.keys(switched.collections).map((collection) => ({
    projection: name,
    collection,
    ids: null,
    owner: null,
    position: track.seen,
    reason: 'rebuilt' as const,
  }));
  options.notifier?.publish(rebuilt);
  if (options.noticeOutbox) {
    await store
      .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
      .insertOne({
        _id: `${name}@${String(switched.version)}:${String(track.seen)}:rebuilt`,
        projection: name,
        position: track.seen,
        at: Date.now(),
        notices: rebuilt,
      })
      .catch((error: unknown) => {
        log('warn', 'could not leave the switch notice for the apps', {
          projection: name,
          error: describe(error),
        });
      });
  }
  scheduleRetire(parts, name, switched.retired);
  follower.changed();
}

function scheduleRetire(parts: RunnerParts, name: string, retired: readonly string[]): void {
  if (retired.length === 0) return;
  const { store } = parts.options;
  const timer = setTimeout(() => {
    parts.timers.delete(timer);
    void (async () => {
      for (const physical of retired) await store.dropCollection(physical);
      const records = store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
      await records.updateOne({ _id: name }, { $pull: { retired: { $in: [...retired] } } });
      const record = await records.findOne({ _id: name });
      if (record) parts.catalog.set(record);
    })().catch((error: unknown) => {
      parts.log('warn', 'could not drop replaced collections', {
        projection: name,
        error: describe(error),
      });
    });
  }, parts.options.retireAfterMs ?? 60_000);
  timer.unref();
  parts.timers.add(timer);
}
