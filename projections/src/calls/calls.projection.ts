import {
  type CallEvent,
  type CallState,
  callRowId,
  type EnvelopeOf,
  READ_MODELS,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const CALL_ROWS = READ_MODELS.calls;

/** One party's view of a call: `<listingId>:<callId>:<side>`, owned by that party. */
export type CallRow = {
  _id: string;
  callId: string;
  side: 'customer' | 'flirt';
  userId: string;
  otherId: string;
  creatorId: string;
  customerId: string;
  listingId: string;
  state: CallState;
  rateCents: number;
  minutes: number;
  freeMinutes: number;
  amountCents: number;
  requestedAt: string;
  connectedAt: string | null;
  endedAt: string | null;
  failure: string | null;
  position: number;
};

const sides = (d: { creatorId: string; customerId: string }) =>
  [
    { side: 'customer', userId: d.customerId, otherId: d.creatorId },
    { side: 'flirt', userId: d.creatorId, otherId: d.customerId },
  ] as const;

/**
 * Calls as their two parties see them (docs/adr/0101). Each party's row is theirs alone, so
 * each gets a realtime notice on their private topic: the Flirt hears of an incoming call, the
 * customer's call panel follows connection and end. Updates only move a row forward
 * (position guard), so a replay changes nothing.
 */
export const callsProjection = defineProjection<EnvelopeOf<CallEvent>>({
  name: 'calls',
  version: 1,
  // Each document is one Flirt's call, from that Flirt's activity events: one bus key, one topic
  // (docs/adr/0124).
  partitioned: true,
  eventTypes: ['CallRequested', 'CallConnected', 'CallEnded', 'CallFailed'],
  collections: {
    [CALL_ROWS]: { indexes: [{ key: { userId: 1, requestedAt: -1 } }] },
  },
  handle: (event): DocumentOp[] =>
    sides(event.data).map((s) => {
      const id = callRowId(event.data.listingId, event.data.callId, s.side);
      const meta = { owner: ownedByUser(s.userId), id };
      if (event.type === 'CallRequested') {
        const d = event.data;
        return documentOp<CallRow>(
          CALL_ROWS,
          {
            updateOne: {
              filter: { _id: id },
              update: {
                $setOnInsert: {
                  callId: d.callId,
                  side: s.side,
                  userId: s.userId,
                  otherId: s.otherId,
                  creatorId: d.creatorId,
                  customerId: d.customerId,
                  listingId: d.listingId,
                  state: 'ringing',
                  rateCents: d.rateCents,
                  minutes: 0,
                  freeMinutes: 0,
                  amountCents: 0,
                  requestedAt: d.at,
                  connectedAt: null,
                  endedAt: null,
                  failure: null,
                  position: event.position,
                },
              },
              upsert: true,
            },
          },
          meta,
        );
      }
      const set: Partial<CallRow> = (() => {
        switch (event.type) {
          case 'CallConnected':
            return { state: 'connected', connectedAt: event.data.at };
          case 'CallEnded':
            return {
              state: 'ended',
              endedAt: event.data.at,
              minutes: event.data.minutes,
              freeMinutes: event.data.freeMinutes,
              amountCents: event.data.declined ? 0 : event.data.amountCents,
              failure: event.data.declined ? 'declined' : null,
            };
          case 'CallFailed':
            return { state: 'failed', endedAt: event.data.at, failure: event.data.reason };
          default: {
            const never: never = event;
            return never;
          }
        }
      })();
      return documentOp<CallRow>(
        CALL_ROWS,
        {
          updateOne: {
            filter: { _id: id, position: { $lt: event.position } },
            update: { $set: { ...set, position: event.position } },
          },
        },
        meta,
      );
    }),
});
