import type { EventEnvelope } from '@flirtwire/contracts';
import type { DocumentOp } from '../projection.js';
import type { ReadCollection } from '../read-store/read-store.port.js';
import { BatchNotices } from './batch-notices.js';
import { contextFor, isPromise, WriteBuffer } from './batch-writes.js';
import type { ChangeNotice } from './change-notifier.js';
import { PROJECTIONS_COLLECTION, type ProjectionRecord } from './projection-catalog.js';
import { CHANGE_NOTICES_COLLECTION, type OutboxNotices } from './runner-options.js';
import type { ReactorTrack } from './reactor-track.js';
import type { RunnerParts } from './runner-parts.js';
import {
  type Backoff,
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
/** A projection's or reactor's track as the bus feeds it. */
interface Fed {
  readonly name: string;
  readonly version: number;
  readonly target: { checkpoint: number; seen: number; state: Track['state'] };
}

export class BusTracks {
  private readonly members = new Map<Fed, BusMember>();
  private ticker: NodeJS.Timeout | null = null;

  constructor(
    private readonly parts: RunnerParts,
    private readonly bus: ProjectionBus,
  ) {}

  /** Joins the track's group; its batches commit here from now on. */
  async launch(track: Track): Promise<void> {
    const { projection } = track;
    const fed: Fed = { name: projection.name, version: projection.version, target: track };
    await this.join(fed, projection.eventTypes, (batch) => this.commit(track, batch));
  }

  /**
   * A reactor on the bus: reacts to each of its events past the partition's checkpoint, in
   * partition order, after the projections it reads have passed it; a failure is retried with
   * backoff from the same event (the batch is not committed until it succeeds). At least once,
   * as on the log: the checkpoint moves after the reaction.
   */
  async launchReactor(
    track: ReactorTrack,
    react: (event: EventEnvelope) => Promise<void>,
    backoff: Backoff,
  ): Promise<void> {
    const { reactor } = track;
    const fed: Fed = { name: reactor.name, version: 1, target: track };
    const types = new Set<string>(reactor.eventTypes);
    const partitions =
      this.parts.options.store.collection<PartitionCheckpoint>(PARTITIONS_COLLECTION);
    await this.join(fed, reactor.eventTypes, async (batch) => {
      const last = batch.events[batch.events.length - 1];
      if (!last) return;
      const id = `${keyOf(fed)}|${batch.slot}`;
      const stored = Math.max(
        track.checkpoint,
        (await partitions.findOne({ _id: id }))?.position ?? 0,
      );
      for (const event of batch.events) {
        if (event.position <= stored || !types.has(event.type)) continue;
        for (;;) {
          if (this.parts.follower.isStopping()) throw new Error('the runner is stopping');
          try {
            await react(event);
            backoff.reset();
            break;
          } catch {
            await this.parts.follower.pause(backoff.next());
          }
        }
        await this.mark(partitions, id, fed, batch.slot, event.position);
      }
      if (last.position > stored) await this.mark(partitions, id, fed, batch.slot, last.position);
    });
  }

  private async mark(
    partitions: ReadCollection<PartitionCheckpoint>,
    id: string,
    fed: Fed,
    slot: string,
    position: number,
  ): Promise<void> {
    await partitions.updateOne(
      { _id: id },
      { $max: { position }, $setOnInsert: { track: keyOf(fed), slot } },
      { upsert: true },
    );
  }

  private async join(
    fed: Fed,
    eventTypes: readonly string[],
    commit: (batch: PartitionBatch) => Promise<void>,
  ): Promise<void> {
    fed.target.state = 'catching-up';
    const member = await this.bus.consume(
      groupIdOf(fed.name, fed.version),
      eventTypes,
      async (batch) => {
        // A stopped track commits nothing: its partitions wait where they are for a restart.
        if (fed.target.state === 'error' || fed.target.state === 'stopped') {
          throw new Error(`${fed.name} has stopped`);
        }
        await commit(batch);
        await this.advance(fed);
      },
    );
    this.members.set(fed, member);
    if (!this.ticker) this.tick();
  }

  async stop(): Promise<void> {
    if (this.ticker) clearTimeout(this.ticker);
    this.ticker = null;
    const members = [...this.members.entries()];
    this.members.clear();
    await Promise.allSettled(members.map(([, member]) => member.stop()));
    for (const [fed] of members) if (fed.target.state !== 'error') fed.target.state = 'stopped';
  }

  /** Idle partitions move to the relay's checkpoint, and with them the record's checkpoint. */
  private tick(): void {
    this.ticker = setTimeout(() => {
      void (async () => {
        for (const [fed, member] of [...this.members.entries()]) {
          if (fed.target.state === 'error' || fed.target.state === 'stopped') continue;
          try {
            const { slots, through } = await member.idle();
            if (slots.length > 0) await this.touch(fed, slots, through);
            await this.advance(fed);
          } catch (error) {
            this.parts.log('warn', 'could not move idle partitions', {
              track: fed.name,
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

  private async touch(fed: Fed, slots: readonly string[], through: number): Promise<void> {
    const partitions =
      this.parts.options.store.collection<PartitionCheckpoint>(PARTITIONS_COLLECTION);
    for (const slot of slots) {
      await this.mark(partitions, `${keyOf(fed)}|${slot}`, fed, slot, through);
    }
  }

  /** The least partition checkpoint becomes the record's (and the track's) checkpoint. */
  private async advance(fed: Fed): Promise<void> {
    const member = this.members.get(fed);
    if (!member) return;
    const track = fed.target;
    const { store } = this.parts.options;
    const slots = await member.slots();
    const found = await store
      .collection<PartitionCheckpoint>(PARTITIONS_COLLECTION)
      .find({ track: keyOf(fed) })
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
        { _id: fed.name, version: fed.version, checkpoint: { $lt: low } },
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
    const key = `${track.projection.name}@${String(track.projection.version)}`;
    const id = `${key}|${batch.slot}`;
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
            { $set: { position: last.position, track: key, slot: batch.slot } },
            { upsert: true },
          );
          if (record?.status === 'error') {
            // It applies again (fixed and restarted): the stored error is past.
            await tx
              .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
              .updateOne({ _id: name }, { $set: { status: 'running', error: null } });
          }
          if (options.noticeOutbox && found.length > 0) {
            // Named by version: a raised version applies again, at the same positions, what the
            // one before it applied past the rebuild's checkpoint, and those rows are still here.
            await tx.collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION).insertOne({
              _id: `${key}:${String(last.position)}`,
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
      if (error instanceof RecordChanged) track.state = 'stopped';
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
        // Not committed: after a restart the batch comes again, past the partition checkpoint.
        throw error;
      }
      // Not committed: the bus delivers the batch again.
      throw error;
    }
    track.error = null;
    options.notifier?.publish(notices);
  }
}

/** The consumer group a version of a projection reads the bus as. */
export function groupIdOf(name: string, version: number): string {
  return `projection.${name}.v${String(version)}`;
}

function keyOf(fed: Fed): string {
  return `${fed.name}@${String(fed.version)}`;
}
