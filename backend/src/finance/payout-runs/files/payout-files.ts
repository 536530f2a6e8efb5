import { Inject, Injectable } from '@nestjs/common';
import type { PayoutFileKind } from '@flirtwire/contracts';
import { PAYOUTS, type PayoutDoc } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { FinanceLedger } from '../../finance-ledger.js';
import { PayoutViews } from '../../payout/payout-view.js';
import { type AchOrigin, achFile, csvFile, decimal } from './nacha-file.js';

/** The periods (payment period codes) each file carries. */
const PERIOD_OF_FILE: Record<PayoutFileKind, number> = { check: 0, ach: 2, masspay: 5, paxum: 6 };
/** The file a period's payouts go out in (Express Pay has none: it is paid by API). */
export const fileOfPeriod = (period: number): PayoutFileKind | null =>
  (Object.entries(PERIOD_OF_FILE).find(([, p]) => p === period)?.[0] as
    PayoutFileKind | undefined) ?? null;

/**
 * Our bank's details for the ACH file header. Placeholders for development: a deployment
 * sets its own bank's values here before finance hands a file to a bank.
 */
const ORIGIN: AchOrigin = {
  destinationRouting: '011000015',
  destinationName: 'Our bank',
  originRouting: '011000015',
  originName: 'Flirtwire',
  companyId: '1000000000',
  companyName: 'Flirtwire',
};

/**
 * The files finance hands out for one pay date (docs/adr/0107): a NACHA ACH file for direct
 * deposits, a check register, Paxum and MassPay batches. Every payout that went out on that
 * date is in it (a later return included, so the file stays what was handed over). Payee
 * details are opened with the payee's key only here; the ACH file carries the bank account
 * number because the bank needs it, and no file ever carries a tax id.
 */
@Injectable()
export class PayoutFiles {
  constructor(
    private readonly readModels: ReadModels,
    private readonly ledger: FinanceLedger,
    private readonly views: PayoutViews,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async payoutsOf(periodKey: string, kind: PayoutFileKind): Promise<PayoutDoc[]> {
    return this.readModels
      .collection<PayoutDoc>(PAYOUTS)
      .find(
        {
          periodKey,
          paymentPeriod: PERIOD_OF_FILE[kind],
          status: { $in: ['scheduled', 'sent', 'returned'] },
        },
        { sort: { _id: 1 } },
      )
      .toArray();
  }

  async build(periodKey: string, kind: PayoutFileKind): Promise<{ name: string; body: string }> {
    const payouts = await this.payoutsOf(periodKey, kind);
    const rows = await Promise.all(
      payouts.map(async (payout) => {
        const state = await this.ledger.payout(payout.payeeId);
        return { payout, state, details: await this.views.details(payout.payeeId, state) };
      }),
    );
    const name = `payouts-${periodKey}-${kind}.${kind === 'ach' ? 'ach' : 'csv'}`;
    const memo = (p: PayoutDoc) => `${this.config.productName} payout ${p.periodKey}`;
    switch (kind) {
      case 'ach':
        return {
          name,
          body: achFile(
            { ...ORIGIN, companyName: this.config.productName },
            rows.map(({ payout, state, details }) => ({
              routingNumber: details.routing_number,
              accountNumber: details.account_number,
              accountType: state.saved?.bankAccountType === 1 ? 1 : 0,
              amountCents: payout.amountCents,
              individualId: payout.payoutId ?? payout._id,
              name: details.payee_name,
            })),
            this.clock.now(),
            new Date(`${periodKey}T00:00:00Z`),
          ),
        };
      case 'check':
        return {
          name,
          body: csvFile(
            [
              'payout_id',
              'payee_name',
              'address_line1',
              'address_line2',
              'city',
              'state',
              'zip_code',
              'country',
              'amount',
              'fee',
              'memo',
            ],
            rows.map(({ payout, state, details }) => [
              payout.payoutId ?? '',
              details.payee_name,
              details.address_line1,
              details.address_line2,
              details.city,
              state.saved?.state ?? '',
              details.zip_code,
              state.saved?.country ?? '',
              decimal(payout.amountCents),
              decimal(payout.feeCents),
              memo(payout),
            ]),
          ),
        };
      case 'paxum':
      case 'masspay':
        return {
          name,
          body: csvFile(
            ['email', 'amount', 'currency', 'reference', 'note'],
            rows.map(({ payout, details }) => [
              kind === 'paxum' ? details.paxum_email : details.masspay_email,
              decimal(payout.amountCents),
              'USD',
              payout.payoutId ?? '',
              memo(payout),
            ]),
          ),
        };
      default: {
        const never: never = kind;
        return never;
      }
    }
  }
}
