import type { EventEnvelope } from '@flirtwire/contracts';
import type { DocumentOp, Projection } from '../projection.js';
import { BatchNotices } from './batch-notices.js';
import { contextFor, FlushError, isPromise, WriteBuffer } from './batch-writes.js';
import type { ChangeNotice } from './change-notifier.js';
import type { Step, TrackSteps } from './log-follower.js';
import {
  PROJECTIONS_COLLECTION,
  type ProjectionFailure,
  type ProjectionRecord,
  type RebuildRecord,
} from './projection-catalog.js';
import { trySwitch } from './rebuild-switch.js';
import { CHANGE_NOTICES_COLLECTION, type OutboxNotices } from './runner-options.js';
import type { RunnerParts } from './runner-parts.js';
import {
  type Backoff,
  checkpointOf,
  DEFERRED,
  describe,
  failureOf,
  HandleFailure,
  kindOf,
  newTrack,
  physicalCollections,
  RecordChanged,
  stateOf,
  type Track,
  unreadablePosition,
} from './runner-track.js';

/**
 * The projection track (and a rebuild's): each batch and its checkpoint commit in one read-store
 * transaction, so a crash at any moment leaves every model exactly at its checkpoint; events at
 * or below it are skipped, so redelivery changes nothing. A `handle` that throws (or a write
 * that is refused) stops the track with its error and position.
 */
export class ProjectionTracks {
  constructor(private readonly parts: RunnerParts) {}

  /** Prepares the projection's record and collections: a serving track, or a rebuild's. */
  async prepare(projection: Projection): Promise<void> {
    const { store } = this.parts.options;
    const records = store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    let record = this.parts.catalog.record(projection.name);
    if (!record) {
      const collections = physicalCollections(projection);
      for (const physical of Object.values(collections)) await store.dropCollection(physical);
      record = {
        _id: projection.name,
        version: projection.version,
        collections,
        checkpoint: 0,
        status: 'running',
        error: null,
        rebuild: null,
        retired: [],
      };
      await records.replaceOne({ _id: projection.name }, record, { upsert: true });
    }
    // Collections replaced before the last stop can go now: no reader of this process holds them.
    if (record.retired.length > 0) {
      for (const physical of record.retired) await store.dropCollection(physical);
      record = { ...record, retired: [] };
      await records.updateOne({ _id: projection.name }, { $set: { retired: [] } });
    }
    if (record.version === projection.version) {
      if (record.rebuild) {
        // A rebuild of another version was under way (the code has since gone back): drop it.
        for (const physical of Object.values(record.rebuild.collections))
          await store.dropCollection(physical);
        record = { ...record, rebuild: null };
        await records.updateOne({ _id: projection.name }, { $set: { rebuild: null } });
      }
      await this.ensureIndexes(projection, record.collections);
      this.parts.serving.set(
        projection.name,
        newTrack(projection, 'serving', record.collections, record.checkpoint),
      );
    } else {
      let rebuild = record.rebuild;
      if (!rebuild || rebuild.version !== projection.version || rebuild.status === 'refused') {
        if (rebuild)
          for (const physical of Object.values(rebuild.collections))
            await store.dropCollection(physical);
        const collections = physicalCollections(projection);
        for (const physical of Object.values(collections)) await store.dropCollection(physical);
        rebuild = {
          version: projection.version,
          collections,
          checkpoint: 0,
          status: 'running',
          error: null,
          reason: null,
        } satisfies RebuildRecord;
        record = { ...record, rebuild };
        await records.updateOne({ _id: projection.name }, { $set: { rebuild } });
      }
      this.parts.log('info', 'rebuilding projection into new collections', {
        projection: projection.name,
        from: record.version,
        to: projection.version,
        checkpoint: rebuild.checkpoint,
      });
      await this.ensureIndexes(projection, rebuild.collections);
      this.parts.rebuilding.set(
        projection.name,
        newTrack(projection, 'rebuild', rebuild.collections, rebuild.checkpoint),
      );
    }
    this.parts.catalog.set(record);
  }

  /** What the loop does with a projection's (or rebuild's) batches. */
  steps(track: Track): TrackSteps {
    const name = track.projection.name;
    return {
      name,
      label: { projection: name },
      crashMessage: 'projection loop failed',
      eventTypes: () => track.projection.eventTypes,
      checkpointField: () => (track.kind === 'serving' ? 'checkpoint' : 'rebuild.checkpoint'),
      readFailed: async (error) => {
        const position = unreadablePosition(error);
        if (position === null) return 'retry';
        await this.fail(track, { message: describe(error), position, eventId: '', type: '' });
        return 'end';
      },
      apply: (events, backoff) => this.applyOrRetry(track, events, backoff),
      caughtUp: async () => {
        if (track.kind !== 'rebuild') return 'wait';
        try {
          await trySwitch(this.parts, track);
        } catch (error) {
          if (this.parts.follower.isStopping() || error instanceof RecordChanged) return 'end';
          this.parts.log('warn', 'switch failed; retrying', {
            projection: name,
            error: describe(error),
          });
          return 'retry';
        }
        // Refused: the track has stopped. Switched: it serves, and reads on.
        if (kindOf(track) === 'rebuild') return 'end';
        return this.parts.handOver(track) ? 'end' : 'next';
      },
    };
  }

