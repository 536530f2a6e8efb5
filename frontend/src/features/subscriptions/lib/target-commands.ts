import type { SubscribeResult, SubscriptionView } from '@flirtwire/contracts';
import { approvePriceChange } from '../api/approve-price-change';
import { cancelPackageSubscription } from '../api/cancel-package-subscription';
import { resubscribe } from '../api/resubscribe';
import { unsubscribe } from '../api/unsubscribe';
import { updatePackageSubscription } from '../api/update-package-subscription';

/*
 * A subscriptions row's commands: a feed subscription is addressed by its Flirt, a package
 * subscription by its id. Each takes its intent's Idempotency-Key (`key`, from useMoneyCommand).
 */

type Target = Pick<SubscriptionView, 'id' | 'type' | 'advisor_id'>;

/** Renew now. */
export function renewTarget(target: Target, key: string): Promise<SubscribeResult> {
  return target.type === 'feed'
    ? resubscribe(target.advisor_id, key)
    : updatePackageSubscription(target.id, 'renew', key);
}

/** End at the end of the paid period. */
export function endTarget(target: Target, key: string): Promise<SubscribeResult> {
  return target.type === 'feed'
    ? unsubscribe(target.advisor_id, key)
    : cancelPackageSubscription(target.id, key);
}

/** Accept a new price. */
export function approveTarget(target: Target, key: string): Promise<SubscribeResult> {
  return target.type === 'feed'
    ? approvePriceChange(target.advisor_id, key)
    : updatePackageSubscription(target.id, 'approve', key);
}
