import { z } from 'zod';

/** The sign-in pages' URL (`/login?return_url=/my_customers&fromLogin=true`). */
export const SignInSearch = z.object({
  return_url: z.string().max(2000).optional().catch(undefined),
  // The URL gives text ('true'); an in-app navigation may hold the boolean itself.
  fromLogin: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])
    .optional()
    .catch(undefined),
  product: z.enum(['chat', 'call', 'gb']).optional().catch(undefined),
  advisor: z.string().max(40).optional().catch(undefined),
  reactivation: z.enum(['expired']).optional().catch(undefined),
});
export type SignInSearch = z.infer<typeof SignInSearch>;
