import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { CALL_ROWS, type CallRow, callsProjection } from './calls.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const customerId = '0190a0b0-0000-7000-8000-00000000c002';
const pair = { callId: 'call-1', creatorId, customerId, listingId: '1234567890' };

/** A call of two minutes at $2.99 a minute, rung, connected and ended (its charge refused or not). */
async function twoMinuteCall({ declined }: { declined: boolean }): Promise<ProjectionHarness> {
  const h = new ProjectionHarness(callsProjection);
  await h.run([
    h.event('CallRequested', { ...pair, rateCents: 299, at: '2026-03-01T10:00:00.000Z' }),
    h.event('CallConnected', { ...pair, at: '2026-03-01T10:00:20.000Z' }),
    h.event('CallEnded', {
      ...pair,
      at: '2026-03-01T10:02:20.000Z',
      seconds: 120,
      minutes: 2,
      freeMinutes: 0,
      amountCents: 598,
      declined,
    }),
  ]);
  return h;
}

describe('calls projection', () => {
  it('keeps one row per party, each notifying only its owner, from ringing to ended', async () => {
    const h = await twoMinuteCall({ declined: false });
    const customer = h.doc<CallRow>(CALL_ROWS, '1234567890:call-1:customer');
    const flirt = h.doc<CallRow>(CALL_ROWS, '1234567890:call-1:flirt');
    expect(customer).toMatchObject({
      userId: customerId,
      otherId: creatorId,
      state: 'ended',
      minutes: 2,
      amountCents: 598,
      connectedAt: '2026-03-01T10:00:20.000Z',
    });
    expect(flirt).toMatchObject({ userId: creatorId, otherId: customerId, state: 'ended' });
    expect(new Set(h.ops.map((op) => op.owner))).toEqual(
      new Set([`user:${creatorId}`, `user:${customerId}`]),
    );
  });

  it('shows a refused charge as an ended call that cost nothing', async () => {
    const h = await twoMinuteCall({ declined: true });
    expect(h.doc<CallRow>(CALL_ROWS, '1234567890:call-1:customer')).toMatchObject({
      state: 'ended',
      amountCents: 0,
      failure: 'declined',
    });
  });
});
