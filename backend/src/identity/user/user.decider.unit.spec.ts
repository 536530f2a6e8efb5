import { describe, expect, it } from '@jest/globals';
import type { UserEvent } from '@flirtwire/contracts';
import { fold } from '../../shared/domain/decider.js';
import { spec } from '../../test-support/decider-spec.js';
import { type SignUp, type UserCommand, userDecider } from './user.decider.js';
import { currentStep, rolesOf } from './user.state.js';

const userId = '0190a0b0-0000-7000-8000-000000000001';
const adminId = '0190a0b0-0000-7000-8000-000000000002';
const sealed = (label: string) => `pd1.${label}.sealed`;
const index = (digit: string) => digit.repeat(64);
const today = { year: 2026, month: 3, day: 15 };
const now = new Date('2026-03-15T12:00:00.000Z');
const inOneHour = new Date(now.getTime() + 3_600_000).toISOString();

const signUp = (overrides: Partial<SignUp> = {}): SignUp => ({
  type: 'SignUp',
  userId,
  login: 'Ann_1',
  sealedEmail: sealed('email'),
  emailIndex: index('e'),
  dateOfBirth: '03/15/2008',
  sealedDateOfBirth: sealed('dob'),
  sealedPasswordHash: sealed('hash'),
  sealedPin: sealed('pin'),
  offersOptIn: false,
  flirtSignup: false,
  today,
  productName: 'Flirtwire',
  ...overrides,
});

const signedUp = (flirtSignup = false): UserEvent => ({
  type: 'UserSignedUp',
  data: {
    userId,
    login: 'Ann_1',
    sealedEmail: sealed('email'),
    emailIndex: index('e'),
    sealedDateOfBirth: sealed('dob'),
    sealedPasswordHash: sealed('hash'),
    offersOptIn: false,
    flirtSignup,
  },
});
const pinSet: UserEvent = { type: 'PinSet', data: { userId, sealedPin: sealed('pin') } };
const setupStarted: UserEvent = { type: 'FlirtSetupStarted', data: { userId } };
const stepDone = (step: 'add_phone' | 'add_cc' | 'verify_id' | 'add_payout_info' | 'gender') =>
  ({ type: 'FlirtSetupStepCompleted', data: { userId, step } }) as const;
