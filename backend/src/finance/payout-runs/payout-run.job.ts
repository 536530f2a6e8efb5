import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PAYOUT_RAILS, payoutRunStreamId } from '@flirtwire/contracts';
import {
  EARNINGS_DAYS,
  FINANCE_PAYEES,
  type FinancePayeeDoc,
  PAYOUTS,
} from '@flirtwire/projections';
import {
  PAYOUT_RAILS_PORT,
  type PayoutRails,
} from '../../infrastructure/payouts/payout-rail.port.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { type CommandContext, CommandProcessor } from '../../shared/commands/command-processor.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { PayeeFactsReader } from './payee-facts.js';
import { payPeriodKey, payoutRunDecider } from './payout-run.decider.js';

export const PAYOUT_RUN_JOB = 'payout-run';
/** The projections a run reads: balances (earnings, payouts) and the payee list. */
const READS = ['earnings', 'payouts', 'tax-forms'];
const CATCH_UP_MS = 10_000;

/** The payout of one payee for one pay date has this id, whichever run schedules it. */
const payoutIdFor = (payeeId: string, periodKey: string) => idFromKey('payout', payeeId, periodKey);

/**
 * The payout run (docs/adr/0107), hourly and by hand through the schedules endpoint. For every
 * payee with payout info it takes the pay date due now for their method, decides the payout
 * (pay or hold, in the decider) and hands a scheduled payout to the rail. Nothing is remembered
 * between runs: a payout scheduled before a crash is found in its stream and sent (the rail
 * keys on the payout id), and a pay date already decided pays nothing again.
 */
@Injectable()
export class PayoutRunJob implements OnModuleInit {
  private readonly logger = new Logger('Payouts');

  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly commands: CommandProcessor,
    private readonly facts: PayeeFactsReader,
    private readonly readModels: ReadModels,
    private readonly host: ProjectionHost,
    @Inject(PAYOUT_RAILS_PORT) private readonly rails: PayoutRails,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: PAYOUT_RUN_JOB,
      everyMs: 3_600_000,
      readModels: [PAYOUTS, EARNINGS_DAYS, FINANCE_PAYEES],
      run: (now) => this.run(now),
    });
  }

  async run(now: Date, onStep?: (payeeId: string) => void): Promise<{ done: number }> {
    const context: CommandContext = {
      correlationId: `payouts-${now.toISOString()}`,
      causationId: `payouts-${now.toISOString()}`,
      actor: { id: PAYOUT_RUN_JOB, role: 'system' },
      now,
    };
    // Balances must include every payout appended so far, or an earlier pay date's payout
    // would be paid again from a stale balance: no run until the read side has caught up.
    const caughtUp = await this.host.caughtUp(READS, CATCH_UP_MS);
    if (!caughtUp) throw new Error('the balances are behind the event store; the run waits');
    const payees = await this.readModels
      .collection<FinancePayeeDoc>(FINANCE_PAYEES)
      .find({ paymentPeriod: { $in: [0, 1, 2, 5, 6] } }, { sort: { _id: 1 } })
      .toArray();
    let done = 0;
    for (const { payeeId } of payees) {
      try {
        done += await this.step(payeeId, now, context);
        onStep?.(payeeId);
      } catch (error) {
        // One payee's trouble never stops the others; their pay date is due again next run.
        this.logger.error({ err: error, payeeId }, 'payout step failed');
      }
    }
    return { done };
  }

  /** Decides and sends one payee's payout for the pay date due at `now`; returns payouts sent. */
  private async step(payeeId: string, now: Date, context: CommandContext): Promise<number> {
    const snapshot = await this.facts.of(payeeId);
    const period = snapshot.facts.paymentPeriod;
    const periodKey = payPeriodKey(period, now);
    if (periodKey === null || period === 4) return 0;
    const streamId = payoutRunStreamId(payeeId, periodKey);
    await this.commands.handle(
      streamId,
      payoutRunDecider,
      {
        type: 'DecidePayout',
        payoutId: payoutIdFor(payeeId, periodKey),
        payeeId,
        periodKey,
        facts: snapshot.facts,
      },
      context,
    );
    const state = await this.commands.state(payoutRunDecider, streamId);
    if (state.status !== 'scheduled' || state.payoutId === null || state.paymentPeriod === null)
      return 0;
    if (state.paymentPeriod === 4) return 0;
    const answer = await this.rails.send({
      payoutId: state.payoutId,
      payeeId,
      rail: PAYOUT_RAILS[state.paymentPeriod],
      amountCents: state.amountCents,
    });
    if (answer.status === 'pending') return 0;
    await this.commands.handle(
      streamId,
      payoutRunDecider,
      answer.status === 'sent'
        ? { type: 'RecordPayoutSent', reference: answer.reference }
        : { type: 'RecordPayoutFailed', reason: answer.reason },
      context,
    );
    return answer.status === 'sent' ? 1 : 0;
  }
}
