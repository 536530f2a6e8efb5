import { LISTING_MESSAGES as M, ListingId } from '@flirtwire/contracts';
import { NotFoundError } from '../../shared/errors.js';

/** A listing id from a URL: anything that is not one is a listing that does not exist. */
export function checkedListingId(raw: string): string {
  const parsed = ListingId.safeParse(raw);
  if (!parsed.success) throw new NotFoundError(M.notFound, 'listing_not_found');
  return parsed.data;
}
