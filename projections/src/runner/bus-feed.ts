import type { EventEnvelope } from '@flirtwire/contracts';
import type { DocumentOp } from '../projection.js';
import { BatchNotices } from './batch-notices.js';
import { contextFor, isPromise, WriteBuffer } from './batch-writes.js';
import type { ChangeNotice } from './change-notifier.js';
import { PROJECTIONS_COLLECTION, type ProjectionRecord } from './projection-catalog.js';
import { CHANGE_NOTICES_COLLECTION, type OutboxNotices } from './runner-options.js';
import type { RunnerParts } from './runner-parts.js';
import {
  checkpointOf,
  describe,
  HandleFailure,
  RecordChanged,
  type Track,
} from './runner-track.js';

/** Where bus-fed tracks keep one checkpoint per partition (docs/adr/0124). */
export const PARTITIONS_COLLECTION = '_projection_partitions';

/**
 * A track's position in one partition: every event of the partition at or below it has been
 * applied (or does not concern the track). Written in the batch's transaction.
 */
export type PartitionCheckpoint = {
  /** `<track>@<version>|<topic>#<partition>` */
  readonly _id: string;
  readonly track: string;
  readonly slot: string;
  readonly position: number;
};

/** One partition's run of events, in offset order, duplicates already dropped. */
export interface PartitionBatch {
  /** `<topic>#<partition>` */
  readonly slot: string;
  readonly events: readonly EventEnvelope[];
}

/** A member of a track's consumer group. */
export interface BusMember {
  /** Every partition of the group's topics (the track's checkpoint is the least of them). */
  slots(): Promise<readonly string[]>;
  /**
   * The partitions this member reads that hold nothing it has not handled, and a position every
   * event of them up to which was on the bus when it looked (the relay's checkpoint, read first).
   */
  idle(): Promise<{ readonly slots: readonly string[]; readonly through: number }>;
  stop(): Promise<void>;
}

/**
 * The event bus as the projection runner sees it (the backend adapts its EventBus): projection
 * tracks marked `partitioned` consume their event types' topics as a consumer group of their
 * own (`projection.<name>.v<version>`), so several worker processes share the partitions.
 */
export interface ProjectionBus {
  consume(
    groupId: string,
    eventTypes: readonly string[],
    handle: (batch: PartitionBatch) => Promise<void>,
  ): Promise<BusMember>;
}

const IDLE_TICK_MS = 200;

/**
 * Projection tracks fed by the bus (docs/adr/0124). Each partition batch commits in one
 * transaction with the track's checkpoint for that partition, so a batch delivered again (a
 * worker killed before the bus committed its offset, a rebalance) skips what it applied. The
 * record's checkpoint is the least partition checkpoint: every event at or below it is in the
 * model, which is what `after=<position>` reads in every process.
 */
export class BusTracks {
  private readonly members = new Map<Track, BusMember>();
  private ticker: NodeJS.Timeout | null = null;

  constructor(
    private readonly parts: RunnerParts,
    private readonly bus: ProjectionBus,
  ) {}

  /** Joins the track's group; its batches commit here from now on. */
  async launch(track: Track): Promise<void> {
    const { projection } = track;
    track.state = 'catching-up';
    const member = await this.bus.consume(
      groupIdOf(projection.name, projection.version),
      projection.eventTypes,
      async (batch) => {
        if (track.state === 'error' || track.state === 'stopped') return;
        await this.commit(track, batch);
        await this.advance(track);
      },
    );
    this.members.set(track, member);
    if (!this.ticker) this.tick();
  }

  async stop(): Promise<void> {
    if (this.ticker) clearTimeout(this.ticker);
    this.ticker = null;
    const members = [...this.members.entries()];
    this.members.clear();
    await Promise.allSettled(members.map(([, member]) => member.stop()));
    for (const [track] of members) if (track.state !== 'error') track.state = 'stopped';
  }

  /** Idle partitions move to the relay's checkpoint, and with them the record's checkpoint. */
  private tick(): void {
    this.ticker = setTimeout(() => {
      void (async () => {
        for (const [track, member] of [...this.members.entries()]) {
          if (track.state === 'error' || track.state === 'stopped') continue;
          try {
            const { slots, through } = await member.idle();
            if (slots.length > 0) await this.touch(track, slots, through);
            await this.advance(track);
          } catch (error) {
            this.parts.log('warn', 'could not move idle partitions', {
              projection: track.projection.name,
              error: describe(error),
            });
          }
        }
      })().finally(() => {
        if (this.ticker && !this.parts.follower.isStopping()) this.tick();
      });
    }, IDLE_TICK_MS);
    this.ticker.unref();
  }

