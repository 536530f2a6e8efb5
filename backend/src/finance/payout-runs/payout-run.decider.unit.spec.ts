import { describe, expect, it } from '@jest/globals';
import type { PayoutRunEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import {
  nextPayDate,
  nextPayoutDate,
  type PayeeFacts,
  payPeriodKey,
  payoutAmounts,
  payoutHoldReason,
  type PayoutRunCommand,
  payoutRunDecider,
} from './payout-run.decider.js';

const payeeId = '0190a0b0-0000-7000-8000-00000000f001';
const payoutId = '0190a0b0-0000-7000-8000-00000000f0a1';
const periodKey = '2026-11-01';
const facts: PayeeFacts = {
  paymentPeriod: 2,
  payableCents: 12_345,
  goodStanding: true,
  verified: true,
};
const decide = (overrides: Partial<PayeeFacts> = {}): PayoutRunCommand => ({
  type: 'DecidePayout',
  payoutId,
  payeeId,
  periodKey,
  facts: { ...facts, ...overrides },
});
const scheduled = (
  paymentPeriod: 0 | 1 | 2 | 5 | 6 = 2,
  debitCents = 12_345,
  feeCents = 0,
): PayoutRunEvent => ({
  type: 'PayoutScheduled',
  data: {
    payoutId,
    payeeId,
    periodKey,
    paymentPeriod,
    debitCents,
    feeCents,
    amountCents: debitCents - feeCents,
  },
});
const held = (
  reason: 'not_verified' | 'not_in_good_standing' | 'below_minimum',
  payable = 12_345,
): PayoutRunEvent => ({
  type: 'PayoutHeld',
  data: { payeeId, periodKey, paymentPeriod: 2, reason, payableCents: payable },
});
const sent: PayoutRunEvent = {
  type: 'PayoutSent',
  data: { payoutId, payeeId, reference: 'sandbox-1' },
};
const returned: PayoutRunEvent = {
  type: 'PayoutReturned',
  data: { payoutId, payeeId, code: 'R03', note: '', markedBy: 'finance-1' },
};
const markReturned: PayoutRunCommand = {
  type: 'MarkPayoutReturned',
  code: 'R03',
  note: '',
  markedBy: 'finance-1',
};

describe('payout run decider', () => {
  it('pays the whole payable balance when it is at least $10.00', () => {
    spec(payoutRunDecider).given([]).when(decide()).then([scheduled()]);
    spec(payoutRunDecider)
      .given([])
      .when(decide({ payableCents: 1_000 }))
      .then([scheduled(2, 1_000)]);
  });

  it('holds a balance under $10.00 (the threshold), and records nothing for an empty one', () => {
    spec(payoutRunDecider)
      .given([])
      .when(decide({ payableCents: 999 }))
      .then([held('below_minimum', 999)]);
    spec(payoutRunDecider)
      .given([])
      .when(decide({ payableCents: 0 }))
      .then([]);
  });

  it('takes the $5 fee out of Paxum, MassPay and check payouts, none from direct deposit or Express Pay', () => {
    for (const period of [0, 5, 6] as const) {
      spec(payoutRunDecider)
        .given([])
        .when(decide({ paymentPeriod: period }))
        .then([scheduled(period, 12_345, 500)]);
    }
    for (const period of [1, 2] as const) {
      spec(payoutRunDecider)
        .given([])
        .when(decide({ paymentPeriod: period }))
        .then([scheduled(period, 12_345, 0)]);
    }
    expect(payoutAmounts(6, 1_000)).toEqual({ debitCents: 1_000, feeCents: 500, amountCents: 500 });
  });

  it('holds a payee not in good standing or not verified, with the reason', () => {
    spec(payoutRunDecider)
      .given([])
      .when(decide({ goodStanding: false }))
      .then([held('not_in_good_standing')]);
    spec(payoutRunDecider)
      .given([])
      .when(decide({ verified: false }))
      .then([held('not_verified')]);
    expect(payoutHoldReason({ ...facts, paymentPeriod: 4 })).toBe('paused');
    expect(payoutHoldReason({ ...facts, goodStanding: false, verified: false })).toBe(
      'not_in_good_standing',
    );
  });

  it('never pays a paused payee and records no hold for them', () => {
    spec(payoutRunDecider)
      .given([])
      .when(decide({ paymentPeriod: 4 }))
      .then([]);
  });

  it('pays a held payee once the reason is gone, and records a hold again only when its reason changes', () => {
    spec(payoutRunDecider)
      .given([held('not_verified')])
      .when(decide())
      .then([scheduled()]);
    spec(payoutRunDecider)
      .given([held('not_verified')])
      .when(decide({ verified: false }))
      .then([]);
    spec(payoutRunDecider)
      .given([held('not_verified')])
      .when(decide({ goodStanding: false }))
      .then([held('not_in_good_standing')]);
  });

  it('pays nothing twice for the same pay date (a repeated run is idempotent)', () => {
    spec(payoutRunDecider).given([scheduled()]).when(decide()).then([]);
    spec(payoutRunDecider).given([scheduled(), sent]).when(decide()).then([]);
    spec(payoutRunDecider).given([scheduled(), sent, returned]).when(decide()).then([]);
  });

  it('records the rail’s answer once', () => {
    spec(payoutRunDecider)
      .given([scheduled()])
      .when({ type: 'RecordPayoutSent', reference: 'sandbox-1' })
      .then([sent]);
    spec(payoutRunDecider)
      .given([scheduled(), sent])
      .when({ type: 'RecordPayoutSent', reference: 'sandbox-1' })
      .then([]);
    spec(payoutRunDecider)
      .given([scheduled()])
      .when({ type: 'RecordPayoutFailed', reason: 'declined' })
      .then([{ type: 'PayoutFailed', data: { payoutId, payeeId, reason: 'declined' } }]);
  });

  it('marks a sent payout returned once; nothing else can be returned', () => {
    spec(payoutRunDecider).given([scheduled(), sent]).when(markReturned).then([returned]);
    spec(payoutRunDecider).given([scheduled(), sent, returned]).when(markReturned).then([]);
    spec(payoutRunDecider)
      .given([held('not_verified')])
      .when(markReturned)
      .thenThrows({
        status: 409,
        message: 'Only a scheduled or sent payout can be marked returned.',
      });
  });
});

describe('pay dates (spec 002 §9)', () => {
  const at = (iso: string) => new Date(iso);
  it('Express Pay pays every day', () => {
    expect(payPeriodKey(1, at('2026-11-25T10:00:00Z'))).toBe('2026-11-25');
    expect(nextPayDate(1, at('2026-11-30T10:00:00Z'))).toBe('2026-12-01');
  });
  it('Paxum pays on the 1st and the 15th', () => {
    expect(payPeriodKey(6, at('2026-11-01T00:00:00Z'))).toBe('2026-11-01');
    expect(payPeriodKey(6, at('2026-11-14T23:59:59Z'))).toBe('2026-11-01');
    expect(payPeriodKey(6, at('2026-11-15T00:00:00Z'))).toBe('2026-11-15');
    expect(nextPayDate(6, at('2026-11-03T00:00:00Z'))).toBe('2026-11-15');
    expect(nextPayDate(6, at('2026-12-20T00:00:00Z'))).toBe('2027-01-01');
  });
  it('MassPay, direct deposit and check pay on the 1st', () => {
    for (const period of [0, 2, 5] as const) {
      expect(payPeriodKey(period, at('2026-11-25T10:00:00Z'))).toBe('2026-11-01');
      expect(nextPayDate(period, at('2026-11-25T10:00:00Z'))).toBe('2026-12-01');
    }
  });
  it('pause has no pay date', () => {
    expect(payPeriodKey(4, at('2026-11-01T00:00:00Z'))).toBeNull();
    expect(nextPayDate(4, at('2026-11-01T00:00:00Z'))).toBeNull();
  });
});

describe('the next payout date a payee sees (spec 002 §9, in their time zone)', () => {
  const at = (iso: string) => new Date(iso);
  const NY = 'America/New_York';
  it('monthly methods: the 1st, never today mid-month', () => {
    for (const period of [0, 2, 5] as const) {
      expect(nextPayoutDate(period, at('2026-11-20T15:00:00Z'), NY, false)).toBe('2026-12-01');
      expect(nextPayoutDate(period, at('2026-12-20T15:00:00Z'), NY, true)).toBe('2027-01-01');
    }
  });
  it('monthly on the 1st itself: today until its run is done, then the next 1st', () => {
    expect(nextPayoutDate(2, at('2026-12-01T15:00:00Z'), NY, false)).toBe('2026-12-01');
    expect(nextPayoutDate(2, at('2026-12-01T15:00:00Z'), NY, true)).toBe('2027-01-01');
  });
  it('Paxum: the 1st and the 15th', () => {
    expect(nextPayoutDate(6, at('2026-11-03T15:00:00Z'), NY, true)).toBe('2026-11-15');
    expect(nextPayoutDate(6, at('2026-11-15T15:00:00Z'), NY, false)).toBe('2026-11-15');
    expect(nextPayoutDate(6, at('2026-11-15T15:00:00Z'), NY, true)).toBe('2026-12-01');
    expect(nextPayoutDate(6, at('2026-11-16T15:00:00Z'), NY, false)).toBe('2026-12-01');
  });
  it('Express Pay: today, or tomorrow once today is paid', () => {
    expect(nextPayoutDate(1, at('2026-11-20T15:00:00Z'), NY, false)).toBe('2026-11-20');
    expect(nextPayoutDate(1, at('2026-11-30T15:00:00Z'), NY, true)).toBe('2026-12-01');
  });
  it("counts days in the payee's zone", () => {
    // 8 pm on Nov 30 in New York is already Dec 1 in UTC: the Dec 1 run is done, next is Jan 1.
    expect(nextPayoutDate(2, at('2026-12-01T01:00:00Z'), NY, true)).toBe('2027-01-01');
    // 5 am on Dec 1 in Manila is still Nov 30 in UTC: the next payout is today there.
    expect(nextPayoutDate(2, at('2026-11-30T21:00:00Z'), 'Asia/Manila', false)).toBe('2026-12-01');
    // The same instant in New York is Nov 30, 4 pm: tomorrow.
    expect(nextPayoutDate(2, at('2026-11-30T21:00:00Z'), NY, false)).toBe('2026-12-01');
    expect(nextPayoutDate(1, at('2026-11-30T21:00:00Z'), 'Asia/Manila', true)).toBe('2026-12-01');
  });
  it('pause has none', () => {
    expect(nextPayoutDate(4, at('2026-11-01T15:00:00Z'), NY, false)).toBeNull();
  });
});
