import { v7 as uuidv7 } from 'uuid';
import type { TestApp } from './test-app.js';
import { appendEvents } from './customers.js';

const SSN = ['512', '34', '6789'];

/** A valid payout save body (US, Vermont, direct deposit, SSN in parts). */
export function payoutBody(overrides: Record<string, unknown> = {}, ssn: string[] = SSN) {
  return {
    payment_request: {
      payee_name: 'Ann Payee',
      address_line1: '1 Main St',
      city: 'Burlington',
      state: 'VT',
      zip_code: '05401',
      country: 'US',
      taxable_status: 10,
      payment_period: 2,
      balance_to_keep: '0',
      tax_id_type: 'ssn',
      ssn_part1: ssn[0],
      ssn_part2: ssn[1],
      ssn_part3: ssn[2],
      ...overrides,
    },
    bank_account: {
      bank_name: 'First Bank',
      routing_number: '011000015',
      account_number: '123456789012',
      account_number_confirmation: '123456789012',
      account_type: 0,
    },
  };
}

/** A goodies sale as the activity context records it, on a stream of its own (`at` may be long ago). */
export function sellGoodies(
  t: TestApp,
  sale: {
    readonly saleId: string;
    readonly creatorId: string;
    readonly customerId: string;
    readonly amountCents: number;
    readonly platformFeeCents: number;
    readonly at: string;
    readonly title?: string;
  },
): Promise<number> {
  const { saleId, creatorId, customerId, amountCents, platformFeeCents, at } = sale;
  return appendEvents(t, `goodies-sale-${saleId}`, [
    {
      type: 'GoodiesSold',
      occurredAt: at,
      data: {
        saleId,
        chargeId: `goodies-${saleId}`,
        creatorId,
        customerId,
        goodyBagId: 'bag',
        title: sale.title ?? 'Bag',
        at,
        amountCents,
        platformFeeCents,
      },
    },
  ]);
}

/**
 * Goodies sales to one customer of the suite's own, numbered p1, p2…: `sell(creatorId,
 * amountCents, at)`; `feeCents` is the platform's fee of a sale (none by default). `app` is read
 * at each sale (suites start their app in beforeAll).
 */
export function goodiesSales(
  app: () => TestApp,
  feeCents: (amountCents: number) => number = () => 0,
): (creatorId: string, amountCents: number, at?: string) => Promise<number> {
  const customerId = uuidv7();
  let sale = 0;
  return (creatorId, amountCents, at = new Date().toISOString()) => {
    sale++;
    return sellGoodies(app(), {
      saleId: `p${String(sale)}`,
      creatorId,
      customerId,
      amountCents,
      platformFeeCents: feeCents(amountCents),
      at,
    });
  };
}
