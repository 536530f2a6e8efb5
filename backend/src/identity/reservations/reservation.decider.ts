import {
  IDENTITY_MESSAGES,
  type IdentifierKind,
  type ReservationEvent,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

/**
 * A reservation whose account never appeared (a crash between the two appends) may be taken
 * over after this long; a failed sign-up in a running process releases at once.
 */
export const RESERVATION_GRACE_MS = 5 * 60_000;

export interface ReservationState {
  readonly owner: string | null;
  readonly reservedAt: string | null;
}

export interface Reserve {
  readonly type: 'Reserve';
  readonly kind: IdentifierKind;
  readonly userId: string;
  readonly now: Date;
  /** The owner the caller looked at, and whether that owner's account still claims the key. */
  readonly checkedOwner: string | null;
  readonly checkedOwnerIsLive: boolean;
}

interface Release {
  readonly type: 'Release';
  readonly kind: IdentifierKind;
  readonly userId: string;
}

export type ReservationCommand = Reserve | Release;

const FIELD: Record<IdentifierKind, string> = {
  login: 'login',
  email: 'email',
  phone: 'phone_number',
};

const TAKEN: Record<IdentifierKind, string> = {
  login: IDENTITY_MESSAGES.loginTaken,
  email: IDENTITY_MESSAGES.emailTaken,
  phone: 'This phone number is already in use on another account.',
};

export function identifierTaken(kind: IdentifierKind): DomainError {
  return new DomainError(`${kind}_taken`, TAKEN[kind], 409, { [FIELD[kind]]: TAKEN[kind] });
}

export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  name: 'reservation',
  eventTypes: ['IdentifierReserved', 'IdentifierReleased'],
  initialState: { owner: null, reservedAt: null },
  evolve(state, event) {
    switch (event.type) {
      case 'IdentifierReserved':
        return { owner: event.data.userId, reservedAt: event.data.reservedAt };
      case 'IdentifierReleased':
        return state.owner === event.data.userId ? { owner: null, reservedAt: null } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Reserve': {
        const reserved: ReservationEvent = {
          type: 'IdentifierReserved',
          data: {
            kind: command.kind,
            userId: command.userId,
            reservedAt: command.now.toISOString(),
          },
        };
        if (state.owner === null) return [reserved];
        if (state.owner === command.userId) return [];
        if (state.owner !== command.checkedOwner || command.checkedOwnerIsLive) {
          throw identifierTaken(command.kind);
        }
        const since = state.reservedAt ? Date.parse(state.reservedAt) : 0;
        if (command.now.getTime() - since < RESERVATION_GRACE_MS) {
          throw identifierTaken(command.kind);
        }
        return [reserved];
      }
      case 'Release':
        return state.owner === command.userId
          ? [{ type: 'IdentifierReleased', data: { kind: command.kind, userId: command.userId } }]
          : [];
    }
  },
};
