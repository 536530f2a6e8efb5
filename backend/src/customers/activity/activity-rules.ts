import {
  ACTIVITY_CLOCK_SKEW_MS,
  ACTIVITY_MAX_AGE_DAYS,
  ACTIVITY_MESSAGES,
} from '@flirtwire/contracts';
import type { UserDirectory } from '../../identity/user/user-directory.js';
import { isAdvisor } from '../../identity/user/user.state.js';
import { DomainError, ValidationError } from '../../shared/errors.js';

/** An instant as stored: ISO-8601 in UTC with milliseconds (so repeats compare equal). */
export const isoTime = (text: string) => new Date(text).toISOString();

/** Reported activity happened at most 30 days ago and not (beyond clock skew) in the future. */
export function checkReportedTime(at: string, now: Date, field: string): void {
  const time = Date.parse(at);
  if (time > now.getTime() + ACTIVITY_CLOCK_SKEW_MS) {
    throw new ValidationError({ [field]: ACTIVITY_MESSAGES.inFuture });
  }
  if (time < now.getTime() - ACTIVITY_MAX_AGE_DAYS * 86_400_000) {
    throw new ValidationError({ [field]: ACTIVITY_MESSAGES.tooOld });
  }
}

/** Both people exist, they are two, and the creator is a Flirt. */
export async function checkParties(
  directory: UserDirectory,
  creatorId: string,
  customerId: string,
): Promise<void> {
  if (creatorId === customerId) {
    throw new DomainError('same_party', ACTIVITY_MESSAGES.sameParty, 422);
  }
  const [creator, customer] = await Promise.all([
    directory.load(creatorId),
    directory.load(customerId),
  ]);
  if (!creator.exists || !customer.exists) {
    throw new DomainError('unknown_party', ACTIVITY_MESSAGES.unknownPerson, 422);
  }
  if (!isAdvisor(creator)) throw new DomainError('not_a_flirt', ACTIVITY_MESSAGES.notAFlirt, 422);
}
