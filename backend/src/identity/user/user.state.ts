import {
  type CardBrand,
  type GenderCode,
  type IdStatus,
  type Role,
  type StaffRole,
  type UserEvent,
  WIZARD_STEPS,
  type WizardStep,
} from '@flirtwire/contracts';

interface PhoneState {
  readonly phoneId: string;
  readonly sealedPhone: string;
  readonly phoneIndex: string;
  readonly verified: boolean;
}

export interface CardState {
  readonly cardId: string;
  readonly token: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

interface ResetState {
  readonly resetId: string;
  readonly verification: 'none' | 'card' | 'payer_id';
  readonly tokenHash: string | null;
  readonly expiresAt: string;
  readonly used: boolean;
}

type SetupStatus = 'none' | 'in_progress' | 'completed' | 'cancelled';

export interface UserState {
  readonly exists: boolean;
  readonly userId: string;
  readonly login: string;
  readonly sealedEmail: string;
  readonly emailIndex: string;
  readonly sealedDateOfBirth: string | null;
  readonly sealedPasswordHash: string;
  readonly sealedPin: string | null;
  readonly offersOptIn: boolean;
  readonly active: boolean;
  readonly staffRoles: readonly StaffRole[];
  readonly setup: SetupStatus;
  readonly completedSteps: readonly WizardStep[];
  readonly idStatus: IdStatus;
  readonly idVerificationId: string | null;
  readonly phones: readonly PhoneState[];
  readonly cards: readonly CardState[];
  readonly defaultCardId: string | null;
  readonly gender: {
    readonly flirtGender: GenderCode;
    readonly preferredGender: GenderCode;
  } | null;
  readonly timezone: string | null;
  readonly watermarkText: string | null;
  readonly resets: readonly ResetState[];
}

export const initialUserState: UserState = {
  exists: false,
  userId: '',
  login: '',
  sealedEmail: '',
  emailIndex: '',
  sealedDateOfBirth: null,
  sealedPasswordHash: '',
  sealedPin: null,
  offersOptIn: false,
  active: true,
  staffRoles: [],
  setup: 'none',
  completedSteps: [],
  idStatus: 'not_required',
  idVerificationId: null,
  phones: [],
  cards: [],
  defaultCardId: null,
  gender: null,
  timezone: null,
  watermarkText: null,
  resets: [],
};

/** Keeps at most this many password-reset requests in state (older ones are dead anyway). */
const RESETS_KEPT = 20;

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserSignedUp':
      return {
        ...state,
        exists: true,
        userId: event.data.userId,
        login: event.data.login,
        sealedEmail: event.data.sealedEmail,
        emailIndex: event.data.emailIndex,
        sealedDateOfBirth: event.data.sealedDateOfBirth,
        sealedPasswordHash: event.data.sealedPasswordHash,
        offersOptIn: event.data.offersOptIn,
      };
    case 'PinSet':
      return { ...state, sealedPin: event.data.sealedPin };
    case 'PasswordChanged':
      return {
        ...state,
        sealedPasswordHash: event.data.sealedPasswordHash,
        resets: state.resets.map((reset) =>
          reset.resetId === event.data.resetId || event.data.reason === 'change'
            ? { ...reset, used: true }
            : reset,
        ),
      };
    case 'PasswordResetRequested':
      return {
        ...state,
        resets: [
          ...state.resets,
          {
            resetId: event.data.resetId,
            verification: event.data.verification,
            tokenHash: event.data.tokenHash,
            expiresAt: event.data.expiresAt,
            used: false,
          },
        ].slice(-RESETS_KEPT),
      };
    case 'PasswordResetVerified':
      return {
        ...state,
        resets: state.resets.map((reset) =>
          reset.resetId === event.data.resetId
            ? { ...reset, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt }
            : reset,
        ),
      };
    case 'RoleGranted':
      return state.staffRoles.includes(event.data.role)
        ? state
        : { ...state, staffRoles: [...state.staffRoles, event.data.role] };
    case 'RoleRevoked':
      return { ...state, staffRoles: state.staffRoles.filter((role) => role !== event.data.role) };
    case 'UserDeactivated':
      return { ...state, active: false };
    case 'UserReactivated':
      return { ...state, active: true };
    case 'ProfileUpdated':
      return {
        ...state,
        timezone: event.data.canonicalIanaTimezone ?? state.timezone,
        watermarkText: event.data.watermarkText ?? state.watermarkText,
        offersOptIn: event.data.offersOptIn ?? state.offersOptIn,
      };
    case 'FlirtSetupStarted':
      return {
        ...state,
        setup: 'in_progress',
        completedSteps: [],
        idStatus: state.idStatus === 'not_required' ? 'unverified' : state.idStatus,
      };
    case 'FlirtSetupStepCompleted':
      return state.completedSteps.includes(event.data.step)
        ? state
        : { ...state, completedSteps: [...state.completedSteps, event.data.step] };
    case 'FlirtSetupCancelled':
      return {
        ...state,
        setup: 'cancelled',
        completedSteps: [],
        idStatus: state.idStatus === 'unverified' ? 'not_required' : state.idStatus,
      };
    case 'FlirtSetupCompleted':
      return {
        ...state,
        setup: 'completed',
        idStatus: state.idStatus === 'verified' ? 'completed' : state.idStatus,
      };
    case 'IdVerificationStarted':
      return { ...state, idStatus: 'created', idVerificationId: event.data.verificationId };
    case 'IdVerificationSubmitted':
      return { ...state, idStatus: 'pending' };
    case 'IdVerificationApproved':
      return { ...state, idStatus: 'verified' };
    case 'IdVerificationRejected':
      return { ...state, idStatus: 'failed' };
    case 'IdVerificationExempted':
      return { ...state, idStatus: 'exempt' };
    case 'PhoneAdded':
      return {
        ...state,
        phones: [
          ...state.phones,
          {
            phoneId: event.data.phoneId,
            sealedPhone: event.data.sealedPhone,
            phoneIndex: event.data.phoneIndex,
            verified: false,
          },
        ],
      };
    case 'PhoneVerified':
      return {
        ...state,
        phones: state.phones.map((phone) =>
          phone.phoneId === event.data.phoneId ? { ...phone, verified: true } : phone,
        ),
      };
    case 'PhoneRemoved':
      return {
        ...state,
        phones: state.phones.filter((phone) => phone.phoneId !== event.data.phoneId),
      };
    case 'GenderSet':
      return {
        ...state,
        gender: {
          flirtGender: event.data.flirtGender,
          preferredGender: event.data.preferredGender,
        },
      };
    case 'CardAdded':
      return {
        ...state,
        cards: [
          ...state.cards,
          {
            cardId: event.data.cardId,
            token: event.data.token,
            brand: event.data.brand,
            last4: event.data.last4,
            expMonth: event.data.expMonth,
            expYear: event.data.expYear,
          },
        ],
      };
    case 'DefaultCardChanged':
      return { ...state, defaultCardId: event.data.cardId };
    case 'CardRemoved': {
      const cards = state.cards.filter((card) => card.cardId !== event.data.cardId);
      return {
        ...state,
        cards,
        defaultCardId: state.defaultCardId === event.data.cardId ? null : state.defaultCardId,
      };
    }
  }
}

export function isAdvisor(state: UserState): boolean {
  return state.setup === 'completed';
}

/** Every role the person holds: everyone is a customer; Flirts are also advisors. */
export function rolesOf(state: UserState): Role[] {
  return ['customer', ...(isAdvisor(state) ? (['advisor'] as const) : []), ...state.staffRoles];
}

/** The wizard step to show (spec 002 §4 order), or null when no setup is under way. */
export function currentStep(state: UserState): WizardStep | 'completed' | null {
  if (state.setup === 'completed') return 'completed';
  if (state.setup !== 'in_progress') return null;
  return WIZARD_STEPS.find((step) => !state.completedSteps.includes(step)) ?? 'completed';
}

export function defaultCard(state: UserState): CardState | null {
  return state.cards.find((card) => card.cardId === state.defaultCardId) ?? null;
}
