import {
  IDENTITY_MESSAGES,
  type UserEvent,
  validateDateOfBirth,
  WIZARD_STEPS,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { CompleteSetupStep, UserCommand } from './user.commands.js';
import { currentStep, evolveUser, initialUserState, type UserState } from './user.state.js';

export type * from './user.commands.js';

const MAX_PHONES = 5;
const MAX_CARDS = 10;

export const USER_MESSAGES = {
  setupNotInProgress: 'Your Flirt account setup is not in progress.',
  setupAlreadyCompleted: 'Your Flirt account is already set up.',
  stepOutOfOrder: 'Please finish the earlier steps first.',
  needVerifiedPhone: 'Please verify a phone number first.',
  needCard: 'Please add a credit card first.',
  needVerifiedId: 'Your ID has not been verified yet.',
  needGender: 'Please set your gender first.',
  needPayoutInfo: 'Please save your payout information first.',
  idInProgress: 'Your ID verification is already in progress.',
  idAlreadyVerified: 'Your ID has already been verified.',
  idNothingToDecide: 'There is no ID verification waiting for a decision.',
  tooManyPhones: `You can have at most ${MAX_PHONES} phone numbers.`,
  phoneOnAccount: 'This phone number is already on your account.',
  phoneNotFound: 'Phone number not found.',
  tooManyCards: `You can have at most ${MAX_CARDS} cards on file.`,
  cardNotFound: 'Card not found.',
  ownAdmin: "You can't remove your own admin role.",
  ownAccount: "You can't deactivate your own account.",
  userNotFound: 'User not found.',
} as const;

const resetExpired = () =>
  new DomainError('reset_link_expired', IDENTITY_MESSAGES.resetExpired, 410);

function requireAccount(state: UserState): void {
  if (!state.exists) throw new NotFoundError(USER_MESSAGES.userNotFound, 'user_not_found');
}

function liveReset(state: UserState, resetId: string, now: Date) {
  const reset = state.resets.find((r) => r.resetId === resetId);
  if (!reset || reset.used || Date.parse(reset.expiresAt) <= now.getTime()) throw resetExpired();
  return reset;
}

function stepReady(state: UserState, command: CompleteSetupStep): string | null {
  switch (command.step) {
    case 'add_phone':
      return state.phones.some((phone) => phone.verified) ? null : USER_MESSAGES.needVerifiedPhone;
    case 'add_cc':
      return state.cards.length > 0 ? null : USER_MESSAGES.needCard;
    case 'verify_id':
      return ['verified', 'exempt', 'completed'].includes(state.idStatus)
        ? null
        : USER_MESSAGES.needVerifiedId;
    case 'add_payout_info':
      return command.payoutInfoSaved === false ? USER_MESSAGES.needPayoutInfo : null;
    case 'gender':
      return state.gender ? null : USER_MESSAGES.needGender;
  }
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'SignUp': {
      if (state.exists) throw new DomainError('user_exists', 'This account already exists.', 409);
      const dobMessage = validateDateOfBirth(
        command.dateOfBirth,
        command.today,
        command.productName,
      );
      if (dobMessage) throw new ValidationError({ dateOfBirth: dobMessage });
      return [
        {
          type: 'UserSignedUp',
          data: {
            userId,
            login: command.login,
            sealedEmail: command.sealedEmail,
            emailIndex: command.emailIndex,
            sealedDateOfBirth: command.sealedDateOfBirth,
            sealedPasswordHash: command.sealedPasswordHash,
            offersOptIn: command.offersOptIn,
            flirtSignup: command.flirtSignup,
          },
        },
        { type: 'PinSet', data: { userId, sealedPin: command.sealedPin } },
        ...(command.flirtSignup ? [{ type: 'FlirtSetupStarted' as const, data: { userId } }] : []),
      ];
    }
    case 'CreateFirstAdmin': {
      const grant: UserEvent = { type: 'RoleGranted', data: { userId, role: 'admin' } };
      if (state.exists) return state.staffRoles.includes('admin') ? [] : [grant];
      return [
        {
          type: 'UserSignedUp',
          data: {
            userId,
            login: command.login,
            sealedEmail: command.sealedEmail,
            emailIndex: command.emailIndex,
            sealedDateOfBirth: null,
            sealedPasswordHash: command.sealedPasswordHash,
            offersOptIn: false,
            flirtSignup: false,
          },
        },
        { type: 'PinSet', data: { userId, sealedPin: command.sealedPin } },
        grant,
      ];
    }
    case 'UpdateProfile': {
      requireAccount(state);
      const changes = {
        ...(command.canonicalIanaTimezone !== undefined &&
        command.canonicalIanaTimezone !== state.timezone
          ? { canonicalIanaTimezone: command.canonicalIanaTimezone }
          : {}),
        ...(command.watermarkText !== undefined && command.watermarkText !== state.watermarkText
          ? { watermarkText: command.watermarkText }
          : {}),
        ...(command.offersOptIn !== undefined && command.offersOptIn !== state.offersOptIn
          ? { offersOptIn: command.offersOptIn }
          : {}),
      };
      return [
        ...(Object.keys(changes).length === 0
          ? []
          : [{ type: 'ProfileUpdated' as const, data: { userId, ...changes } }]),
        ...(command.sealedPin === undefined
          ? []
          : [{ type: 'PinSet' as const, data: { userId, sealedPin: command.sealedPin } }]),
      ];
    }
    case 'GrantRole':
      requireAccount(state);
      return state.staffRoles.includes(command.role)
        ? []
        : [{ type: 'RoleGranted', data: { userId, role: command.role } }];
    case 'RevokeRole':
      requireAccount(state);
      if (command.role === 'admin' && command.actorId === userId) {
        throw new DomainError('cannot_revoke_own_admin', USER_MESSAGES.ownAdmin, 422);
      }
      return state.staffRoles.includes(command.role)
        ? [{ type: 'RoleRevoked', data: { userId, role: command.role } }]
        : [];
    case 'Deactivate':
      requireAccount(state);
      if (command.actorId === userId) {
        throw new DomainError('cannot_deactivate_self', USER_MESSAGES.ownAccount, 422);
      }
      return state.active
        ? [{ type: 'UserDeactivated', data: { userId, reason: command.reason } }]
        : [];
    case 'Reactivate':
      requireAccount(state);
      return state.active ? [] : [{ type: 'UserReactivated', data: { userId } }];
    case 'RequestPasswordReset':
      requireAccount(state);
      if (!state.active) {
        throw new DomainError('account_inactive', IDENTITY_MESSAGES.accountInactive, 403);
      }
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId,
            resetId: command.resetId,
            verification: command.verification,
            tokenHash: command.tokenHash,
            expiresAt: command.expiresAt,
          },
        },
      ];
    case 'VerifyPasswordReset': {
      requireAccount(state);
      const reset = liveReset(state, command.resetId, command.now);
      if (reset.verification === 'none' || reset.tokenHash !== null) {
        // Nothing to verify (or already verified): a second answer changes nothing.
        return [];
      }
      return [
        {
          type: 'PasswordResetVerified',
          data: {
            userId,
            resetId: command.resetId,
            tokenHash: command.tokenHash,
            expiresAt: command.expiresAt,
          },
        },
      ];
    }
    case 'CompletePasswordReset': {
      requireAccount(state);
      if (!state.active) {
        throw new DomainError('account_inactive', IDENTITY_MESSAGES.accountInactive, 403);
      }
      const reset = liveReset(state, command.resetId, command.now);
      if (reset.tokenHash === null || reset.tokenHash !== command.tokenHash) throw resetExpired();
      return [
        {
          type: 'PasswordChanged',
          data: {
            userId,
            sealedPasswordHash: command.sealedPasswordHash,
            reason: 'reset',
            resetId: command.resetId,
          },
        },
      ];
    }
    case 'StartFlirtSetup':
      requireAccount(state);
      if (state.setup === 'completed') {
        throw new DomainError('setup_completed', USER_MESSAGES.setupAlreadyCompleted, 409);
      }
      return state.setup === 'in_progress' ? [] : [{ type: 'FlirtSetupStarted', data: { userId } }];
    case 'CompleteSetupStep': {
      requireAccount(state);
      // A repeated save (a retry, a second tab) of a step already done changes nothing.
      if (state.setup !== 'cancelled' && state.completedSteps.includes(command.step)) return [];
      if (state.setup !== 'in_progress') {
        throw new DomainError('setup_not_in_progress', USER_MESSAGES.setupNotInProgress, 422);
      }
      if (currentStep(state) !== command.step) {
        throw new DomainError('step_out_of_order', USER_MESSAGES.stepOutOfOrder, 422);
      }
      const notReady = stepReady(state, command);
      if (notReady) throw new DomainError('step_not_ready', notReady, 422);
      const last = WIZARD_STEPS[WIZARD_STEPS.length - 1];
      return [
        { type: 'FlirtSetupStepCompleted', data: { userId, step: command.step } },
        ...(command.step === last
          ? [{ type: 'FlirtSetupCompleted' as const, data: { userId } }]
          : []),
      ];
    }
    case 'CancelFlirtSetup':
      requireAccount(state);
      if (state.setup === 'completed') {
        throw new DomainError('setup_completed', USER_MESSAGES.setupAlreadyCompleted, 409);
      }
      if (state.setup !== 'in_progress') {
        throw new DomainError('setup_not_in_progress', USER_MESSAGES.setupNotInProgress, 422);
      }
      return [{ type: 'FlirtSetupCancelled', data: { userId } }];
    case 'StartIdVerification': {
      requireAccount(state);
      if (state.idStatus === 'pending') {
        throw new DomainError('id_verification_in_progress', USER_MESSAGES.idInProgress, 409);
      }
      if (['verified', 'exempt', 'completed'].includes(state.idStatus)) {
        throw new DomainError('id_already_verified', USER_MESSAGES.idAlreadyVerified, 409);
      }
      const { verificationId } = command;
      return [
        {
          type: 'IdVerificationStarted',
          data: { userId, verificationId, providerReference: command.providerReference },
        },
        ...(command.submitted
          ? [{ type: 'IdVerificationSubmitted' as const, data: { userId, verificationId } }]
          : []),
      ];
    }
    case 'DecideIdVerification': {
      requireAccount(state);
      const verificationId = state.idVerificationId;
      if (command.decision === 'exempt') {
        if (['verified', 'completed'].includes(state.idStatus)) {
          throw new DomainError('id_already_verified', USER_MESSAGES.idAlreadyVerified, 409);
        }
        return state.idStatus === 'exempt'
          ? []
          : [{ type: 'IdVerificationExempted', data: { userId, reason: command.reason } }];
      }
      if (state.idStatus !== 'pending' && state.idStatus !== 'created') {
        throw new DomainError('id_nothing_to_decide', USER_MESSAGES.idNothingToDecide, 409);
      }
      return command.decision === 'approve'
        ? [{ type: 'IdVerificationApproved', data: { userId, verificationId } }]
        : [
            {
              type: 'IdVerificationRejected',
              data: { userId, verificationId, reason: command.reason },
            },
          ];
    }
    case 'AddPhone':
      requireAccount(state);
      if (state.phones.some((phone) => phone.phoneIndex === command.phoneIndex)) {
        throw new DomainError('phone_on_account', USER_MESSAGES.phoneOnAccount, 409, {
          phone_number: USER_MESSAGES.phoneOnAccount,
        });
      }
      if (state.phones.length >= MAX_PHONES) {
        throw new DomainError('too_many_phones', USER_MESSAGES.tooManyPhones, 422);
      }
      return [
        {
          type: 'PhoneAdded',
          data: {
            userId,
            phoneId: command.phoneId,
            sealedPhone: command.sealedPhone,
            phoneIndex: command.phoneIndex,
          },
        },
      ];
    case 'VerifyPhone': {
      requireAccount(state);
      const phone = state.phones.find((p) => p.phoneId === command.phoneId);
      if (!phone) throw new NotFoundError(USER_MESSAGES.phoneNotFound, 'phone_not_found');
      return phone.verified
        ? []
        : [{ type: 'PhoneVerified', data: { userId, phoneId: phone.phoneId } }];
    }
    case 'RemovePhone': {
      requireAccount(state);
      const phone = state.phones.find((p) => p.phoneId === command.phoneId);
      if (!phone) throw new NotFoundError(USER_MESSAGES.phoneNotFound, 'phone_not_found');
      return [{ type: 'PhoneRemoved', data: { userId, phoneId: phone.phoneId } }];
    }
    case 'SetGender':
      requireAccount(state);
      if (
        state.gender?.flirtGender === command.flirtGender &&
        state.gender.preferredGender === command.preferredGender
      ) {
        return [];
      }
      return [
        {
          type: 'GenderSet',
          data: {
            userId,
            flirtGender: command.flirtGender,
            preferredGender: command.preferredGender,
          },
        },
      ];
    case 'AddCard': {
      requireAccount(state);
      const existing = state.cards.find((card) => card.token === command.token);
      if (existing) return [];
      if (state.cards.length >= MAX_CARDS) {
        throw new DomainError('too_many_cards', USER_MESSAGES.tooManyCards, 422);
      }
      return [
        {
          type: 'CardAdded',
          data: {
            userId,
            cardId: command.cardId,
            token: command.token,
            brand: command.brand,
            last4: command.last4,
            expMonth: command.expMonth,
            expYear: command.expYear,
          },
        },
        ...(state.defaultCardId === null
          ? [{ type: 'DefaultCardChanged' as const, data: { userId, cardId: command.cardId } }]
          : []),
      ];
    }
    case 'MakeDefaultCard': {
      requireAccount(state);
      const card = state.cards.find((c) => c.cardId === command.cardId);
      if (!card) throw new NotFoundError(USER_MESSAGES.cardNotFound, 'card_not_found');
      return state.defaultCardId === card.cardId
        ? []
        : [{ type: 'DefaultCardChanged', data: { userId, cardId: card.cardId } }];
    }
    case 'RemoveCard': {
      requireAccount(state);
      const card = state.cards.find((c) => c.cardId === command.cardId);
      if (!card) throw new NotFoundError(USER_MESSAGES.cardNotFound, 'card_not_found');
      const next = state.cards.find((c) => c.cardId !== card.cardId);
      return [
        { type: 'CardRemoved', data: { userId, cardId: card.cardId } },
        ...(state.defaultCardId === card.cardId && next
          ? [{ type: 'DefaultCardChanged' as const, data: { userId, cardId: next.cardId } }]
          : []),
      ];
    }
  }
}

const USER_EVENT_TYPES: UserEvent['type'][] = [
  'UserSignedUp',
  'PinSet',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordResetVerified',
  'RoleGranted',
  'RoleRevoked',
  'UserDeactivated',
  'UserReactivated',
  'ProfileUpdated',
  'FlirtSetupStarted',
  'FlirtSetupStepCompleted',
  'FlirtSetupCancelled',
  'FlirtSetupCompleted',
  'IdVerificationStarted',
  'IdVerificationSubmitted',
  'IdVerificationApproved',
  'IdVerificationRejected',
  'IdVerificationExempted',
  'PhoneAdded',
  'PhoneVerified',
  'PhoneRemoved',
  'GenderSet',
  'CardAdded',
  'DefaultCardChanged',
  'CardRemoved',
];

/** The account aggregate (`user-<userId>`): sign-up, credentials, roles, wizard, phones, cards. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  name: 'user',
  eventTypes: USER_EVENT_TYPES,
  initialState: initialUserState,
  evolve: evolveUser,
  decide,
};
