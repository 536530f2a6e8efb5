import { Inject, Injectable } from '@nestjs/common';
import { CALL_MESSAGES as M, type CallView, MARKETPLACE_CALL_NUMBER } from '@flirtwire/contracts';
import { CALL_ROWS, type CallRow } from '@flirtwire/projections';
import { UserDirectory } from '../identity/user/user-directory.js';
import {
  TELEPHONY_PROVIDER,
  type TelephonyProvider,
} from '../infrastructure/telephony/telephony.port.js';
import { ReadModels } from '../read-side/read-models.js';
import { NotFoundError } from '../shared/errors.js';

/** A call as one of its two parties sees it; to anyone else it does not exist. */
@Injectable()
export class CallViews {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
    @Inject(TELEPHONY_PROVIDER) private readonly telephony: TelephonyProvider,
  ) {}

  /** The asker's own row of the call (only its parties have one), else not found. */
  async row(userId: string, callId: string): Promise<CallRow> {
    const row = await this.readModels.collection<CallRow>(CALL_ROWS).findOne({ callId, userId });
    if (!row) throw new NotFoundError(M.callNotFound, 'call_not_found');
    return row;
  }

  async one(userId: string, listingId: string, callId: string): Promise<CallView> {
    const row = await this.row(userId, callId);
    if (row.listingId !== listingId) throw new NotFoundError(M.callNotFound, 'call_not_found');
    const other = await this.directory.load(row.otherId);
    return {
      token: row.callId,
      listing_id: row.listingId,
      side: row.side,
      other_login: other.login,
      state: row.state,
      rate_cents: row.rateCents,
      minutes: row.minutes,
      free_minutes: row.freeMinutes,
      amount_cents: row.amountCents,
      requested_at: row.requestedAt,
      connected_at: row.connectedAt,
      ended_at: row.endedAt,
      failure: failureText(row.failure),
      voice_portal_number: MARKETPLACE_CALL_NUMBER,
      sandbox: this.telephony.kind === 'sandbox',
    };
  }
}

/** What the parties are told when a call failed or its charge was refused. */
function failureText(failure: string | null): string | null {
  if (failure === null) return null;
  return failure === 'declined' ? M.failedDeclined : M.failedProvider;
}
