/**
 * Customers grouped by their number of purchases x, in first-seen order: the likelihood terms
 * that depend on x alone are then computed once per group.
 */
export function byPurchases<T extends { readonly x: number }>(
  customers: readonly T[],
): Array<[number, T[]]> {
  const groups = new Map<number, T[]>();
  for (const c of customers) {
    const list = groups.get(c.x);
    if (list) list.push(c);
    else groups.set(c.x, [c]);
  }
  return [...groups];
}
