import { oneOf, searchSchema, type SearchOf } from '@/lib/search-schema';

/** ?action=buy (purchase return URLs, spec 001 §2.1) or ?action=view (open the lightbox). */
export const GoodyBagSearch = searchSchema({ action: oneOf(['buy', 'view']) });
export type GoodyBagSearch = SearchOf<typeof GoodyBagSearch>;
