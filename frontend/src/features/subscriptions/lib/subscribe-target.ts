import type { SubscriptionView } from '@flirtwire/contracts';

export interface SubscribeTarget {
  /**
   * The recurring-package flag is on (spec 000 §1): the Flirt sells no plain subscription
   * (no offering), so the button sells their public packages.
   */
  readonly packagesMode: boolean;
  /** The row whose state the button shows and acts on; undefined while loading. */
  readonly current: SubscriptionView | undefined;
}

/**
 * Which recurring payment the subscribe button is about: a row given by its screen, else the
 * feed subscription, or with packages the running package subscription (one not cancelled).
 */
export function subscribeTarget(
  given: SubscriptionView | undefined,
  feed: SubscriptionView | undefined,
  packageRows: readonly SubscriptionView[] | undefined,
): SubscribeTarget {
  const feedRow = given ?? feed;
  const packagesMode =
    feedRow !== undefined && feedRow.type === 'feed' && feedRow.available_offerings.length === 0;
  if (given) return { packagesMode, current: given };
  if (!packagesMode) return { packagesMode, current: feedRow };
  return {
    packagesMode,
    current: packageRows?.find((row) => row.status !== 'cancelled') ?? feedRow,
  };
}
