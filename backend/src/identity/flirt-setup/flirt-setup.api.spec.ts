import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addCard,
  addVerifiedPhone,
  NON_US_PAYOUT,
  type SignedInUser,
  signInAdmin,
  signUp,
  tokenizeCard,
} from '../../test-support/identity.js';
import { SANDBOX_TEST_CARDS } from '../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('Flirt setup wizard (spec 002 §4)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const setup = (user: SignedInUser) =>
    t.inject({ method: 'GET', url: '/client_api/flirt_account_setup', headers: user.headers });
  const patch = (user: SignedInUser, payload: Record<string, unknown>) =>
    t.inject({
      method: 'PATCH',
      url: '/client_api/flirt_account_setup',
      headers: user.headers,
      payload,
    });
  const me = async (user: SignedInUser) =>
    (await t.inject({ method: 'GET', url: '/client_api/user', headers: user.headers })).json<{
      is_advisor: boolean;
      roles: string[];
      flirt_setup_step: string | null;
      id_verification_status: string;
    }>();
  const decideId = (user: SignedInUser, decision: string, by = admin) =>
    t.inject({
      method: 'POST',
      url: `/client_api/admin/users/${user.userId}/id_verification`,
      headers: by.headers,
      payload: { decision, reason: 'test' },
    });
  const startId = (user: SignedInUser) =>
    t.inject({ method: 'POST', url: '/client_api/id_verification', headers: user.headers });
  const refusal = (message: string, code = 'step_not_ready') => ({ error: { code, message } });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('goes phone, credit card, ID verification, payout info, gender, then completed', async () => {
    const flirt = await signUp(t, { flirtSignup: true });
    expect((await setup(flirt)).json()).toEqual({
      step: 'add_phone',
      status: 'in_progress',
      steps: ['add_phone', 'add_cc', 'verify_id', 'add_payout_info', 'gender'],
      completed_steps: [],
      id_status: 'unverified',
    });
    expect(await me(flirt)).toMatchObject({
      is_advisor: false,
      roles: ['customer'],
      flirt_setup_step: 'add_phone',
    });

    const early = await patch(flirt, { step: 'add_cc' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual(
      refusal('Please finish the earlier steps first.', 'step_out_of_order'),
    );
    expect((await patch(flirt, { step: 'add_phone' })).json()).toEqual(
      refusal('Please verify a phone number first.'),
    );
    await addVerifiedPhone(t, flirt);
    const phoneDone = await patch(flirt, { step: 'add_phone' });
    expect(phoneDone.statusCode).toBe(200);
    expect(phoneDone.json()).toMatchObject({
      step: 'add_cc',
      completed_steps: ['add_phone'],
      revision: expect.any(Number),
    });

    expect((await patch(flirt, { step: 'add_cc' })).json()).toEqual(
      refusal('Please add a credit card first.'),
    );
    // A card its issuer declines is refused at the card step and does not complete it.
    const declined = await t.inject({
      method: 'POST',
      url: '/client_api/cards',
      headers: flirt.headers,
      payload: { token: await tokenizeCard(t, SANDBOX_TEST_CARDS.decline) },
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({
      error: { fields: { token: 'Your card was declined. Please try another card.' } },
    });
    expect((await patch(flirt, { step: 'add_cc' })).json()).toEqual(
      refusal('Please add a credit card first.'),
    );
    await addCard(t, flirt);
    expect((await patch(flirt, { step: 'add_cc' })).json()).toMatchObject({ step: 'verify_id' });

    expect((await patch(flirt, { step: 'verify_id' })).json()).toEqual(
      refusal('Your ID has not been verified yet.'),
    );
    const started = await startId(flirt);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ status: 'pending', verification_url: null });
    expect((await patch(flirt, { step: 'verify_id' })).statusCode).toBe(422);
    expect((await decideId(flirt, 'approve')).statusCode).toBe(200);
    expect((await patch(flirt, { step: 'verify_id' })).json()).toMatchObject({
      step: 'add_payout_info',
    });
    // The payout step needs the payout page's form saved first.
    const noPayout = await patch(flirt, { step: 'add_payout_info' });
    expect(noPayout.statusCode).toBe(422);
    expect(noPayout.json()).toEqual(refusal('Please save your payout information first.'));
    const saved = await t.inject({
      method: 'POST',
      url: '/client_api/account/payout_info',
      headers: flirt.headers,
      payload: { payment_request: NON_US_PAYOUT },
    });
    expect(saved.statusCode).toBe(200);
    expect((await patch(flirt, { step: 'add_payout_info' })).json()).toMatchObject({
      step: 'gender',
    });

    expect((await patch(flirt, { step: 'gender' })).json()).toEqual(
      refusal('Please set your gender first.'),
    );
    const gender = await t.inject({
      method: 'POST',
      url: '/client_api/user_genders',
      headers: flirt.headers,
      payload: { flirtGender: 2, preferredGender: 0 },
    });
    expect(gender.statusCode).toBe(201);
    expect(gender.json()).toMatchObject({ flirtGender: 2, preferredGender: 0 });
    const done = await patch(flirt, { step: 'gender' });
    expect(done.json()).toMatchObject({
      step: 'completed',
      status: 'completed',
      id_status: 'completed',
    });
    expect(await me(flirt)).toMatchObject({
      is_advisor: true,
      roles: ['customer', 'advisor'],
      flirt_setup_step: 'completed',
      id_verification_status: 'completed',
    });
    expect((await patch(flirt, { step: 'gender' })).statusCode).toBe(200);
    const cancelDone = await patch(flirt, { cancel: true });
    expect(cancelDone.statusCode).toBe(409);
    expect(cancelDone.json()).toMatchObject({ error: { code: 'setup_completed' } });
  });

  it('makes the person a plain customer when they cancel', async () => {
    const flirt = await signUp(t, { flirtSignup: true });
    const cancelled = await patch(flirt, { cancel: true });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      step: null,
      status: 'cancelled',
      id_status: 'not_required',
    });
    expect(await me(flirt)).toMatchObject({
      is_advisor: false,
      roles: ['customer'],
      flirt_setup_step: null,
    });
    expect((await patch(flirt, { cancel: true })).json()).toEqual(
      refusal('Your Flirt account setup is not in progress.', 'setup_not_in_progress'),
    );
    expect((await patch(flirt, { step: 'add_phone' })).statusCode).toBe(422);
    const again = await t.inject({
      method: 'POST',
      url: '/client_api/flirt_account_setup',
      headers: flirt.headers,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ step: 'add_phone', status: 'in_progress' });
  });

  it('lets a signed-in customer start becoming a Flirt', async () => {
    const customer = await signUp(t);
    expect((await setup(customer)).json()).toMatchObject({
      step: null,
      status: 'not_started',
      id_status: 'not_required',
    });
    const started = await t.inject({
      method: 'POST',
      url: '/client_api/flirt_account_setup',
      headers: customer.headers,
    });
    expect(started.json()).toMatchObject({ step: 'add_phone', id_status: 'unverified' });
  });

  it('moves ID statuses as spec 002 §4 says: start from failed again, never twice while pending', async () => {
    const flirt = await signUp(t, { flirtSignup: true });
    const status = async () =>
      (
        await t.inject({
          method: 'GET',
          url: '/client_api/id_verification',
          headers: flirt.headers,
        })
      ).json<{
        status: string;
      }>().status;
    expect(await status()).toBe('unverified');
    const nothing = await decideId(flirt, 'approve');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({
      error: { message: 'There is no ID verification waiting for a decision.' },
    });
    await startId(flirt);
    expect(await status()).toBe('pending');
    const twice = await startId(flirt);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: { message: 'Your ID verification is already in progress.' },
    });
    await decideId(flirt, 'reject');
    expect(await status()).toBe('failed');
    expect((await startId(flirt)).json()).toMatchObject({ status: 'pending' });
    await decideId(flirt, 'approve');
    expect(await status()).toBe('verified');
    expect((await startId(flirt)).json()).toMatchObject({
      error: { message: 'Your ID has already been verified.' },
    });
  });

  it('lets an admin exempt a person, which also passes the ID step', async () => {
    const flirt = await signUp(t, { flirtSignup: true });
    await addVerifiedPhone(t, flirt);
    await patch(flirt, { step: 'add_phone' });
    await addCard(t, flirt);
    await patch(flirt, { step: 'add_cc' });
    await decideId(flirt, 'exempt');
    expect((await patch(flirt, { step: 'verify_id' })).json()).toMatchObject({
      step: 'add_payout_info',
      id_status: 'exempt',
    });
  });

  it('leaves ID decisions to admins', async () => {
    const flirt = await signUp(t, { flirtSignup: true });
    await startId(flirt);
    const bySelf = await decideId(flirt, 'approve', flirt);
    expect(bySelf.statusCode).toBe(403);
  });

  it('answers a bad gender setting with 422 and inline_error', async () => {
    const flirt = await signUp(t, { flirtSignup: true });
    for (const payload of [
      { flirtGender: 3, preferredGender: 0 },
      { flirtGender: 0 },
      {},
      { flirtGender: 'x', preferredGender: 1 },
    ]) {
      const response = await t.inject({
        method: 'POST',
        url: '/client_api/user_genders',
        headers: flirt.headers,
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: { code: 'gender_not_set', message: 'There was a problem setting the gender.' },
        inline_error: 'There was a problem setting the gender.',
      });
    }
    const visitorTry = await t.inject({
      method: 'POST',
      url: '/client_api/user_genders',
      payload: { flirtGender: 0, preferredGender: 0 },
    });
    expect(visitorTry.statusCode).toBe(401);
  });

  it('validates the PATCH body', async () => {
    const flirt = await signUp(t, { flirtSignup: true });
    expect((await patch(flirt, {})).json()).toMatchObject({
      error: { fields: { step: 'Please say which step was completed, or cancel.' } },
    });
    expect((await patch(flirt, { step: 'completed' })).statusCode).toBe(400);
  });
});

