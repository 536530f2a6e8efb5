import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import {
  SITE_DOLLAR_ACCOUNTS,
  SITE_DOLLAR_CREDIT_REQUESTS,
  SITE_DOLLAR_MOVEMENTS,
  siteDollarsProjection,
} from './site-dollars.projection.js';

const customerId = 'cus-1';
const stream = `site-dollars-${customerId}`;

function events(h: ProjectionHarness) {
  return [
    h.streamEvent(
      stream,
      'SiteDollarsAdded',
      {
        topUpId: 'top-1',
        customerId,
        amountCents: 2000,
        gatewayReference: 'sbx-1',
        at: '2025-01-10T12:00:00.000Z',
      },
      '2025-01-10T12:00:00.000Z',
    ),
    h.streamEvent(
      stream,
      'SatisfactionCreditGranted',
      {
        creditId: 'cr-1',
        customerId,
        amountCents: 500,
        reason: 'Call dropped',
        grantedBy: 'staff-1',
        at: '2025-01-11T12:00:00.000Z',
      },
      '2025-01-11T12:00:00.000Z',
    ),
    h.streamEvent(
      stream,
      'MaintenanceFeeCharged',
      {
        feeId: 'fee-1',
        customerId,
        month: '2026-02',
        amountCents: 200,
        at: '2026-02-01T00:00:00.000Z',
      },
      '2026-02-01T00:00:00.000Z',
    ),
  ];
}

describe('site dollars projection', () => {
  it('keeps the balance and every movement with the balance after it', async () => {
    const h = new ProjectionHarness(siteDollarsProjection);
    await h.run(events(h));
    expect(h.doc(SITE_DOLLAR_ACCOUNTS, customerId)).toMatchObject({
      balanceCents: 2300,
      // The fee is not activity: the dormancy clock stays at the credit.
      lastActivityAt: '2025-01-11T12:00:00.000Z',
    });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'top-1')).toMatchObject({
      kind: 'top_up',
      amountCents: 2000,
      balanceAfterCents: 2000,
    });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'cr-1')).toMatchObject({
      kind: 'credit',
      amountCents: 500,
      balanceAfterCents: 2500,
      reason: 'Call dropped',
    });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'fee-1')).toMatchObject({
      kind: 'maintenance_fee',
      amountCents: -200,
      balanceAfterCents: 2300,
    });
  });

  it('replaying the same events twice changes nothing', async () => {
    const h = new ProjectionHarness(siteDollarsProjection);
    const all = events(h);
    await h.run(all);
    const once = h.snapshot();
    await h.run(all);
    expect(h.snapshot()).toEqual(once);
  });

  it('debits a purchase, credits its refund and debits a top-up reversal, keeping the ids', async () => {
    const h = new ProjectionHarness(siteDollarsProjection);
    const at = '2025-02-01T00:00:00.000Z';
    await h.run([
      ...events(h).slice(0, 1),
      h.streamEvent(
        stream,
        'SiteDollarsSpent',
        {
          spendId: 'sp-1',
          customerId,
          purchaseId: 'tip-1',
          amountCents: 500,
          description: 'Tribute',
          at,
        },
        at,
      ),
      h.streamEvent(
        stream,
        'SiteDollarsReturned',
        {
          returnId: 'ret-1',
          customerId,
          spendId: 'sp-1',
          purchaseId: 'tip-1',
          amountCents: 200,
          reason: 'Customer asked',
          at,
        },
        at,
      ),
      h.streamEvent(
        stream,
        'SiteDollarsTopUpReversed',
        {
          reversalId: 'rev-1',
          customerId,
          topUpId: 'top-1',
          kind: 'chargeback',
          amountCents: 2000,
          debitedCents: 1700,
          reason: 'Fraudulent',
          at,
        },
        at,
      ),
    ]);
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'top-1')).toMatchObject({ gatewayReference: 'sbx-1' });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'sp-1')).toMatchObject({
      kind: 'purchase',
      amountCents: -500,
      balanceAfterCents: 1500,
      reason: 'Tribute',
      purchaseId: 'tip-1',
    });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'ret-1')).toMatchObject({
      kind: 'refund',
      amountCents: 200,
      balanceAfterCents: 1700,
      purchaseId: 'tip-1',
    });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'rev-1')).toMatchObject({
      kind: 'top_up_chargeback',
      amountCents: -1700,
      balanceAfterCents: 0,
    });
    // Spending is activity (the dormancy clock); a refund or reversal is not.
    expect(h.doc(SITE_DOLLAR_ACCOUNTS, customerId)).toMatchObject({
      balanceCents: 0,
      lastActivityAt: at,
    });
  });

  it('keeps a credit request off the balance until a second person approves it, and shows who decided', async () => {
    const h = new ProjectionHarness(siteDollarsProjection);
    const at = '2025-04-01T09:00:00.000Z';
    const request = (requestId: string, amountCents: number) =>
      h.streamEvent(
        stream,
        'SatisfactionCreditRequested',
        {
          requestId,
          customerId,
          amountCents,
          reason: 'Long outage',
          requestedBy: 'staff-1',
          cap: 'per_grant',
          at,
        },
        at,
      );
    const all = [
      ...events(h).slice(0, 1),
      request('req-1', 4000),
      request('req-2', 3000),
      h.streamEvent(
        stream,
        'SatisfactionCreditApproved',
        {
          requestId: 'req-1',
          customerId,
          amountCents: 4000,
          reason: 'Long outage',
          requestedBy: 'staff-1',
          approvedBy: 'fin-1',
          note: 'Checked the logs',
          at,
        },
        at,
      ),
      h.streamEvent(
        stream,
        'SatisfactionCreditRejected',
        {
          requestId: 'req-2',
          customerId,
          amountCents: 3000,
          requestedBy: 'staff-1',
          rejectedBy: 'fin-1',
          reason: 'Already credited',
          at,
        },
        at,
      ),
    ];
    await h.run(all);
    expect(h.doc(SITE_DOLLAR_ACCOUNTS, customerId)).toMatchObject({ balanceCents: 6000 });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'req-1')).toMatchObject({
      kind: 'credit',
      amountCents: 4000,
      balanceAfterCents: 6000,
      grantedBy: 'staff-1',
      approvedBy: 'fin-1',
    });
    expect(h.doc(SITE_DOLLAR_MOVEMENTS, 'req-2')).toBeNull();
    expect(h.doc(SITE_DOLLAR_CREDIT_REQUESTS, 'req-1')).toMatchObject({
      status: 'approved',
      requestedBy: 'staff-1',
      decidedBy: 'fin-1',
      decisionNote: 'Checked the logs',
    });
    expect(h.doc(SITE_DOLLAR_CREDIT_REQUESTS, 'req-2')).toMatchObject({
      status: 'rejected',
      decidedBy: 'fin-1',
      decisionNote: 'Already credited',
    });
    const once = h.snapshot();
    await h.run(all);
    expect(h.snapshot()).toEqual(once);
  });
});