const phoneId = '0190a0b0-0000-7000-8000-0000000000f1';
const phoneAdded: UserEvent = {
  type: 'PhoneAdded',
  data: { userId, phoneId, sealedPhone: sealed('phone'), phoneIndex: index('a') },
};
const phoneVerified: UserEvent = { type: 'PhoneVerified', data: { userId, phoneId } };
const card = (cardId: string, token: string): UserEvent => ({
  type: 'CardAdded',
  data: { userId, cardId, token, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
});
const cardA = '0190a0b0-0000-7000-8000-0000000000c1';
const cardB = '0190a0b0-0000-7000-8000-0000000000c2';
const defaultCard = (cardId: string): UserEvent => ({
  type: 'DefaultCardChanged',
  data: { userId, cardId },
});
const verificationId = '0190a0b0-0000-7000-8000-0000000000d1';
const idPending: UserEvent[] = [
  {
    type: 'IdVerificationStarted',
    data: { userId, verificationId, providerReference: 'dev-1' },
  },
  { type: 'IdVerificationSubmitted', data: { userId, verificationId } },
];
const idApproved: UserEvent = { type: 'IdVerificationApproved', data: { userId, verificationId } };
const genderSet: UserEvent = {
  type: 'GenderSet',
  data: { userId, flirtGender: 0, preferredGender: 1 },
};
const step = (
  s: 'add_phone' | 'add_cc' | 'verify_id' | 'add_payout_info' | 'gender',
): UserCommand => ({
  type: 'CompleteSetupStep',
  userId,
  step: s,
});

describe('user decider: sign-up', () => {
  it('signs a customer up with a PIN; a Flirt sign-up also starts the wizard', () => {
    spec(userDecider).given([]).when(signUp()).then([signedUp(), pinSet]);
    spec(userDecider)
      .given([])
      .when(signUp({ flirtSignup: true }))
      .then([signedUp(true), pinSet, setupStarted]);
  });

  it('refuses anyone under 18, with the product name in the message', () => {
    spec(userDecider)
      .given([])
      .when(signUp({ dateOfBirth: '03/16/2008' }))
      .thenThrows({
        status: 400,
        fields: { dateOfBirth: 'You must be over 18 to use Flirtwire.' },
      });
  });

  it('refuses a date of birth in the future', () => {
    spec(userDecider)
      .given([])
      .when(signUp({ dateOfBirth: '01/01/2027' }))
      .thenThrows({ fields: { dateOfBirth: 'Please enter a valid date of birth.' } });
  });

  it('never signs the same account up twice', () => {
    spec(userDecider)
      .given([signedUp(), pinSet])
      .when(signUp())
      .thenThrows({ code: 'user_exists', status: 409 });
  });
});

describe('user decider: roles', () => {
  it('makes everyone a customer, Flirts advisors, and adds staff roles granted by an admin', () => {
    const base = fold(userDecider, [signedUp(), pinSet]);
    expect(rolesOf(base)).toEqual(['customer']);
    const staff = fold(userDecider, [
      signedUp(),
      { type: 'RoleGranted', data: { userId, role: 'finance' } },
      { type: 'RoleGranted', data: { userId, role: 'auditor' } },
      { type: 'RoleRevoked', data: { userId, role: 'finance' } },
    ]);
    expect(rolesOf(staff)).toEqual(['customer', 'auditor']);
  });

  it('grants and revokes idempotently', () => {
    const granted: UserEvent = { type: 'RoleGranted', data: { userId, role: 'moderator' } };
    spec(userDecider)
      .given([signedUp()])
      .when({ type: 'GrantRole', userId, role: 'moderator' })
      .then([granted]);
    spec(userDecider)
      .given([signedUp(), granted])
      .when({ type: 'GrantRole', userId, role: 'moderator' })
      .then([]);
    spec(userDecider)
      .given([signedUp()])
      .when({ type: 'RevokeRole', userId, role: 'moderator', actorId: adminId })
      .then([]);
  });

  it("refuses to remove an admin's own admin role, or to deactivate oneself", () => {
    spec(userDecider)
      .given([signedUp(), { type: 'RoleGranted', data: { userId, role: 'admin' } }])
      .when({ type: 'RevokeRole', userId, role: 'admin', actorId: userId })
      .thenThrows({ code: 'cannot_revoke_own_admin', status: 422 });
    spec(userDecider)
      .given([signedUp()])
      .when({ type: 'Deactivate', userId, reason: '', actorId: userId })
      .thenThrows({ code: 'cannot_deactivate_self' });
  });

  it('acts on existing accounts only', () => {
    spec(userDecider)
      .given([])
      .when({ type: 'GrantRole', userId, role: 'admin' })
      .thenThrows({ code: 'user_not_found', status: 404 });
  });
});

describe('user decider: Flirt setup wizard (spec 002 §4)', () => {
  it('goes phone, credit card, ID verification, payout info, gender, then completed', () => {
    const history: UserEvent[] = [signedUp(true), pinSet, setupStarted];
    expect(currentStep(fold(userDecider, history))).toBe('add_phone');
    history.push(phoneAdded, phoneVerified, stepDone('add_phone'));
    expect(currentStep(fold(userDecider, history))).toBe('add_cc');
    history.push(card(cardA, 'tok_a'), defaultCard(cardA), stepDone('add_cc'));
    expect(currentStep(fold(userDecider, history))).toBe('verify_id');
    history.push(...idPending, idApproved, stepDone('verify_id'));
    expect(currentStep(fold(userDecider, history))).toBe('add_payout_info');
    history.push(stepDone('add_payout_info'), genderSet);
    expect(currentStep(fold(userDecider, history))).toBe('gender');
    spec(userDecider)
      .given(history)
      .when(step('gender'))
      .then([stepDone('gender'), { type: 'FlirtSetupCompleted', data: { userId } }]);
    const done = fold(userDecider, [
      ...history,
      stepDone('gender'),
      { type: 'FlirtSetupCompleted', data: { userId } },
    ]);
    expect(currentStep(done)).toBe('completed');
    expect(rolesOf(done)).toEqual(['customer', 'advisor']);
    expect(done.idStatus).toBe('completed');
  });

  it('advances a step only once its save happened', () => {
    const started = [signedUp(true), pinSet, setupStarted];
    spec(userDecider)
      .given(started)
      .when(step('add_phone'))
      .thenThrows({ code: 'step_not_ready', message: 'Please verify a phone number first.' });
    spec(userDecider)
      .given([...started, phoneAdded])
      .when(step('add_phone'))
      .thenThrows({ message: 'Please verify a phone number first.' });
    spec(userDecider)
      .given([...started, phoneAdded, phoneVerified])
      .when(step('add_phone'))
      .then([stepDone('add_phone')]);
    spec(userDecider)
      .given([...started, phoneAdded, phoneVerified, stepDone('add_phone')])
      .when(step('add_cc'))
      .thenThrows({ message: 'Please add a credit card first.' });
    spec(userDecider)
      .given([
        ...started,
        phoneAdded,
        phoneVerified,
        stepDone('add_phone'),
        card(cardA, 't'),
        stepDone('add_cc'),
        ...idPending,
      ])
      .when(step('verify_id'))
      .thenThrows({ message: 'Your ID has not been verified yet.' });
  });

  it('keeps the order: a later step cannot be completed first', () => {
    spec(userDecider)
      .given([signedUp(true), pinSet, setupStarted, genderSet])
      .when(step('gender'))
      .thenThrows({ code: 'step_out_of_order', status: 422 });
  });

  it('needs a setup in progress; cancelling makes the person a plain customer', () => {
    spec(userDecider)
      .given([signedUp(), pinSet])
      .when(step('add_phone'))
      .thenThrows({ code: 'setup_not_in_progress' });
    spec(userDecider)
      .given([signedUp(true), pinSet, setupStarted])
      .when({ type: 'CancelFlirtSetup', userId })
      .then([{ type: 'FlirtSetupCancelled', data: { userId } }]);
    const cancelled = fold(userDecider, [
      signedUp(true),
      pinSet,
      setupStarted,
      { type: 'FlirtSetupCancelled', data: { userId } },
    ]);
    expect(currentStep(cancelled)).toBeNull();
    expect(rolesOf(cancelled)).toEqual(['customer']);
    expect(cancelled.idStatus).toBe('not_required');
  });
});

describe('user decider: ID verification statuses (spec 002 §3-4)', () => {
  const started = [signedUp(true), pinSet, setupStarted];

  it('starts from unverified and moves to created then pending', () => {
    expect(fold(userDecider, started).idStatus).toBe('unverified');
    spec(userDecider)
      .given(started)
      .when({
        type: 'StartIdVerification',
        userId,
        verificationId,
        providerReference: 'dev-1',
        submitted: true,
      })
      .then(idPending);
    expect(fold(userDecider, [...started, ...idPending]).idStatus).toBe('pending');
  });

  it('may start again after a failure, never while pending or once verified', () => {
    const rejected: UserEvent = {
      type: 'IdVerificationRejected',
      data: { userId, verificationId, reason: 'blurry' },
    };
    const start: UserCommand = {
      type: 'StartIdVerification',
      userId,
      verificationId,
      providerReference: 'dev-2',
      submitted: false,
    };
    expect(fold(userDecider, [...started, ...idPending, rejected]).idStatus).toBe('failed');
    spec(userDecider)
      .given([...started, ...idPending, rejected])
      .when(start)
      .then([
        {
          type: 'IdVerificationStarted',
          data: { userId, verificationId, providerReference: 'dev-2' },
        },
      ]);
    spec(userDecider)
      .given([...started, ...idPending])
      .when(start)
      .thenThrows({ code: 'id_verification_in_progress', status: 409 });
    spec(userDecider)
      .given([...started, ...idPending, idApproved])
      .when(start)
      .thenThrows({ code: 'id_already_verified' });
  });

  it('lets an admin approve or reject a pending check, or exempt the person', () => {
    spec(userDecider)
      .given([...started, ...idPending])
      .when({ type: 'DecideIdVerification', userId, decision: 'approve', reason: '' })
      .then([idApproved]);
    spec(userDecider)
      .given(started)
      .when({ type: 'DecideIdVerification', userId, decision: 'approve', reason: '' })
      .thenThrows({ code: 'id_nothing_to_decide' });
    spec(userDecider)
      .given(started)
      .when({ type: 'DecideIdVerification', userId, decision: 'exempt', reason: 'staff' })
      .then([{ type: 'IdVerificationExempted', data: { userId, reason: 'staff' } }]);
  });
});

describe('user decider: cards on file', () => {
  const add = (cardId: string, token: string): UserCommand => ({
    type: 'AddCard',
    userId,
    cardId,
    token,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
  });

  it('makes the first card the default; later cards are added beside it', () => {
    spec(userDecider)
      .given([signedUp()])
      .when(add(cardA, 'tok_a'))
      .then([card(cardA, 'tok_a'), defaultCard(cardA)]);
    spec(userDecider)
      .given([signedUp(), card(cardA, 'tok_a'), defaultCard(cardA)])
      .when(add(cardB, 'tok_b'))
      .then([card(cardB, 'tok_b')]);
    spec(userDecider)
      .given([signedUp(), card(cardA, 'tok_a'), defaultCard(cardA)])
      .when(add(cardB, 'tok_a'))
      .then([]);
  });

  it('moves the default to another card when the default is removed', () => {
    const two = [signedUp(), card(cardA, 'a'), defaultCard(cardA), card(cardB, 'b')];
    spec(userDecider)
      .given(two)
      .when({ type: 'RemoveCard', userId, cardId: cardA })
      .then([{ type: 'CardRemoved', data: { userId, cardId: cardA } }, defaultCard(cardB)]);
    spec(userDecider)
      .given(two)
      .when({ type: 'MakeDefaultCard', userId, cardId: cardB })
      .then([defaultCard(cardB)]);
    spec(userDecider)
      .given(two)
      .when({ type: 'RemoveCard', userId, cardId: '0190a0b0-0000-7000-8000-0000000000ff' })
      .thenThrows({ code: 'card_not_found', status: 404 });
  });
});

describe('user decider: password reset', () => {
  const resetId = '0190a0b0-0000-7000-8000-0000000000e1';
  const requested = (verification: 'none' | 'card', tokenHash: string | null): UserEvent => ({
    type: 'PasswordResetRequested',
    data: { userId, resetId, verification, tokenHash, expiresAt: inOneHour },
  });
  const complete = (tokenHash: string, at = now): UserCommand => ({
    type: 'CompletePasswordReset',
    userId,
    resetId,
    tokenHash,
    sealedPasswordHash: sealed('new'),
    now: at,
  });
  const changed: UserEvent = {
    type: 'PasswordChanged',
    data: { userId, sealedPasswordHash: sealed('new'), reason: 'reset', resetId },
  };

  it('changes the password once, with the right token, before the link expires', () => {
    spec(userDecider)
      .given([signedUp(), requested('none', index('1'))])
      .when(complete(index('1')))
      .then([changed]);
    spec(userDecider)
      .given([signedUp(), requested('none', index('1')), changed])
      .when(complete(index('1')))
      .thenThrows({
        code: 'reset_link_expired',
        status: 410,
        message:
          'Sorry, but your request has been expired. Please request your password once again.',
      });
    spec(userDecider)
      .given([signedUp(), requested('none', index('1'))])
      .when(complete(index('2')))
      .thenThrows({ code: 'reset_link_expired' });
    spec(userDecider)
      .given([signedUp(), requested('none', index('1'))])
      .when(complete(index('1'), new Date(Date.parse(inOneHour))))
      .thenThrows({ code: 'reset_link_expired' });
  });

  it('needs the account verified first when the request asked for it', () => {
    const verify: UserCommand = {
      type: 'VerifyPasswordReset',
      userId,
      resetId,
      tokenHash: index('3'),
      expiresAt: inOneHour,
      now,
    };
    const verified: UserEvent = {
      type: 'PasswordResetVerified',
      data: { userId, resetId, tokenHash: index('3'), expiresAt: inOneHour },
    };
    spec(userDecider)
      .given([signedUp(), requested('card', null)])
      .when(complete(index('3')))
      .thenThrows({ code: 'reset_link_expired' });
    spec(userDecider)
      .given([signedUp(), requested('card', null)])
      .when(verify)
      .then([verified]);
    spec(userDecider)
      .given([signedUp(), requested('card', null), verified])
      .when(verify)
      .then([]);
    spec(userDecider)
      .given([signedUp(), requested('card', null), verified])
      .when(complete(index('3')))
      .then([changed]);
  });

  it('refuses resets for an inactive account with the spec message', () => {
    spec(userDecider)
      .given([signedUp(), { type: 'UserDeactivated', data: { userId, reason: '' } }])
      .when({
        type: 'RequestPasswordReset',
        userId,
        resetId,
        verification: 'none',
        tokenHash: index('1'),
        expiresAt: inOneHour,
      })
      .thenThrows({
        code: 'account_inactive',
        message: 'Sorry, but your account is inactive. Please contact the administrator.',
      });
  });
});

describe('user decider: phones', () => {
  it('adds a phone once per account and verifies it', () => {
    spec(userDecider)
      .given([signedUp()])
      .when({
        type: 'AddPhone',
        userId,
        phoneId,
        sealedPhone: sealed('phone'),
        phoneIndex: index('a'),
      })
      .then([phoneAdded]);
    spec(userDecider)
      .given([signedUp(), phoneAdded])
      .when({
        type: 'AddPhone',
        userId,
        phoneId: cardA,
        sealedPhone: sealed('phone'),
        phoneIndex: index('a'),
      })
      .thenThrows({ code: 'phone_on_account', status: 409 });
    spec(userDecider)
      .given([signedUp(), phoneAdded])
      .when({ type: 'VerifyPhone', userId, phoneId })
      .then([phoneVerified]);
    spec(userDecider)
      .given([signedUp(), phoneAdded, phoneVerified])
      .when({ type: 'VerifyPhone', userId, phoneId })
      .then([]);
  });
});
