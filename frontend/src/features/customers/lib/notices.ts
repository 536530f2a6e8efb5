import { isReadModel, READ_MODELS, type RealtimeNotice } from '@flirtwire/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { customerKeys } from '../api/keys';

/**
 * What a change notice means for My Customers: the customer rows it names (to reload in place
 * when they are on screen; null: an unknown set of rows) and the other queries it affects. A
 * tip changes rows only: tags, saved searches and segments stay as they are.
 */
export interface CustomersNoticeEffect {
  /** Customer ids whose rows changed, null for "some rows", undefined for none. */
  readonly customerIds?: readonly string[] | null;
  readonly queries: readonly QueryKey[];
}

export function customersNoticeEffect(notice: {
  readonly collection: string;
  readonly ids: RealtimeNotice['ids'];
}): CustomersNoticeEffect | null {
  const { collection } = notice;
  if (isReadModel(collection, READ_MODELS.customerRows)) {
    return { customerIds: noticeCustomerIds(notice), queries: [customerKeys.detailsAll()] };
  }
  if (isReadModel(collection, READ_MODELS.customerTags)) {
    return { queries: [customerKeys.tags(), customerKeys.segments()] };
  }
  // The Flirt's count of spenders sets the value-tier cut-offs.
  if (isReadModel(collection, READ_MODELS.customerStats)) {
    return { queries: [customerKeys.segments()] };
  }
  if (isReadModel(collection, READ_MODELS.customerOffers)) {
    return { queries: [customerKeys.detailsAll()] };
  }
  return null;
}

/**
 * The customer ids a notice names. Row ids are `<creatorId>:<customerId>` (customerRowId);
 * null means "an unknown set changed".
 */
function noticeCustomerIds(notice: { readonly ids: RealtimeNotice['ids'] }): string[] | null {
  if (notice.ids === null) return null;
  return notice.ids.map((id) => id.slice(id.lastIndexOf(':') + 1));
}

/**
 * What a row notice does to the open grid: `reload` the loaded pages in place, or `offer` a
 * refresh. Rows on screen reload; so does a customer no loaded page has seen (a new customer:
 * the list grew, and where the row lands depends on the sort, so it may well be this page; an
 * offered refresh left a first customer out of an empty grid). A change to a known row on
 * another page is only offered, so the page the Flirt reads does not move under them.
 */
export function rowNoticeAction(
  changed: readonly string[] | null,
  onPage: ReadonlySet<string>,
  known: ReadonlySet<string>,
): 'reload' | 'offer' {
  if (changed === null) return 'reload';
  if (changed.some((id) => onPage.has(id) || !known.has(id))) return 'reload';
  return 'offer';
}
