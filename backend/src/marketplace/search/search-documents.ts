import {
  type ChatProfile,
  roundTo,
  type GoodyBagCard,
  type ListingRow,
  type SearchDocument,
  type SearchListing,
  searchDocumentId,
} from '@flirtwire/contracts';
import { type AdvisorRow, coverItem, type GoodyBagDoc } from '@flirtwire/projections';

/**
 * What the index holds, built from the read models it follows (pure): a public listing, a
 * Flirt's chat listing as their chat profile, a published goody bag. Anything else (a draft,
 * a rejected or deleted thing) maps to null and leaves the index.
 */

/** Listing descriptions are sanitised HTML; the index and the cards read their text. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const averageRating = (sum: number, count: number) => (count === 0 ? 0 : roundTo(sum / count, 2));
const epoch = (iso: string | null) => (iso ? Date.parse(iso) : 0);

export function listingSearchDocument(row: ListingRow): SearchDocument | null {
  if (!row.public) return null;
  const rating = averageRating(row.ratingSum, row.totalRatings);
  const display: SearchListing = {
    id: row._id,
    login: row.login,
    slug: row._id,
    advisorSlug: row.login.toLowerCase(),
    title: row.title,
    description: plainText(row.description),
    photoUrl: null,
    photo_url: null,
    rating,
    totalRatings: row.totalRatings,
    feedbackCount: row.feedbackCount,
    priceCents: row.priceCents,
    type: row.type,
    categoryId: String(row.categoryId),
    available: row.available,
    show_chat_link: row.type === 3 && !row.blocked,
  };
  return {
    _id: searchDocumentId('listing', row._id),
    kind: 'listing',
    objectId: row._id,
    ownerId: row.creatorId,
    ownerLogin: row.login,
    title: row.title,
    body: display.description,
    keywords: [row.login],
    terms: { type: [String(row.type)], categoryId: row.categoryIds.map(String) },
    numbers: {
      priceCents: row.priceCents,
      rating,
      totalRatings: row.totalRatings,
      available: row.available ? 1 : 0,
      createdAt: epoch(row.createdAt),
    },
    display: { ...display },
    photoMediaId: row.photoMediaId,
  };
}

/** A Flirt's chat listing is their chat profile; the gender comes from their account. */
export function chatProfileSearchDocument(
  row: ListingRow,
  advisor: Pick<AdvisorRow, 'gender'> | null,
): SearchDocument | null {
  if (row.type !== 3 || !row.public || row.blocked) return null;
  const gender = advisor?.gender ?? null;
  const display: ChatProfile = {
    id: row._id,
    login: row.login,
    user_login: row.login,
    image_url: null,
    description: plainText(row.description),
    priceCents: row.priceCents,
    gender: gender === null ? null : String(gender),
  };
  return {
    _id: searchDocumentId('chat_profile', row._id),
    kind: 'chat_profile',
    objectId: row._id,
    ownerId: row.creatorId,
    ownerLogin: row.login,
    title: row.title,
    body: display.description,
    keywords: [row.login],
    terms: {
      categoryId: row.categoryIds.map(String),
      gender: gender === null ? [] : [String(gender)],
    },
    numbers: {
      available: row.available ? 1 : 0,
      rating: averageRating(row.ratingSum, row.totalRatings),
      priceCents: row.priceCents,
    },
    display: { ...display },
    photoMediaId: row.photoMediaId,
  };
}

export function goodySearchDocument(
  bag: GoodyBagDoc,
  owner: Pick<AdvisorRow, 'login'> | null,
): SearchDocument | null {
  if (bag.status !== 'published' || bag.deleted || !owner) return null;
  const rating = averageRating(bag.ratingSum, bag.ratingCount);
  const display: GoodyBagCard = {
    id: bag._id,
    user_id: bag.creatorId,
    owner_name: owner.login,
    price: bag.priceCents,
    thumbnail_url: null,
    title: bag.title,
    rating,
  };
  return {
    _id: searchDocumentId('goody_bag', bag._id),
    kind: 'goody_bag',
    objectId: bag._id,
    // The cover the Flirt chose (never a paid file): signed as a thumbnail for each reader.
    photoMediaId: coverItem(bag),
    ownerId: bag.creatorId,
    ownerLogin: owner.login,
    title: bag.title,
    body: bag.description,
    keywords: [owner.login, ...bag.kinkTags],
    terms: {
      media: [...new Set(bag.items.map((item) => item.itemType))],
      dominance_tags: bag.dominanceTags,
      age_tags: bag.ageTags,
      race_tags: bag.raceTags,
      content_rating: [bag.contentRating],
      kink_tags: bag.kinkTags,
    },
    numbers: {
      priceCents: bag.priceCents,
      rating,
      ratingCount: bag.ratingCount,
      // Ratings left are the bag's likes until goodies have a like of their own.
      likes: bag.ratingSum,
      popularity: bag.salesCount,
      publishedAt: epoch(bag.publishedAt ?? bag.createdAt),
    },
    display: { ...display },
  };
}
