import { flag, oneOf, searchSchema, text, type SearchOf } from '@/lib/search-schema';

/** The sign-in pages' URL (`/login?return_url=/my_customers&fromLogin=true`). */
export const SignInSearch = searchSchema({
  return_url: text({ max: 2000 }),
  // The URL gives text ('true'); an in-app navigation may hold the boolean itself.
  fromLogin: flag(),
  product: oneOf(['chat', 'call', 'gb']),
  advisor: text({ max: 40 }),
  reactivation: oneOf(['expired']),
});
export type SignInSearch = SearchOf<typeof SignInSearch>;
