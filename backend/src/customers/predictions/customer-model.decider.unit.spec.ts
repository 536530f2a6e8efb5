import { describe, expect, it } from '@jest/globals';
import type { CustomerModelFittedData } from '@flirtwire/contracts';
import { fold } from '../../shared/domain/decider.js';
import { customerModelDecider, isFitDue } from './customer-model.decider.js';

const fit = (asOfDay: string, throughPosition: number): CustomerModelFittedData => ({
  creatorId: '0190a000-0000-7000-8000-000000000001',
  asOfDay,
  timeZone: 'America/New_York',
  throughPosition,
  status: 'not_enough_history',
  customers: 3,
  repeatCustomers: 1,
  minimumRepeatCustomers: 10,
  purchases: null,
  spend: null,
  logLikelihood: null,
  calibration: null,
});
const recorded = (data: CustomerModelFittedData) => ({
  type: 'CustomerModelFitted' as const,
  data,
});
const given = (...fits: CustomerModelFittedData[]) =>
  fold(customerModelDecider, fits.map(recorded));

describe('customer model decider', () => {
  it('records the first fit', () => {
    const command = { type: 'RecordCustomerModel' as const, fit: fit('2026-12-01', 40) };
    expect(customerModelDecider.decide(command, given())).toEqual([recorded(command.fit)]);
  });

  it('records nothing for a second fit of the same day over the same purchases', () => {
    const state = given(fit('2026-12-01', 40));
    const command = { type: 'RecordCustomerModel' as const, fit: fit('2026-12-01', 40) };
    expect(customerModelDecider.decide(command, state)).toEqual([]);
    expect(isFitDue(state, '2026-12-01', 40)).toBe(false);
  });

  it('refits the same day when purchases came in, and on a new day', () => {
    const state = given(fit('2026-12-01', 40));
    expect(isFitDue(state, '2026-12-01', 41)).toBe(true);
    expect(isFitDue(state, '2026-12-02', 40)).toBe(true);
  });
});
