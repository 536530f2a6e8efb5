import { chargesProjection } from './payments/charges.projection.js';
import { packagesProjection } from './packages/packages.projection.js';
import type { Projection } from './projection.js';
import { subscriptionsProjection } from './subscriptions/subscriptions.projection.js';

/**
 * Every product projection the runner runs. Adding a read model is one line here (plus its
 * folder): the runner creates its collections and indexes, catches it up from position 0, and
 * rebuilds it in shadow collections whenever its version rises.
 */
export const projections: readonly Projection[] = [
  subscriptionsProjection,
  packagesProjection,
  chargesProjection,
];
