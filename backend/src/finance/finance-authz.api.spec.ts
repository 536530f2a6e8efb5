import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { type AuthzCase, formatAuthzMatrix, runAuthzMatrix } from '../test-support/authz-matrix.js';
import { signUp } from '../test-support/identity.js';
import type { PaymentHistoryResponse } from '@flirtwire/contracts';
import { caughtUp, runJob } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { payoutBody, sellGoodies } from '../test-support/finance.js';

interface Target {
  readonly payeeId: string;
  readonly formId: string;
  // payout runs
  readonly payoutId: string;
  readonly periodKey: string;
}

const threshold = {
  min_gross: '1000',
  gross_comparison: 'more_than',
  min_transactions: 4,
  transactions_comparison: 'at_least',
  note: 'authz',
};

/** Every finance and payout endpoint, aimed at another payee's tax id, payout info and form. */
const cases: AuthzCase<Target>[] = [
  {
    name: 'GET /account/payout_info',
    method: 'GET',
    url: () => '/client_api/account/payout_info',
    selfScoped: true,
  },
  {
    name: 'POST /account/payout_info (own)',
    method: 'POST',
    url: () => '/client_api/account/payout_info',
    body: () => payoutBody({ payee_name: 'Intruder' }, ['700', '11', '2222']),
    selfScoped: true,
  },
  { name: 'GET /tax_forms', method: 'GET', url: () => '/client_api/tax_forms', selfScoped: true },
  { name: 'GET /tax_forms/:id', method: 'GET', url: (x) => `/client_api/tax_forms/${x.formId}` },
  {
    name: 'GET /tax_forms/:id/pdf',
    method: 'GET',
    url: (x) => `/client_api/tax_forms/${x.formId}/pdf`,
  },
  {
    name: 'GET /finance/tax_years',
    method: 'GET',
    url: () => '/finance/tax_years',
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/tax_years/:y/payees',
    method: 'GET',
    url: () => '/finance/tax_years/2025/payees',
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/tax_years/:y/forms',
    method: 'GET',
    url: () => '/finance/tax_years/2025/forms',
    othersAllowedFor: ['finance'],
  },
  {
    name: 'POST /finance/tax_years/:y/forms',
    method: 'POST',
    url: () => '/finance/tax_years/2025/forms',
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/tax_forms/:id',
    method: 'GET',
    url: (x) => `/finance/tax_forms/${x.formId}`,
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/tax_forms/:id/trace',
    method: 'GET',
    url: (x) => `/finance/tax_forms/${x.formId}/trace`,
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/tax_forms/:id/pdf',
    method: 'GET',
    url: (x) => `/finance/tax_forms/${x.formId}/pdf`,
    othersAllowedFor: ['finance'],
  },
  {
    name: 'POST /finance/tax_forms/:id/issue',
    method: 'POST',
    url: (x) => `/finance/tax_forms/${x.formId}/issue`,
    othersAllowedFor: ['finance'],
  },
  {
    name: 'POST /finance/tax_forms/:id/correct',
    method: 'POST',
    url: (x) => `/finance/tax_forms/${x.formId}/correct`,
    othersAllowedFor: ['finance'],
  },
  {
    name: 'POST /finance/payees/:id/tax_id/reveal',
    method: 'POST',
    url: (x) => `/finance/payees/${x.payeeId}/tax_id/reveal`,
    body: () => ({ reason: 'authz matrix' }),
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/thresholds/:y',
    method: 'GET',
    url: () => '/finance/thresholds/2025',
    othersAllowedFor: ['finance'],
  },
  {
    name: 'PUT /finance/thresholds/:y/:j',
    method: 'PUT',
    url: () => '/finance/thresholds/2025/IL',
    body: () => threshold,
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/tax_years/:y/export',
    method: 'GET',
    url: () => '/finance/tax_years/2025/export',
    othersAllowedFor: ['finance'],
  },
  // payout runs
  {
    name: 'GET /transactions/payment_history',
    method: 'GET',
    url: () => '/client_api/transactions/payment_history',
    selfScoped: true,
  },
  {
    name: 'GET /finance/payouts',
    method: 'GET',
    url: () => '/finance/payouts',
    othersAllowedFor: ['finance'],
  },
  {
    name: 'GET /finance/payouts/files/:date/ach',
    method: 'GET',
    url: (x) => `/finance/payouts/files/${x.periodKey}/ach`,
    othersAllowedFor: ['finance'],
  },
  {
    name: 'POST /finance/payouts/:id/return',
    method: 'POST',
    url: (x) => `/finance/payouts/${x.payoutId}/return`,
    body: () => ({ code: 'R03' }),
    othersAllowedFor: ['finance'],
  },
];

describe('finance authorization matrix', () => {
  let t: TestApp;
  let store: EventStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaks no tax id, payout details or form of another payee to any role but finance', async () => {
    const results = await runAuthzMatrix<Target>(t, {
      cases,
      victim: async (app, people) => {
        const payee = await signUp(app);
        const ssn = [
          String(randomInt(100, 900)),
          String(randomInt(10, 99)),
          String(randomInt(1000, 9999)),
        ];
        const name = `Victim ${payee.login}`;
        const saved = await app.inject({
          method: 'POST',
          url: '/client_api/account/payout_info',
          headers: payee.headers,
          payload: payoutBody({ payee_name: name }, ssn),
        });
        expect(saved.statusCode).toBe(200);
        for (let i = 0; i < 3; i++) {
          const id = uuidv7();
          await sellGoodies(app, {
            saleId: id,
            creatorId: payee.userId,
            customerId: uuidv7(),
            amountCents: 700_000,
            platformFeeCents: 210_000,
            at: '2025-05-05T18:00:00.000Z',
          });
        }
        await caughtUp(app);
        const finance = people.finance;
        if (!finance) throw new Error('no finance person');
        await app.inject({
          method: 'POST',
          url: '/finance/tax_years/2025/forms',
          headers: finance.headers,
        });
        await caughtUp(app);
        const forms = (
          await app.inject({
            method: 'GET',
            url: '/finance/tax_years/2025/forms',
            headers: finance.headers,
          })
        ).json<{ forms: { id: string; payee_ids: string[] }[] }>().forms;
        const formId = forms.find((f) => f.payee_ids.includes(payee.userId))?.id ?? '';
        // A payout to the victim by direct deposit, for the payout endpoints.
        await runJob(app, 'payout-run', new Date());
        const paid = (
          await app.inject({
            method: 'GET',
            url: '/client_api/transactions/payment_history',
            headers: payee.headers,
          })
        ).json<PaymentHistoryResponse>().payouts[0];
        if (!paid) throw new Error('the victim was not paid');
        return {
          target: {
            payeeId: payee.userId,
            formId,
            payoutId: paid.payoutId,
            periodKey: paid.periodKey,
          },
          secrets: [ssn.join(''), ssn.join('-'), name, '123456789012'],
          snapshot: async () => [
            (await store.readStream(`payout-${payee.userId}`)).length,
            (await store.readStream(`payoutrun-${payee.userId}-${paid.periodKey}`)).length,
          ],
        };
      },
    });
    console.log(formatAuthzMatrix(results));
    expect(results.filter((r) => r.leaked.length > 0)).toEqual([]);
  });
});
