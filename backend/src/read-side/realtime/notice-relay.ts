import {
  CHANGE_NOTICES_COLLECTION,
  type ChangeNotifier,
  type OutboxNotices,
  type ProjectionRecord,
  type ReadStore,
} from '@flirtwire/projections';

/**
 * An app whose projections run in a projector process (PROJECTIONS=worker) relays the change
 * notices that process leaves in the read store (`noticeOutbox`, written in each batch's
 * transaction) to its own gateway (docs/adr/0099). Each projection's batches commit in
 * position order, so a cursor per projection finds every batch exactly once.
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
    const found = await this.store
      .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
      .find({
        $or: this.projections.map((name) => ({
          projection: name,
          position: { $gt: this.relayed.get(name) ?? 0 },
        })),
      })
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
