import type { PayoutRails, PayoutSendResult } from '../payout-rail.port.js';

/**
 * PAYOUTS_PROCESSOR=none, production's default until a payout service's adapter exists: every
 * payout is handed over in the files finance downloads, and stays scheduled until then.
 */
export class NoPayoutRails implements PayoutRails {
  send(): Promise<PayoutSendResult> {
    return Promise.resolve({ status: 'pending' });
  }
}
