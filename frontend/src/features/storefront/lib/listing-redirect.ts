/** The leading id of `123-hot-chat` (spec 002 listings/show/{listingIdAndTitle}), or null. */
export function listingIdOf(listingIdAndTitle: string): string | null {
  const match = /^(\d+)/.exec(listingIdAndTitle);
  return match?.[1] ?? null;
}

/**
 * Where an old listing link goes: the listing's Flirt's storefront with the listing drawer
 * (`/{login}?listing_id={id}`), or home when no listing has that id.
 */
export function listingRedirect(
  listingIdAndTitle: string,
  ownerOf: (listingId: string) => string | null,
): string {
  const id = listingIdOf(listingIdAndTitle);
  const login = id === null ? null : ownerOf(id);
  if (id === null || login === null) return '/';
  return `/${encodeURIComponent(login)}?listing_id=${id}`;
}
