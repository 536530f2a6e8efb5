import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { testMetadata, tipEvent } from '../../test-support/events.js';
import {
  CorruptEventError,
  type EventStore,
  WrongExpectedRevisionError,
} from './event-store.port.js';

export interface EventStoreContractSubject {
  readonly store: EventStore;
  /** Rewrites a stored event's data behind the store's back (for corruption and tamper cases). */
  readonly overwriteData?: (eventId: string, dataJson: string) => Promise<void>;
  readonly dispose: () => Promise<void>;
}

/**
 * The behaviour every event store adapter must show. Runs on SQLite always and on KurrentDB
 * where a container runtime exists.
 */
export function describeEventStoreContract(
  name: string,
  open: () => Promise<EventStoreContractSubject>,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: EventStoreContractSubject;
    let store: EventStore;
    const stream = (label: string) => `test${label}-${uuidv7()}`;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject.dispose();
    });

    it('appends to a new stream and reads it back with revisions from 0', async () => {
      const id = stream('a');
      const first = await store.appendToStream(id, [tipEvent(), tipEvent()], {
        expectedRevision: 'no_stream',
      });
      expect(first.revision).toBe(1);
      expect(first.alreadyStored).toBe(false);
      const events = await store.readStream(id);
      expect(events.map((e) => e.revision)).toEqual([0, 1]);
      expect(events[1]?.position).toBe(first.position);
      expect(events[0]!.position).toBeLessThan(events[1]!.position);
      expect(events[0]?.type).toBe('TipSent');
      expect(events[0]?.schemaVersion).toBe(1);
    });

    it('gives every envelope its metadata, data and occurredAt back unchanged', async () => {
      const id = stream('b');
      const event = tipEvent({ amountCents: 1234 });
      await store.appendToStream(id, [event]);
      const [read] = await store.readStream(id);
      expect(read?.id).toBe(event.id);
      expect(read?.data).toEqual(event.data);
      expect(read?.occurredAt).toBe(event.occurredAt);
      expect(read?.metadata.correlationId).toBe(event.metadata.correlationId);
      expect(read?.metadata.actor).toEqual(event.metadata.actor);
    });

    it('checks every kind of expected revision', async () => {
      const id = stream('c');
      await expect(
        store.appendToStream(id, [tipEvent()], { expectedRevision: 'exists' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(
        store.appendToStream(id, [tipEvent()], { expectedRevision: 3 }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.appendToStream(id, [tipEvent()], { expectedRevision: 'no_stream' });
      await expect(
        store.appendToStream(id, [tipEvent()], { expectedRevision: 'no_stream' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.appendToStream(id, [tipEvent()], { expectedRevision: 'exists' });
      await expect(
        store.appendToStream(id, [tipEvent()], { expectedRevision: 0 }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      const ok = await store.appendToStream(id, [tipEvent()], { expectedRevision: 1 });
      expect(ok.revision).toBe(2);
      const any = await store.appendToStream(id, [tipEvent()], { expectedRevision: 'any' });
      expect(any.revision).toBe(3);
      expect(await store.readStream(id)).toHaveLength(4);
    });

    it('reads a stream from a revision, backwards and with a maximum count', async () => {
      const id = stream('d');
      await store.appendToStream(
        id,
        [100, 200, 300, 400, 500].map((amountCents) => tipEvent({ amountCents })),
      );
      expect((await store.readStream(id, { fromRevision: 3 })).map((e) => e.revision)).toEqual([
        3, 4,
      ]);
      expect(
        (await store.readStream(id, { direction: 'backwards', maxCount: 2 })).map(
          (e) => e.revision,
        ),
      ).toEqual([4, 3]);
      expect(
        (await store.readStream(id, { direction: 'backwards', fromRevision: 1 })).map(
          (e) => e.revision,
        ),
      ).toEqual([1, 0]);
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('treats an append of already stored event ids as a no-op reporting the stored events', async () => {
      const id = stream('e');
      const events = [tipEvent(), tipEvent()];
      const first = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      const again = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      expect(again.alreadyStored).toBe(true);
      expect(again.position).toBe(first.position);
      expect(again.revision).toBe(first.revision);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('appends a long batch (250 events) whole: contiguous revisions, rising positions, one chain', async () => {
      const id = stream('p');
      await store.appendToStream(id, [tipEvent()], { expectedRevision: 'no_stream' });
      const events = Array.from({ length: 250 }, () => tipEvent());
      const result = await store.appendToStream(id, events, { expectedRevision: 0 });
      expect(result.revision).toBe(250);
      expect(result.events.map((e) => e.id)).toEqual(events.map((e) => e.id));
      const stored = await store.readStream(id);
      expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: 251 }, (_, i) => i));
      expect(stored.slice(1).map((e) => e.position)).toEqual(result.events.map((e) => e.position));
      for (let i = 1; i < stored.length; i++) {
        expect(stored[i]!.position).toBeGreaterThan(stored[i - 1]!.position);
      }
      await expect(store.verifyStream(id)).resolves.toEqual({
        ok: true,
        streamId: id,
        events: 251,
      });
      const again = await store.appendToStream(id, events, { expectedRevision: 0 });
      expect(again).toMatchObject({
        alreadyStored: true,
        revision: 250,
        position: result.position,
      });
    });

    it('lets exactly one of many racing appends win each revision', async () => {
      const id = stream('f');
      await store.appendToStream(id, [tipEvent()]);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          store.appendToStream(id, [tipEvent()], { expectedRevision: 0 }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((x) => x.status === 'rejected')) {
        expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('appends to several streams in one transaction: all of it, in order, each chain exact', async () => {
      const a = stream('ma');
      const b = stream('mb');
      await store.appendToStream(a, [tipEvent()], { expectedRevision: 'no_stream' });
      const results = await store.appendToStreams([
        { streamId: a, events: [tipEvent(), tipEvent()], expectedRevision: 0 },
        { streamId: b, events: [tipEvent()], expectedRevision: 'no_stream' },
      ]);
      expect(results.map((r) => [r.streamId, r.revision, r.alreadyStored])).toEqual([
        [a, 2, false],
        [b, 0, false],
      ]);
      expect(results[1]!.position).toBeGreaterThan(results[0]!.position);
      expect(await store.readStream(a)).toHaveLength(3);
      await expect(store.verifyStream(a)).resolves.toMatchObject({ ok: true, events: 3 });
      await expect(store.verifyStream(b)).resolves.toMatchObject({ ok: true, events: 1 });
    });

    it('stores nothing of a multi-stream append when one expected revision fails', async () => {
      const a = stream('mc');
      const b = stream('md');
      await store.appendToStream(b, [tipEvent()], { expectedRevision: 'no_stream' });
      await expect(
        store.appendToStreams([
          { streamId: a, events: [tipEvent()], expectedRevision: 'no_stream' },
          { streamId: b, events: [tipEvent()], expectedRevision: 'no_stream' },
        ]),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(a)).toHaveLength(0);
      expect(await store.readStream(b)).toHaveLength(1);
      // The stream the failed append would have created is still free.
      await store.appendToStream(a, [tipEvent()], { expectedRevision: 'no_stream' });
      expect(await store.readStream(a)).toHaveLength(1);
    });

    it('treats a repeated multi-stream append as a no-op, and lets one of racing ones win', async () => {
      const a = stream('me');
      const b = stream('mf');
      const request = [
        { streamId: a, events: [tipEvent()], expectedRevision: 'no_stream' as const },
        { streamId: b, events: [tipEvent()], expectedRevision: 'no_stream' as const },
      ];
      const first = await store.appendToStreams(request);
      const again = await store.appendToStreams(request);
      expect(again.map((r) => r.alreadyStored)).toEqual([true, true]);
      expect(again.map((r) => r.position)).toEqual(first.map((r) => r.position));
      const c = stream('mg');
      const racing = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          store.appendToStreams([
            { streamId: c, events: [tipEvent()], expectedRevision: 'no_stream' },
            { streamId: stream('mh'), events: [tipEvent()], expectedRevision: 'no_stream' },
          ]),
        ),
      );
      expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(c)).toHaveLength(1);
    });

    it('reads the global log forwards and backwards from an exclusive position', async () => {
      const id = stream('g');
      const appended = await store.appendToStream(id, [tipEvent(), tipEvent(), tipEvent()]);
      const positions = appended.events.map((e) => e.position);
      const after = await store.readAll({
        fromPosition: positions[0]!,
        maxCount: 2,
        filter: { streamPrefix: id },
      });
      expect(after.map((e) => e.position)).toEqual(positions.slice(1));
      const before = await store.readAll({
        fromPosition: positions[2]!,
        direction: 'backwards',
        maxCount: 2,
        filter: { streamPrefix: id },
      });
      expect(before.map((e) => e.position)).toEqual([positions[1], positions[0]]);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(positions[2]!);
    });

    it('filters the global log by event type, stream prefix and time range', async () => {
      const prefix = stream('h');
      await store.appendToStream(`${prefix}-1`, [
        tipEvent({ occurredAt: '2024-01-01T00:00:00.000Z' }),
      ]);
      await store.appendToStream(`${prefix}-2`, [
        tipEvent({ occurredAt: '2024-06-01T00:00:00.000Z' }),
      ]);
      const byPrefix = await store.readAll({ filter: { streamPrefix: prefix }, maxCount: 100 });
      expect(byPrefix.map((e) => e.streamId)).toEqual([`${prefix}-1`, `${prefix}-2`]);
      const byType = await store.readAll({
        filter: { streamPrefix: prefix, eventTypes: ['NoSuchType'] },
      });
      expect(byType).toEqual([]);
      const byTime = await store.readAll({
        filter: {
          streamPrefix: prefix,
          from: '2024-03-01T00:00:00.000Z',
          to: '2025-01-01T00:00:00.000Z',
        },
      });
      expect(byTime.map((e) => e.streamId)).toEqual([`${prefix}-2`]);
    });

    it('filters the global log by exact stream, actor and correlation id', async () => {
      const prefix = stream('o');
      const actor = { id: uuidv7(), role: 'customer' as const };
      const mine = tipEvent();
      const correlated = { ...tipEvent(), metadata: testMetadata({ actor }) };
      await store.appendToStream(`${prefix}-1`, [mine]);
      await store.appendToStream(`${prefix}-10`, [correlated]);
      const exact = await store.readAll({ filter: { streamId: `${prefix}-1` } });
      expect(exact.map((e) => e.id)).toEqual([mine.id]);
      const byActor = await store.readAll({ filter: { streamPrefix: prefix, actorId: actor.id } });
      expect(byActor.map((e) => e.id)).toEqual([correlated.id]);
      const byCorrelation = await store.readAll({
        filter: { correlationId: correlated.metadata.correlationId },
        direction: 'backwards',
      });
      expect(byCorrelation.map((e) => e.id)).toEqual([correlated.id]);
    });

    it('hands over every event of the creator hint and of its other types (a store may add more)', async () => {
      const prefix = stream('ch');
      const mine = tipEvent();
      const theirs = tipEvent();
      await store.appendToStream(`${prefix}-1`, [mine, theirs]);
      const creatorId = (mine.data as { creatorId: string }).creatorId;
      const narrowed = await store.readAll({
        filter: { streamPrefix: prefix, creatorHint: { creatorId, alsoTypes: [] } },
      });
      expect(narrowed.map((e) => e.id)).toContain(mine.id);
      const withTypes = await store.readAll({
        filter: { streamPrefix: prefix, creatorHint: { creatorId, alsoTypes: ['TipSent'] } },
      });
      expect(withTypes.map((e) => e.id)).toEqual([mine.id, theirs.id]);
    });

    it('subscribes: catches up, then follows live appends, and stops', async () => {
      const prefix = stream('i');
      await store.appendToStream(`${prefix}-1`, [tipEvent(), tipEvent()]);
      const subscription = store.subscribeToAll({ filter: { streamPrefix: prefix }, batchSize: 1 });
      const seen: string[] = [];
      const done = (async () => {
        for await (const event of subscription) {
          seen.push(`${event.streamId}@${event.revision}`);
          if (seen.length === 4) break;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await store.appendToStream(`${prefix}-2`, [tipEvent(), tipEvent()]);
      await done;
      expect(seen).toEqual([`${prefix}-1@0`, `${prefix}-1@1`, `${prefix}-2@0`, `${prefix}-2@1`]);
      subscription.stop();
    });

    it('ends a waiting subscription when it is stopped', async () => {
      const subscription = store.subscribeToAll({
        fromPosition: await store.headPosition(),
        filter: { streamPrefix: stream('j') },
      });
      const iteration = (async () => {
        let count = 0;
        for await (const _ of subscription) count++;
        return count;
      })();
      await new Promise((resolve) => setTimeout(resolve, 30));
      subscription.stop();
      await expect(iteration).resolves.toBe(0);
    });

    it('chains hashes per stream and verifies them', async () => {
      const id = stream('k');
      await store.appendToStream(id, [tipEvent(), tipEvent()]);
      await store.appendToStream(id, [tipEvent()]);
      const events = await store.readStream(id);
      expect(events[0]?.metadata.prevHash).toBe('0'.repeat(64));
      expect(events[1]?.metadata.prevHash).toBe(events[0]?.metadata.hash);
      expect(events[2]?.metadata.prevHash).toBe(events[1]?.metadata.hash);
      await expect(store.verifyStream(id)).resolves.toEqual({ ok: true, streamId: id, events: 3 });
    });

    it('verifies every stream under a prefix in one pass, naming each failing stream once', async () => {
      const prefix = stream('v');
      await store.appendToStream(`${prefix}-a`, [tipEvent(), tipEvent()]);
      const b = await store.appendToStream(`${prefix}-b`, [tipEvent(), tipEvent(), tipEvent()]);
      await store.appendToStream(`${prefix}-a`, [tipEvent()]);
      await store.appendToStream(stream('w'), [tipEvent()]);
      const fractions: number[] = [];
      await expect(
        store.verifyStreams({ prefix, onProgress: (p) => fractions.push(p.fraction) }),
      ).resolves.toEqual({ streams: 2, events: 6, failures: [] });
      expect(fractions[fractions.length - 1]).toBe(1);
      const stopped = new AbortController();
      stopped.abort();
      await expect(store.verifyStreams({ prefix, signal: stopped.signal })).rejects.toThrow();
      if (!subject.overwriteData) {
        console.info(`${name}: skipped the tamper case: this adapter cannot rewrite stored events`);
        return;
      }
      const target = b.events[1]!;
      await subject.overwriteData(
        target.id,
        JSON.stringify({ ...(target.data as object), amountCents: 99_999 }),
      );
      // Revision 2 follows the tampered event, so its link fails too: the stream is named once.
      const expected = {
        ok: false,
        streamId: `${prefix}-b`,
        revision: 1,
        position: target.position,
        reason: 'hash does not match the event content',
      };
      await expect(store.verifyStream(`${prefix}-b`)).resolves.toEqual(expected);
      await expect(store.verifyStreams({ prefix })).resolves.toEqual({
        streams: 2,
        events: 6,
        failures: [expected],
      });
    });

    it('refuses unknown event types and invalid data, appending nothing', async () => {
      const id = stream('l');
      const bad = { ...tipEvent(), type: 'NoSuchEvent' };
      await expect(store.appendToStream(id, [tipEvent(), bad])).rejects.toThrow(
        /unknown event type/,
      );
      const invalid = tipEvent();
      await expect(
        store.appendToStream(id, [
          { ...invalid, data: { ...(invalid.data as object), amountCents: 1.5 } },
        ]),
      ).rejects.toThrow(/invalid data/);
      expect(await store.readStream(id)).toEqual([]);
    });

    it('lists streams by prefix', async () => {
      const prefix = stream('m');
      await store.appendToStream(`${prefix}-a`, [tipEvent(), tipEvent()]);
      await store.appendToStream(`${prefix}-b`, [tipEvent()]);
      expect(await store.listStreams({ prefix })).toEqual([`${prefix}-a`, `${prefix}-b`]);
      expect(await store.listStreams({ prefix, after: `${prefix}-a` })).toEqual([`${prefix}-b`]);
    });

    it('names the position of an unreadable event and the revision a tampered chain breaks at', async () => {
      if (!subject.overwriteData) {
        console.info(`${name}: skipped the tamper case: this adapter cannot rewrite stored events`);
        return;
      }
      const id = stream('n');
      const appended = await store.appendToStream(id, [tipEvent(), tipEvent(), tipEvent()]);
      const target = appended.events[1]!;
      await subject.overwriteData(
        target.id,
        JSON.stringify({ ...(target.data as object), amountCents: 99_999 }),
      );
      await expect(store.verifyStream(id)).resolves.toMatchObject({
        ok: false,
        revision: 1,
        position: target.position,
      });
      await subject.overwriteData(target.id, '{not json');
      const failure = store.readStream(id);
      await expect(failure).rejects.toBeInstanceOf(CorruptEventError);
      await expect(store.readStream(id)).rejects.toThrow(new RegExp(`position ${target.position}`));
    });
  });
}
