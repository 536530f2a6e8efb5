import {
  CHANGE_NOTICES_COLLECTION,
  type ChangeNotifier,
  type OutboxNotices,
  PROJECTIONS_COLLECTION,
  type ProjectionRecord,
  type ReadStore,
} from '@flirtwire/projections';

/**
 * An app whose projections run in a projector process (PROJECTIONS=worker) relays the change
 * notices that process leaves in the read store (`noticeOutbox`, written in each batch's
 * transaction) to its own gateway (docs/adr/0099). A projection fed by the bus commits its
 * partitions' batches in no order between them (docs/adr/0124), so a batch may commit below
 * one already relayed; but every batch at or below the projection's record checkpoint has
 * committed (the record moves after them, or with them on the log). So each poll reads the
 * records first and relays, per projection, the batches after its cursor up to its checkpoint,
 * in position order: every batch exactly once, and a notice only once its change and all
 * before it are in the model (what `after=<position>` reads).
 *
 * @example
 * const relay = new NoticeRelay(store, ['subscriptions'], notices);
 * relay.startAfter(await records.find({}).toArray());
 * await relay.poll(); // every 250 ms
 */
export class NoticeRelay {
  private readonly relayed = new Map<string, number>();

  constructor(
    private readonly store: ReadStore,
    private readonly projections: readonly string[],
    private readonly notifier: ChangeNotifier,
  ) {}

  /** Relays only what commits after these records' checkpoints (earlier notices are stale). */
  startAfter(records: readonly ProjectionRecord[]): void {
    for (const record of records) this.relayed.set(record._id, record.checkpoint);
  }

  /** Publishes the batches committed since the last poll; returns how many. */
  async poll(): Promise<number> {
    if (this.projections.length === 0) return 0;
    const records = await this.store
      .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
      .find({ _id: { $in: [...this.projections] } })
      .toArray();
    const ranges = records.flatMap((record) => {
      const after = this.relayed.get(record._id) ?? 0;
      return record.checkpoint > after
        ? [{ projection: record._id, position: { $gt: after, $lte: record.checkpoint } }]
        : [];
    });
    if (ranges.length === 0) return 0;
    const found = await this.store
      .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
      .find({ $or: ranges })
      .toArray();
    found.sort((a, b) => a.position - b.position);
    let relayed = 0;
    for (const batch of found) {
      if (batch.position <= (this.relayed.get(batch.projection) ?? 0)) continue;
      this.relayed.set(batch.projection, batch.position);
      this.notifier.publish(batch.notices);
      relayed++;
    }
    return relayed;
  }
}
