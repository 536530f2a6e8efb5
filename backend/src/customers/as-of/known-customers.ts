import { CUSTOMER_ROWS, type CustomerDoc } from '@flirtwire/projections';
import type { ProjectionHost } from '../../read-side/projection-host.js';
import type { ReadModels } from '../../read-side/read-models.js';
import { CUSTOMER_PROJECTIONS } from '../customers-support.js';
import type { KnownCustomers } from './flirt-day-events.js';

/**
 * The Flirt's customers in the live rows and the position those are complete through: a replay
 * of their day hands on only these customers' people events (up to that position), not everyone's.
 */
export async function knownCustomers(
  host: ProjectionHost,
  readModels: ReadModels,
  creatorId: string,
): Promise<KnownCustomers> {
  const status = await host.status();
  const through = status.find((row) => row.name === CUSTOMER_PROJECTIONS[0])?.checkpoint ?? 0;
  const rows = await readModels
    .collection<CustomerDoc>(CUSTOMER_ROWS)
    .find({ creatorId }, { projection: { customerId: 1 } })
    .toArray();
  return { ids: new Set(rows.map((row) => row.customerId)), through };
}
