import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreditRequestStatus,
  type CreditRequestRow,
  type CreditRequestsResponse,
} from '@flirtwire/contracts';
import {
  SITE_DOLLAR_CREDIT_REQUESTS,
  type SiteDollarCreditRequestDoc,
} from '@flirtwire/projections';
import { z } from 'zod';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { Roles } from '../../../shared/auth/roles.guard.js';

const ListQuery = z.object({ status: CreditRequestStatus.default('pending') });

/** Finance's list of staff credits above a cap: pending ones first to decide, or the decided. */
@ApiTags('finance')
@Controller('finance/site_dollars_credit_requests')
@Roles('finance')
export class ListCreditRequestsController {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
  ) {}

  @Get()
  @ReadsProjections('site-dollars')
  @ApiOperation({ summary: 'Staff credits above a cap, by status (pending by default)' })
  async list(
    @Query({ schema: ListQuery }) query: z.infer<typeof ListQuery>,
  ): Promise<CreditRequestsResponse> {
    const docs = await this.readModels
      .collection<SiteDollarCreditRequestDoc>(SITE_DOLLAR_CREDIT_REQUESTS)
      .find({ status: query.status }, { sort: { requestedAt: -1 }, limit: 500 })
      .toArray();
    const logins = new Map<string, string | null>();
    const loginOf = async (userId: string | null): Promise<string | null> => {
      if (userId === null) return null;
      if (!logins.has(userId)) {
        const user = await this.directory.load(userId);
        logins.set(userId, user.exists ? user.login : null);
      }
      return logins.get(userId) ?? null;
    };
    const requests: CreditRequestRow[] = [];
    for (const doc of docs) {
      requests.push({
        request_id: doc._id,
        customer_id: doc.customerId,
        customer_login: await loginOf(doc.customerId),
        amount_cents: doc.amountCents,
        reason: doc.reason,
        requested_by: doc.requestedBy,
        requested_by_login: await loginOf(doc.requestedBy),
        requested_at: doc.requestedAt,
        cap: doc.cap,
        status: doc.status,
        decided_by: doc.decidedBy,
        decided_by_login: await loginOf(doc.decidedBy),
        decided_at: doc.decidedAt,
        decision_note: doc.decisionNote,
      });
    }
    return { requests };
  }
}