  private async touch(track: Track, slots: readonly string[], through: number): Promise<void> {
    const key = trackKey(track);
    const partitions =
      this.parts.options.store.collection<PartitionCheckpoint>(PARTITIONS_COLLECTION);
    for (const slot of slots) {
      await partitions.updateOne(
        { _id: `${key}|${slot}` },
        { $max: { position: through }, $setOnInsert: { track: key, slot } },
        { upsert: true },
      );
    }
  }

  /** The least partition checkpoint becomes the record's (and the track's) checkpoint. */
  private async advance(track: Track): Promise<void> {
    const member = this.members.get(track);
    if (!member) return;
    const { store } = this.parts.options;
    const slots = await member.slots();
    const found = await store
      .collection<PartitionCheckpoint>(PARTITIONS_COLLECTION)
      .find({ track: trackKey(track) })
      .toArray();
    const at = new Map(found.map((row) => [row.slot, row.position]));
    let low = Infinity;
    // A partition without a checkpoint yet stands where the record does (the least of them).
    for (const slot of slots) low = Math.min(low, at.get(slot) ?? track.checkpoint);
    if (!Number.isFinite(low) || low <= track.checkpoint) {
      if (track.state === 'catching-up' && low >= track.checkpoint) track.state = 'live';
      return;
    }
    await store
      .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
      .updateOne(
        { _id: track.projection.name, version: track.projection.version, checkpoint: { $lt: low } },
        { $set: { checkpoint: low } },
      );
    track.checkpoint = low;
    track.seen = low;
    track.state = 'live';
    this.parts.follower.changed();
  }

  /** One transaction: the batch's writes (events past the partition's checkpoint), then it. */
  private async commit(track: Track, batch: PartitionBatch): Promise<void> {
    const { options } = this.parts;
    const name = track.projection.name;
    const last = batch.events[batch.events.length - 1];
    if (!last) return;
    const types = new Set<string>(track.projection.eventTypes);
    const id = `${trackKey(track)}|${batch.slot}`;
    let notices: ChangeNotice[];
    try {
      notices = await options.store.withTransaction(async (tx) => {
        const record = await tx
          .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
          .findOne({ _id: name });
        const partitions = tx.collection<PartitionCheckpoint>(PARTITIONS_COLLECTION);
        const stored = Math.max(
          checkpointOf(record, track),
          (await partitions.findOne({ _id: id }))?.position ?? 0,
        );
        const notices = new BatchNotices(name);
        const writes = new WriteBuffer(tx, track);
        const context = contextFor(tx, track, writes);
        for (let index = 0; index < batch.events.length; index++) {
          const event = batch.events[index] as EventEnvelope;
          if (event.position <= stored || !types.has(event.type)) continue;
          let ops: readonly DocumentOp[];
          try {
            const result = track.projection.handle(event, context);
            ops = isPromise(result) ? await result : result;
            writes.add(ops);
            await writes.flush();
          } catch (error) {
            throw new HandleFailure(index, event, error);
          }
          notices.add(ops, event.position);
        }
        await writes.flush();
        const found = notices.notices();
        if (last.position > stored) {
          await partitions.updateOne(
            { _id: id },
            { $set: { position: last.position, track: trackKey(track), slot: batch.slot } },
            { upsert: true },
          );
          if (options.noticeOutbox && found.length > 0) {
            await tx.collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION).insertOne({
              _id: `${name}:${String(last.position)}`,
              projection: name,
              position: last.position,
              at: Date.now(),
              notices: found,
            });
          }
        }
        return found;
      });
    } catch (error) {
      if (error instanceof RecordChanged) {
        track.state = 'stopped';
        return;
      }
      if (error instanceof HandleFailure) {
        // The projection cannot apply this event: it stops here (the others go on).
        track.state = 'error';
        track.error = {
          message: error.message,
          position: error.event.position,
          eventId: error.event.id,
          type: error.event.type,
        };
        this.parts.log('error', 'projection stopped at an event it cannot apply', {
          projection: name,
          ...track.error,
        });
        await options.store
          .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
          .updateOne({ _id: name }, { $set: { status: 'error', error: track.error } });
        this.parts.follower.changed();
        return;
      }
      // Not committed: the bus delivers the batch again.
      throw error;
    }
    options.notifier?.publish(notices);
  }
}

/** The consumer group a version of a projection reads the bus as. */
export function groupIdOf(name: string, version: number): string {
  return `projection.${name}.v${String(version)}`;
}

function trackKey(track: Track): string {
  return `${track.projection.name}@${String(track.projection.version)}`;
}