describe('phones and phone verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const addPhone = (user: SignedInUser, phone_number: string) =>
    t.inject({
      method: 'POST',
      url: '/client_api/phone',
      headers: user.headers,
      payload: { phone_number },
    });

  it('adds a US/CA number, shows it to its owner as (###) ### - ####, and verifies it with the code', async () => {
    const ann = await signUp(t);
    const added = await addPhone(ann, '+1 (646) 555-0142');
    expect(added.statusCode).toBe(201);
    const phone = added.json<{ phone: { id: string; phone_number: string; verified: boolean } }>()
      .phone;
    expect(phone).toEqual({
      id: expect.any(String),
      phone_number: '(646) 555 - 0142',
      verified: false,
    });
    const sent = await t.inject({
      method: 'POST',
      url: `/client_api/phone/${phone.id}/phone_verifications`,
      headers: ann.headers,
    });
    const code = sent.json<{ development_code: string }>().development_code;
    expect(code).toMatch(/^\d{6}$/);
    // The development adapter shows the code in the log too; request URLs carrying it are redacted.
    expect(
      t.logs.some(
        (line) => line.includes(code) && line.includes('development phone verification code'),
      ),
    ).toBe(true);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.inject({
      method: 'PATCH',
      url: `/client_api/phone/${phone.id}/phone_verifications/${wrongCode}`,
      headers: ann.headers,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { message: 'The code you entered is incorrect or has expired. Please try again.' },
    });
    const right = await t.inject({
      method: 'PATCH',
      url: `/client_api/phone/${phone.id}/phone_verifications/${code}`,
      headers: ann.headers,
    });
    expect(right.statusCode).toBe(200);
    expect(t.logs.some((line) => line.includes(`phone_verifications/${code}`))).toBe(false);
    const list = await t.inject({ method: 'GET', url: '/client_api/phones', headers: ann.headers });
    expect(list.json()).toEqual({
      phones: [{ id: phone.id, phone_number: '(646) 555 - 0142', verified: true }],
    });
  });

  it('refuses other numbers, and the same number twice on one account', async () => {
    const ann = await signUp(t);
    const bad = await addPhone(ann, '+44 20 7946 0958');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { fields: { phone_number: 'Please enter a valid US or Canadian phone number.' } },
    });
    expect((await addPhone(ann, '(646) 555-0199')).statusCode).toBe(201);
    const twice = await addPhone(ann, '646-555-0199');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: { message: 'This phone number is already on your account.' },
    });
  });

  it('keeps a verified number on one account only, until it is removed there', async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const annPhone = await addVerifiedPhone(t, ann, '(718) 555-0101');
    const added = await addPhone(bob, '(718) 555-0101');
    const bobPhone = added.json<{ phone: { id: string } }>().phone.id;
    const code = (
      await t.inject({
        method: 'POST',
        url: `/client_api/phone/${bobPhone}/phone_verifications`,
        headers: bob.headers,
      })
    ).json<{ development_code: string }>().development_code;
    const taken = await t.inject({
      method: 'PATCH',
      url: `/client_api/phone/${bobPhone}/phone_verifications/${code}`,
      headers: bob.headers,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: {
        code: 'phone_taken',
        message: 'This phone number is already in use on another account.',
      },
    });
    const removed = await t.inject({
      method: 'DELETE',
      url: `/client_api/phone/${annPhone}`,
      headers: ann.headers,
    });
    expect(removed.statusCode).toBe(200);
    const again = (
      await t.inject({
        method: 'POST',
        url: `/client_api/phone/${bobPhone}/phone_verifications`,
        headers: bob.headers,
      })
    ).json<{ development_code: string }>().development_code;
    const verified = await t.inject({
      method: 'PATCH',
      url: `/client_api/phone/${bobPhone}/phone_verifications/${again}`,
      headers: bob.headers,
    });
    expect(verified.statusCode).toBe(200);
  });

  it("answers 404 for someone else's phone", async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const annPhone = await addVerifiedPhone(t, ann);
    for (const request of [
      { method: 'DELETE' as const, url: `/client_api/phone/${annPhone}` },
      { method: 'POST' as const, url: `/client_api/phone/${annPhone}/phone_verifications` },
      { method: 'PATCH' as const, url: `/client_api/phone/${annPhone}/phone_verifications/123456` },
    ]) {
      const response = await t.inject({ ...request, headers: bob.headers });
      expect(response.statusCode).toBe(404);
    }
  });
});