  private async applyOrRetry(
    track: Track,
    events: readonly EventEnvelope[],
    backoff: Backoff,
  ): Promise<Step> {
    try {
      await this.applyBatch(track, events);
      backoff.reset();
    } catch (error) {
      if (this.parts.follower.isStopping()) return 'end';
      if (error instanceof RecordChanged) {
        track.state = 'stopped';
        this.parts.log('warn', 'projection record changed under the runner; track stopped', {
          projection: track.projection.name,
        });
        return 'end';
      }
      this.parts.log('warn', 'batch failed; retrying', {
        projection: track.projection.name,
        error: describe(error),
      });
      return 'retry';
    }
    return stateOf(track) === 'error' ? 'end' : 'next';
  }

  private async ensureIndexes(
    projection: Projection,
    collections: Readonly<Record<string, string>>,
  ): Promise<void> {
    for (const [logical, definition] of Object.entries(projection.collections)) {
      const physical = collections[logical];
      if (!physical) continue;
      for (const index of definition.indexes ?? []) {
        await this.parts.options.store.collection(physical).createIndex(index.key, {
          ...(index.name ? { name: index.name } : {}),
          ...(index.unique ? { unique: true } : {}),
        });
      }
    }
  }

  /** Applies a batch; on a failing event, commits the events before it and stops the track. */
  private async applyBatch(track: Track, events: readonly EventEnvelope[]): Promise<void> {
    let outcome = await this.commitBatch(track, events, false);
    // A write refused in a buffered flush names no event: replay the batch event by event.
    if (outcome === 'unattributed') outcome = await this.commitBatch(track, events, true);
    if (outcome === null || outcome === 'unattributed') return;
    if (outcome.index > 0) {
      const prefix = await this.commitBatch(track, events.slice(0, outcome.index), true);
      if (prefix !== null && prefix !== 'unattributed') {
        await this.fail(track, failureOf(prefix));
        return;
      }
    }
    await this.fail(track, failureOf(outcome));
  }

  /**
   * One transaction: the batch's writes, then its checkpoint. Writes are buffered and sent as
   * one bulkWrite per collection run (one round trip to MongoDB), flushed early whenever the
   * projection reads, so its reads see the batch's earlier writes. In `strict` mode every
   * event's writes are flushed on their own, so a refused write names its event.
   */
  private async commitBatch(
    track: Track,
    events: readonly EventEnvelope[],
    strict: boolean,
  ): Promise<HandleFailure | 'unattributed' | null> {
    const { options } = this.parts;
    const name = track.projection.name;
    const last = events[events.length - 1];
    if (!last) return null;
    let notices: ChangeNotice[];
    try {
      // Deferred: the batch and its checkpoint come back from the log if a crash loses them.
      notices = await options.store.withTransaction(async (tx) => {
        const records = tx.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
        const record = await records.findOne({ _id: name });
        const stored = checkpointOf(record, track);
        const batch = new BatchNotices(name);
        const writes = new WriteBuffer(tx, track);
        const context = contextFor(tx, track, writes);
        for (let index = 0; index < events.length; index++) {
          const event = events[index] as EventEnvelope;
          if (event.position <= stored) continue;
          let ops: readonly DocumentOp[];
          try {
            const result = track.projection.handle(event, context);
            ops = isPromise(result) ? await result : result;
            writes.add(ops);
            if (strict) await writes.flush();
          } catch (error) {
            if (error instanceof FlushError && !strict) throw error;
            throw new HandleFailure(
              index,
              event,
              error instanceof FlushError ? error.original : error,
            );
          }
          batch.add(ops, event.position);
        }
        await writes.flush();
        const notices = batch.notices();
        if (last.position > stored) {
          await records.updateOne(
            { _id: name },
            track.kind === 'serving'
              ? { $set: { checkpoint: last.position, status: 'running', error: null } }
              : { $set: { 'rebuild.checkpoint': last.position } },
          );
          if (options.noticeOutbox && track.kind === 'serving' && notices.length > 0) {
            // Named by version: a rebuilt version serves from its rebuild's checkpoint and
            // applies again, at the same positions, what the one before it had applied.
            await tx.collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION).insertOne({
              _id: `${name}@${String(track.projection.version)}:${String(last.position)}`,
              projection: name,
              position: last.position,
              at: Date.now(),
              notices,
            });
          }
        }
        return notices;
      }, DEFERRED);
    } catch (error) {
      if (error instanceof HandleFailure) return error;
      if (error instanceof FlushError) return 'unattributed';
      throw error;
    }
    track.checkpoint = Math.max(track.checkpoint, last.position);
    track.seen = Math.max(track.seen, last.position);
    track.error = null;
    if (track.kind === 'serving') options.notifier?.publish(notices);
    this.parts.follower.changed();
    return null;
  }

  private async fail(track: Track, failure: ProjectionFailure): Promise<void> {
    track.state = 'error';
    track.error = failure;
    this.parts.log('error', 'projection stopped at an event it cannot apply', {
      projection: track.projection.name,
      ...failure,
    });
    const records = this.parts.options.store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    try {
      await records.updateOne(
        { _id: track.projection.name },
        track.kind === 'serving'
          ? { $set: { status: 'error', error: failure } }
          : { $set: { 'rebuild.status': 'error', 'rebuild.error': failure } },
      );
      const record = await records.findOne({ _id: track.projection.name });
      if (record) this.parts.catalog.set(record);
    } catch (error) {
      this.parts.log('warn', 'could not record the projection error', { error: describe(error) });
    }
    this.parts.follower.changed();
  }
}
