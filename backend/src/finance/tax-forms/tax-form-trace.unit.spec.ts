import { describe, expect, it } from '@jest/globals';
import { TaxFormTrace } from '@flirtwire/contracts';
import type { TaxLedgerEntryDoc } from '@flirtwire/projections';
import { traceForm } from './tax-form-trace.js';

const entry = (id: string, month: number, amountCents: number): TaxLedgerEntryDoc => ({
  _id: id,
  payeeId: 'p',
  customerId: 'c',
  taxYear: 2025,
  month,
  amountCents,
  type: 'TipSent',
  streamId: `tip-${id}`,
  position: Number(id),
  at: `2025-${String(month).padStart(2, '0')}-10T18:00:00.000Z`,
});

describe('traceForm: the events behind every box of a 1099-K', () => {
  it('keys the month boxes 5a-5l as the form does, each with its own events', () => {
    const docs = [entry('1', 1, 100), entry('2', 3, 250), entry('3', 3, 50), entry('4', 12, 7)];
    const monthCents = [100, 0, 300, 0, 0, 0, 0, 0, 0, 0, 0, 7];
    const trace = traceForm('f', { grossCents: 407, transactions: 4, monthCents }, docs);
    expect(TaxFormTrace.parse(trace)).toEqual(trace);
    expect(Object.keys(trace.boxes).sort()).toEqual(
      ['1a', '3', '5a', '5b', '5c', '5d', '5e', '5f', '5g', '5h', '5i', '5j', '5k', '5l'].sort(),
    );
    expect(trace.boxes['5a']).toEqual({ amount_cents: 100, count: 1 });
    expect(trace.boxes['5c']).toEqual({ amount_cents: 300, count: 2 });
    expect(trace.boxes['5l']).toEqual({ amount_cents: 7, count: 1 });
    expect(trace.boxes['1a']).toEqual({ amount_cents: 407, count: 4 });
    expect(trace.boxes['3']).toEqual({ amount_cents: 0, count: 4 });
    expect(trace.entries.map((e) => e.box)).toEqual(['5a', '5c', '5c', '5l']);
    expect(trace.time_zone).toBe('America/Los_Angeles');
    expect(trace.matches_form).toBe(true);
  });

  it('says when a month does not add up to the form', () => {
    const monthCents = [0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const trace = traceForm('f', { grossCents: 100, transactions: 1, monthCents }, [
      entry('1', 1, 100),
    ]);
    expect(trace.matches_form).toBe(false);
  });
});
