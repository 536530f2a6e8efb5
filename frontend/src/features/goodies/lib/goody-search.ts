import { z } from 'zod';

/** ?action=buy (purchase return URLs, spec 001 §2.1) or ?action=view (open the lightbox). */
export const GoodyBagSearch = z.object({
  action: z.enum(['buy', 'view']).optional().catch(undefined),
});
export type GoodyBagSearch = z.infer<typeof GoodyBagSearch>;
