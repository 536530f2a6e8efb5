import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  StreamableFile,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CommandResult,
  type FinancePayoutsResponse,
  MarkPayoutReturnedInput,
  PAYOUT_HOLD_REASONS,
  PayoutFileKindSchema,
  type PayoutFileKind,
  payoutFeeCents,
  payoutRunStreamId,
  type PayoutRunRow,
  type UpcomingPayoutRow,
  Uuid,
} from '@flirtwire/contracts';
import {
  FINANCE_PAYEES,
  type FinancePayeeDoc,
  PAYOUTS,
  type PayoutDoc,
} from '@flirtwire/projections';
import { z } from 'zod';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { fileOfPeriod, PayoutFiles } from '../files/payout-files.js';
import { MarkPayoutReturnedCommand } from '../mark-returned/mark-payout-returned.handler.js';
import { PayeeFactsReader } from '../payee-facts.js';
import {
  nextPayDate,
  nextPayoutDate,
  payPeriodKey,
  payoutAmounts,
  payoutHoldReason,
  payoutRunDecider,
} from '../payout-run.decider.js';
import { methodLabel, payoutRowOf } from '../payout-rows.js';

const PeriodKeyParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The finance payouts console (role finance): the upcoming run (who is paid and who is held,
 * with the reason), past runs per pay date and method with their files, every payout, and
 * marking a return.
 */
@ApiTags('finance')
@Controller('finance/payouts')
@Roles('finance')
export class FinancePayoutsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
    private readonly readModels: ReadModels,
    private readonly facts: PayeeFactsReader,
    private readonly files: PayoutFiles,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ReadsProjections('payouts', 'tax-forms', 'earnings')
  @ApiOperation({ summary: 'Upcoming run with holds and reasons, past runs, payouts' })
  async console(): Promise<FinancePayoutsResponse> {
    const now = this.clock.now();
    const payees = await this.readModels
      .collection<FinancePayeeDoc>(FINANCE_PAYEES)
      .find({ paymentPeriod: { $ne: null } }, { sort: { _id: 1 } })
      .toArray();
    const login = async (id: string) => (await this.directory.load(id)).login || id;
    const upcoming: UpcomingPayoutRow[] = [];
    for (const { payeeId } of payees) {
      const { facts } = await this.facts.of(payeeId);
      const period = facts.paymentPeriod;
      const current = payPeriodKey(period, now);
      const decided =
        current !== null &&
        (await this.processor.state(payoutRunDecider, payoutRunStreamId(payeeId, current))).status;
      // A pay date already paid (or failed, or returned) is done: the next one is upcoming.
      const done = decided !== false && decided !== 'none' && decided !== 'held';
      const periodKey = done ? nextPayDate(period, now) : current;
      const reason = payoutHoldReason(facts);
      const amounts = payoutAmounts(period, facts.payableCents);
      upcoming.push({
        payeeId,
        login: await login(payeeId),
        paymentPeriod: period,
        method: methodLabel(period),
        periodKey,
        // Pay dates run in UTC; the console reads them as such.
        nextPayoutDate: nextPayoutDate(period, now, 'UTC', done),
        payableCents: facts.payableCents,
        feeCents: reason === null ? payoutFeeCents(period) : 0,
        amountCents: reason === null ? amounts.amountCents : 0,
        holdReason: reason,
        holdText: reason === null ? null : PAYOUT_HOLD_REASONS[reason],
      });
    }
    const docs = await this.readModels
      .collection<PayoutDoc>(PAYOUTS)
      .find({}, { sort: { periodKey: -1, _id: 1 }, limit: 1_000 })
      .toArray();
    const runs = new Map<string, PayoutRunRow>();
    for (const doc of docs) {
      if (doc.status === 'held') continue;
      const key = `${doc.periodKey}:${String(doc.paymentPeriod)}`;
      const run = runs.get(key) ?? {
        periodKey: doc.periodKey,
        file: fileOfPeriod(doc.paymentPeriod),
        method: methodLabel(doc.paymentPeriod),
        payouts: 0,
        amountCents: 0,
        feeCents: 0,
      };
      runs.set(key, {
        ...run,
        payouts: run.payouts + 1,
        amountCents: run.amountCents + (doc.status === 'failed' ? 0 : doc.amountCents),
        feeCents: run.feeCents + (doc.status === 'failed' ? 0 : doc.feeCents),
      });
    }
    const logins = new Map<string, string>();
    for (const doc of docs)
      if (!logins.has(doc.payeeId)) logins.set(doc.payeeId, await login(doc.payeeId));
    return {
      upcoming,
      runs: [...runs.values()],
      payouts: docs.map((doc) => payoutRowOf(doc, logins.get(doc.payeeId) ?? '')),
    };
  }

  @Get('files/:periodKey/:kind')
  @ApiOperation({ summary: 'The file of one pay date: NACHA ACH, check register, Paxum, MassPay' })
  async file(
    @Param('periodKey', { schema: PeriodKeyParam }) periodKey: string,
    @Param('kind', { schema: PayoutFileKindSchema }) kind: PayoutFileKind,
  ): Promise<StreamableFile> {
    const { name, body } = await this.files.build(periodKey, kind);
    return new StreamableFile(Buffer.from(body, 'utf8'), {
      type: kind === 'ach' ? 'text/plain; charset=us-ascii' : 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${name}"`,
    });
  }

  @Post(':payoutId/return')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a payout returned: its money goes back, payouts are held' })
  markReturned(
    @Param('payoutId', { schema: Uuid }) payoutId: string,
    @Body({ schema: MarkPayoutReturnedInput }) body: MarkPayoutReturnedInput,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return this.commands.execute(new MarkPayoutReturnedCommand(payoutId, body, context));
  }
}
