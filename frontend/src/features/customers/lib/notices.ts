import type { RealtimeNotice } from '@flirtwire/contracts';

/** Notices about My Customers read models (rows, tags, saved searches, notes). */
export function isCustomersNotice(notice: RealtimeNotice): boolean {
  return notice.collection.includes('customer');
}

/**
 * The customer ids a notice names. Row ids are `<creatorId>:<customerId>` (customerRowId);
 * null means "an unknown set changed".
 */
export function noticeCustomerIds(notice: RealtimeNotice): string[] | null {
  if (notice.ids === null) return null;
  return notice.ids.map((id) => id.slice(id.lastIndexOf(':') + 1));
}
