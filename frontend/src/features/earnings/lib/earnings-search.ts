import { EARNINGS_WINDOWS } from '@flirtwire/contracts';
import { z } from 'zod';

/**
 * The Earnings page URL (`/account/earnings?window=7&view=net`). The URL gives text, an in-app
 * navigation may still hold what the page set: accept either; a bad value means the default.
 */
export const EarningsSearch = z.object({
  window: z.coerce.string().pipe(z.enum(EARNINGS_WINDOWS)).optional().catch(undefined),
  view: z.enum(['gross', 'net']).optional().catch(undefined),
});
export type EarningsSearch = z.infer<typeof EarningsSearch>;
