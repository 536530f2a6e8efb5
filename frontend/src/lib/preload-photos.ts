/** How many photos a list preloads: its first cards, above the fold on a phone and a laptop. */
const FIRST_PHOTOS = 2;

/**
 * Starts fetching the first photos of a list as soon as its data has arrived, before the
 * screen has rendered the cards that show them: the first card's photo is the page's largest
 * paint on a phone, and it no longer waits for the render's round trip. The `<img>` then finds
 * it in the browser's memory cache.
 */
function preloadFirstPhotos(listings: readonly { readonly photoUrl: string | null }[]): void {
  if (typeof Image === 'undefined') return;
  for (const { photoUrl } of listings.slice(0, FIRST_PHOTOS)) {
    if (!photoUrl) continue;
    const image = new Image();
    image.src = photoUrl;
  }
}

/**
 * A list's request (a loader's query) whose first photos load as soon as it answers; a
 * failure is the screen's to show when it asks for the same query.
 */
export function withFirstPhotos(
  asked: Promise<{ readonly listings: readonly { readonly photoUrl: string | null }[] }>,
): void {
  asked
    .then(({ listings }) => {
      preloadFirstPhotos(listings);
    })
    .catch(() => undefined);
}
