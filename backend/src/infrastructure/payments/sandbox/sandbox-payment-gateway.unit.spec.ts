import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { SandboxPaymentGateway } from './sandbox-payment-gateway.js';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards.js';

const clock = { now: () => new Date('2026-03-15T12:00:00Z') };

describe('sandbox payment gateway', () => {
  let gateway: SandboxPaymentGateway;
  const tokenize = (
    number: string,
    overrides: Partial<{ expYear: number; expMonth: number }> = {},
  ) =>
    gateway.tokenize({
      number,
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      billingZip: '10001',
      ...overrides,
    });
  beforeEach(() => {
    gateway = new SandboxPaymentGateway(':memory:', clock);
  });
  afterEach(() => {
    gateway.close();
  });

  it('tokenizes a card and describes it by brand, last four and expiry only', async () => {
    const card = tokenize(SANDBOX_TEST_CARDS.approve);
    expect(card.token).toMatch(/^tok_sandbox_/);
    expect(await gateway.describeToken(card.token)).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(tokenize(SANDBOX_TEST_CARDS.approveMastercard).brand).toBe('mastercard');
    expect(tokenize(SANDBOX_TEST_CARDS.approveAmex).brand).toBe('amex');
    expect(await gateway.describeToken('tok_unknown')).toBeNull();
  });

  it('attaches a token to one customer only', async () => {
    const { token } = tokenize(SANDBOX_TEST_CARDS.approve);
    expect(await gateway.claimToken(token, 'ann')).toMatchObject({ last4: '4242' });
    expect(await gateway.claimToken(token, 'ann')).toMatchObject({ last4: '4242' });
    expect(await gateway.claimToken(token, 'bob')).toBeNull();
    expect(await gateway.claimToken('tok_unknown', 'bob')).toBeNull();
  });

  it('verifies a card when it is added: only the always-declined card fails, and nothing is recorded', async () => {
    const verify = (number: string) => gateway.verifyCard(tokenize(number).token);
    expect(await verify(SANDBOX_TEST_CARDS.approve)).toEqual({ status: 'verified' });
    expect(await verify(SANDBOX_TEST_CARDS.decline)).toEqual({
      status: 'declined',
      reason: 'card_declined',
    });
    for (const number of [
      SANDBOX_TEST_CARDS.declineOnCharge,
      SANDBOX_TEST_CARDS.insufficientFunds,
      SANDBOX_TEST_CARDS.processorError,
    ]) {
      expect(await verify(number)).toEqual({ status: 'verified' });
    }
    expect(await gateway.verifyCard('tok_unknown')).toEqual({
      status: 'declined',
      reason: 'unknown_card',
    });
    // A zero-amount check is no charge: the processor's records (and so the reconciliation)
    // never see it.
    expect(
      await gateway.listRecords({
        from: '2000-01-01T00:00:00.000Z',
        to: '2100-01-01T00:00:00.000Z',
      }),
    ).toEqual({ charges: [], refunds: [] });
  });

  it('refuses numbers that fail the Luhn check, and expired cards', () => {
    expect(() => tokenize('4242424242424241')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => tokenize(SANDBOX_TEST_CARDS.approve, { expYear: 2026, expMonth: 2 })).toThrow(
      expect.objectContaining({ fields: { exp_year: 'Your card has expired.' } }),
    );
  });

  it('charges each documented test card with its documented result, once per idempotency key', async () => {
    const charge = (number: string, key: string) =>
      gateway.charge({
        token: tokenize(number).token,
        amountCents: 500,
        idempotencyKey: key,
        description: 't',
      });
    expect(await charge(SANDBOX_TEST_CARDS.approve, 'a')).toMatchObject({ status: 'approved' });
    expect(await charge(SANDBOX_TEST_CARDS.decline, 'b')).toEqual({
      status: 'declined',
      reason: 'card_declined',
    });
    expect(await charge(SANDBOX_TEST_CARDS.declineOnCharge, 'b2')).toEqual({
      status: 'declined',
      reason: 'card_declined',
    });
    expect(await charge(SANDBOX_TEST_CARDS.insufficientFunds, 'c')).toEqual({
      status: 'insufficient_funds',
    });
    expect(await charge(SANDBOX_TEST_CARDS.processorError, 'd')).toMatchObject({
      status: 'processor_error',
    });
    const token = tokenize(SANDBOX_TEST_CARDS.approve).token;
    const first = await gateway.charge({
      token,
      amountCents: 700,
      idempotencyKey: 'same',
      description: 'x',
    });
    const again = await gateway.charge({
      token,
      amountCents: 700,
      idempotencyKey: 'same',
      description: 'x',
    });
    expect(again).toEqual(first);
  });

  it('refunds up to the charged amount', async () => {
    const token = tokenize(SANDBOX_TEST_CARDS.approve).token;
    const charge = await gateway.charge({
      token,
      amountCents: 1000,
      idempotencyKey: 'k',
      description: 'x',
    });
    if (charge.status !== 'approved') throw new Error('expected approval');
    expect(
      await gateway.refund({ chargeId: charge.chargeId, amountCents: 600, idempotencyKey: 'r1' }),
    ).toMatchObject({ status: 'refunded', amountCents: 600 });
    expect(
      await gateway.refund({ chargeId: charge.chargeId, amountCents: 600, idempotencyKey: 'r2' }),
    ).toEqual({ status: 'failed', reason: 'amount_exceeds_charge' });
    // The same key again answers the first refund and refunds nothing more.
    expect(
      await gateway.refund({ chargeId: charge.chargeId, amountCents: 600, idempotencyKey: 'r1' }),
    ).toMatchObject({ status: 'refunded', amountCents: 600 });
    expect(gateway.refundedCents(charge.chargeId)).toBe(600);
    expect(gateway.refundedCents('ch_unknown')).toBe(0);
  });

  it('checks cardholder proof: trailing digits and billing zip', async () => {
    const { token } = tokenize(SANDBOX_TEST_CARDS.approve);
    expect(
      await gateway.verifyCardholder(token, { trailingDigits: '424242', billingZip: '10001' }),
    ).toBe(true);
    expect(await gateway.verifyCardholder(token, { trailingDigits: '42424242' })).toBe(true);
    expect(
      await gateway.verifyCardholder(token, { trailingDigits: '424243', billingZip: '10001' }),
    ).toBe(false);
    expect(
      await gateway.verifyCardholder(token, { trailingDigits: '424242', billingZip: '10002' }),
    ).toBe(false);
  });
});
