import type { PayoutRails, PayoutSendResult, RailPayout } from '../payout-rail.port.js';

/**
 * PAYOUTS_PROCESSOR=none, production's default until a payout service's adapter exists: every
 * payout is handed over in the files finance downloads, and stays scheduled until then.
 */
export class NoPayoutRails implements PayoutRails {
  send(): Promise<PayoutSendResult> {
    return Promise.resolve({ status: 'pending' });
  }

  /** Files are handed over by hand: the service keeps no records here. */
  listPayouts(): Promise<RailPayout[]> {
    return Promise.resolve([]);
  }
}
