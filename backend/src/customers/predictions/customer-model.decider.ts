import type { CustomerEventOf, CustomerModelFittedData } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

type ModelEvent = CustomerEventOf<'CustomerModelFitted'>;

export type CustomerModelCommand = {
  readonly type: 'RecordCustomerModel';
  readonly fit: CustomerModelFittedData;
};

export interface CustomerModelState {
  /** The day and last purchase of the latest fit. */
  readonly asOfDay: string | null;
  readonly throughPosition: number;
}

/**
 * The fits of one Flirt's prediction model (`customer-model-<creatorId>`). A fit is recorded at
 * most once per day in the Flirt's time zone, and again that day only when purchases came in
 * since: running the job twice, or on two app instances, records nothing new.
 */
export const customerModelDecider: Decider<CustomerModelState, CustomerModelCommand, ModelEvent> = {
  name: 'customer-model',
  eventTypes: ['CustomerModelFitted'],
  initialState: { asOfDay: null, throughPosition: 0 },
  evolve(_state, event) {
    return { asOfDay: event.data.asOfDay, throughPosition: event.data.throughPosition };
  },
  decide(command, state) {
    const { fit } = command;
    if (state.asOfDay === fit.asOfDay && fit.throughPosition <= state.throughPosition) return [];
    return [{ type: 'CustomerModelFitted', data: fit }];
  },
};

/** Whether a fit as of `asOfDay` through `throughPosition` would be recorded (the job asks first). */
export function isFitDue(state: CustomerModelState, asOfDay: string, throughPosition: number) {
  return state.asOfDay !== asOfDay || throughPosition > state.throughPosition;
}
