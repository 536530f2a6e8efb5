import {
  PACKAGE_MESSAGES as M,
  type PackagePerks,
  type PackageStatus,
  PUBLIC_PACKAGE_LIMIT,
  type SubscriptionEvent,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { checkPrice } from './package-rules.js';

export type PackageEvent = Extract<
  SubscriptionEvent,
  { type: 'PackageCreated' | 'PackageUpdated' | 'PackageVisibilityChanged' | 'PackageDeleted' }
>;

export interface PackageState {
  readonly exists: boolean;
  readonly packageId: string;
  readonly creatorId: string;
  readonly rateCents: number;
  readonly status: PackageStatus;
  readonly perks: PackagePerks | null;
}

const initialPackageState: PackageState = {
  exists: false,
  packageId: '',
  creatorId: '',
  rateCents: 0,
  status: 'private_package',
  perks: null,
};

/** Rules that depend on the app's flags and the Flirt's account, gathered by the handler. */
interface PackageFacts {
  /** $999 with recurring_package_tributes, $50 without. */
  readonly maxRateCents: number;
  /** The free_chat_volleys flag is on and the Flirt has chat enabled. */
  readonly volleysAllowed: boolean;
  /** The Flirt's other packages that are public or pending_onboarding (the limit counts both). */
  readonly otherPublicCount: number;
}

export type PackageCommand =
  | (PackageFacts & {
      readonly type: 'CreatePackage';
      readonly packageId: string;
      readonly creatorId: string;
      readonly rateCents: number | null;
      readonly status: 'pending_onboarding' | 'public_package' | 'private_package';
      readonly perks: PackagePerks;
    })
  | (PackageFacts & {
      readonly type: 'UpdatePackage';
      readonly rateCents: number | null;
      readonly perks: PackagePerks;
      /** The public/private toggle, when the same request asks for it. */
      readonly status?: 'public_package' | 'private_package';
    })
  | {
      readonly type: 'ChangeVisibility';
      readonly status: 'public_package' | 'private_package';
      readonly otherPublicCount: number;
    }
  | { readonly type: 'DeletePackage' }
  | {
      /**
       * Spec 000 §4: the package made in the onboarding wizard goes on sale when onboarding
       * completes. Sent by the onboarded-packages reactor; anything but a pending package is
       * left as it is (a repeat changes nothing). Should the Flirt's other public packages
       * already fill the limit, it becomes private instead of passing it.
       */
      readonly type: 'GoOnSaleAfterOnboarding';
      readonly otherPublicCount: number;
    };

/** The 6-package limit counts public packages and those pending onboarding (spec 000 §9). */
export const countsAsPublic = (status: PackageStatus): boolean =>
  status === 'public_package' || status === 'pending_onboarding';

/**
 * Whether moving a package from `from` (null: a new package) to `to` (undefined: no change asked)
 * is held to the public-package limit: only a move that adds one to the public count is. Handlers
 * ask this before gathering the Flirt's other public packages; the decider asks it again.
 */
export const publicLimitApplies = (
  from: PackageStatus | null,
  to: PackageStatus | undefined,
): boolean => to !== undefined && countsAsPublic(to) && (from === null || !countsAsPublic(from));

/** Spec 000 §5: at least one perk; free volleys only where allowed. */
function checkPerks(perks: PackagePerks, volleysAllowed: boolean): void {
  if (!perks.feedAccess && !perks.freeMinutes && !perks.freeVolleys) {
    throw new ValidationError({ base: M.noPerk });
  }
  if (perks.freeVolleys && !volleysAllowed) {
    throw new ValidationError({ freeVolleys: M.volleysUnavailable });
  }
}

function checkPublicLimit(otherPublicCount: number): void {
  if (otherPublicCount >= PUBLIC_PACKAGE_LIMIT) {
    throw new DomainError('public_package_limit', M.publicLimit, 409, { status: M.publicLimit });
  }
}

function requireLive(state: PackageState): void {
  if (!state.exists) throw new NotFoundError(M.notFound, 'package_not_found');
  if (state.status === 'deleted_package') {
    throw new DomainError('package_deleted', M.deleted, 410);
  }
}

const samePerks = (a: PackagePerks | null, b: PackagePerks) =>
  a !== null && (Object.keys(b) as (keyof PackagePerks)[]).every((key) => a[key] === b[key]);

/**
 * A Flirt's package (spec 000 §4, §5, §9): statuses pending_onboarding, public_package,
 * private_package and deleted_package; price per flag; perks with their ranges; at most 6
 * public packages (pending_onboarding counts). Deleting is permanent; the subscribers run to the
 * end of their billing cycle (the subscription reactions see PackageDeleted).
 */
export const packageDecider: Decider<PackageState, PackageCommand, PackageEvent> = {
  name: 'package',
  eventTypes: ['PackageCreated', 'PackageUpdated', 'PackageVisibilityChanged', 'PackageDeleted'],
  initialState: initialPackageState,
  evolve(state, event) {
    switch (event.type) {
      case 'PackageCreated':
        return {
          exists: true,
          packageId: event.data.packageId,
          creatorId: event.data.creatorId,
          rateCents: event.data.rateCents,
          status: event.data.status,
          perks: event.data.perks,
        };
      case 'PackageUpdated':
        return { ...state, rateCents: event.data.rateCents, perks: event.data.perks };
      case 'PackageVisibilityChanged':
        return { ...state, status: event.data.status };
      case 'PackageDeleted':
        return { ...state, status: 'deleted_package' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreatePackage': {
        if (state.exists) return [];
        const rateCents = checkPrice(command.rateCents, command.maxRateCents);
        checkPerks(command.perks, command.volleysAllowed);
        if (publicLimitApplies(null, command.status)) checkPublicLimit(command.otherPublicCount);
        return [
          {
            type: 'PackageCreated',
            data: {
              packageId: command.packageId,
              creatorId: command.creatorId,
              rateCents,
              status: command.status,
              perks: command.perks,
            },
          },
        ];
      }
      case 'UpdatePackage': {
        requireLive(state);
        const rateCents = checkPrice(command.rateCents, command.maxRateCents);
        // Volleys already on sale stay allowed; switching them on needs the flag and chat.
        checkPerks(command.perks, command.volleysAllowed || state.perks?.freeVolleys === true);
        const events: PackageEvent[] = [];
        if (rateCents !== state.rateCents || !samePerks(state.perks, command.perks)) {
          events.push({
            type: 'PackageUpdated',
            data: {
              packageId: state.packageId,
              creatorId: state.creatorId,
              rateCents,
              perks: command.perks,
            },
          });
        }
        if (command.status !== undefined) {
          events.push(
            ...packageDecider.decide(
              {
                type: 'ChangeVisibility',
                status: command.status,
                otherPublicCount: command.otherPublicCount,
              },
              state,
            ),
          );
        }
        return events;
      }
      case 'ChangeVisibility': {
        requireLive(state);
        if (state.status === command.status) return [];
        if (publicLimitApplies(state.status, command.status)) {
          checkPublicLimit(command.otherPublicCount);
        }
        return [
          {
            type: 'PackageVisibilityChanged',
            data: {
              packageId: state.packageId,
              creatorId: state.creatorId,
              status: command.status,
            },
          },
        ];
      }
      case 'DeletePackage':
        if (!state.exists) throw new NotFoundError(M.notFound, 'package_not_found');
        if (state.status === 'deleted_package') return [];
        return [
          {
            type: 'PackageDeleted',
            data: { packageId: state.packageId, creatorId: state.creatorId },
          },
        ];
      case 'GoOnSaleAfterOnboarding': {
        if (!state.exists || state.status !== 'pending_onboarding') return [];
        return [
          {
            type: 'PackageVisibilityChanged',
            data: {
              packageId: state.packageId,
              creatorId: state.creatorId,
              status:
                command.otherPublicCount >= PUBLIC_PACKAGE_LIMIT
                  ? 'private_package'
                  : 'public_package',
            },
          },
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
