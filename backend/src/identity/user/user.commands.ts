import type { CalendarDate, GenderCode, StaffRole, WizardStep } from '@flirtwire/contracts';
import type { CardState } from './user.state.js';

/** What the account aggregate is asked to do (user.decider.ts decides). */
interface Base {
  readonly userId: string;
}

export interface SignUp extends Base {
  readonly type: 'SignUp';
  readonly login: string;
  readonly sealedEmail: string;
  readonly emailIndex: string;
  /** The date as typed, for the age rule; only the sealed form is stored. */
  readonly dateOfBirth: string;
  readonly sealedDateOfBirth: string;
  readonly sealedPasswordHash: string;
  readonly sealedPin: string;
  readonly offersOptIn: boolean;
  readonly flirtSignup: boolean;
  readonly today: CalendarDate;
  readonly productName: string;
}

interface CreateFirstAdmin extends Base {
  readonly type: 'CreateFirstAdmin';
  readonly login: string;
  readonly sealedEmail: string;
  readonly emailIndex: string;
  readonly sealedPasswordHash: string;
  readonly sealedPin: string;
}

interface UpdateProfile extends Base {
  readonly type: 'UpdateProfile';
  readonly canonicalIanaTimezone?: string | undefined;
  readonly watermarkText?: string | undefined;
  readonly offersOptIn?: boolean | undefined;
  /** A new phone PIN, sealed; written in the same append as the profile change. */
  readonly sealedPin?: string | undefined;
}

export interface GrantRole extends Base {
  readonly type: 'GrantRole';
  readonly role: StaffRole;
}

export interface RevokeRole extends Base {
  readonly type: 'RevokeRole';
  readonly role: StaffRole;
  readonly actorId: string;
}

export interface Deactivate extends Base {
  readonly type: 'Deactivate';
  readonly reason: string;
  readonly actorId: string;
}

export interface Reactivate extends Base {
  readonly type: 'Reactivate';
}

interface RequestPasswordReset extends Base {
  readonly type: 'RequestPasswordReset';
  readonly resetId: string;
  readonly verification: 'none' | 'card' | 'payer_id';
  readonly tokenHash: string | null;
  readonly expiresAt: string;
}

interface VerifyPasswordReset extends Base {
  readonly type: 'VerifyPasswordReset';
  readonly resetId: string;
  /** The processor (card) or finance (payer id) has confirmed the digits. */
  readonly tokenHash: string;
  readonly expiresAt: string;
  readonly now: Date;
}

interface CompletePasswordReset extends Base {
  readonly type: 'CompletePasswordReset';
  readonly resetId: string;
  readonly tokenHash: string;
  readonly sealedPasswordHash: string;
  readonly now: Date;
}

export interface StartFlirtSetup extends Base {
  readonly type: 'StartFlirtSetup';
}

export interface CompleteSetupStep extends Base {
  readonly type: 'CompleteSetupStep';
  readonly step: WizardStep;
  /**
   * Whether payout info is saved (finance's payout stream); the handler looks it up for the
   * payout step. Absent: payouts are not offered here, so the step asks for nothing.
   */
  readonly payoutInfoSaved?: boolean;
}

export interface CancelFlirtSetup extends Base {
  readonly type: 'CancelFlirtSetup';
}

interface StartIdVerification extends Base {
  readonly type: 'StartIdVerification';
  readonly verificationId: string;
  readonly providerReference: string;
  /** The provider already has everything it needs (development adapter): status pending. */
  readonly submitted: boolean;
}

export interface DecideIdVerification extends Base {
  readonly type: 'DecideIdVerification';
  readonly decision: 'approve' | 'reject' | 'exempt';
  readonly reason: string;
}

interface AddPhone extends Base {
  readonly type: 'AddPhone';
  readonly phoneId: string;
  readonly sealedPhone: string;
  readonly phoneIndex: string;
}

interface VerifyPhone extends Base {
  readonly type: 'VerifyPhone';
  readonly phoneId: string;
}

interface RemovePhone extends Base {
  readonly type: 'RemovePhone';
  readonly phoneId: string;
}

export interface SetGender extends Base {
  readonly type: 'SetGender';
  readonly flirtGender: GenderCode;
  readonly preferredGender: GenderCode;
}

/** The card to add, as the account keeps it (CardState). */
interface AddCard extends Base, CardState {
  readonly type: 'AddCard';
}

export interface MakeDefaultCard extends Base {
  readonly type: 'MakeDefaultCard';
  readonly cardId: string;
}

export interface RemoveCard extends Base {
  readonly type: 'RemoveCard';
  readonly cardId: string;
}

export type UserCommand =
  | SignUp
  | CreateFirstAdmin
  | UpdateProfile
  | GrantRole
  | RevokeRole
  | Deactivate
  | Reactivate
  | RequestPasswordReset
  | VerifyPasswordReset
  | CompletePasswordReset
  | StartFlirtSetup
  | CompleteSetupStep
  | CancelFlirtSetup
  | StartIdVerification
  | DecideIdVerification
  | AddPhone
  | VerifyPhone
  | RemovePhone
  | SetGender
  | AddCard
  | MakeDefaultCard
  | RemoveCard;
