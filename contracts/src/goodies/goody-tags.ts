/**
 * The goody bag tag vocabularies. A Flirt tags a bag only with these values, so the goodies
 * search can offer them as facets. Each list is `[value, label]` in the order the facets show.
 */

/** Who appears in the bag and how: Woman, Man or Transgender crossed with dominant, submissive, neutral. */
export const DOMINANCE_TAGS = [
  ['woman_dominant', 'Dominant Woman'],
  ['woman_submissive', 'Submissive Woman'],
  ['woman_neutral', 'Woman'],
  ['man_dominant', 'Dominant Man'],
  ['man_submissive', 'Submissive Man'],
  ['man_neutral', 'Man'],
  ['transgender_dominant', 'Dominant Transgender'],
  ['transgender_submissive', 'Submissive Transgender'],
  ['transgender_neutral', 'Transgender'],
] as const;

/** The age of the people shown. Everyone is 18 or older: `teen` means 18 or 19. */
export const AGE_TAGS = [
  ['teen', 'Teen (18-19)'],
  ['twenties', '20s'],
  ['thirties', '30s'],
  ['forty_plus', '40+'],
] as const;

/**
 * Nine broad, neutral descriptions of the people shown, in alphabetical order (the original
 * product's list is not known). A bag may carry several; `multiracial` covers mixed heritage.
 */
export const RACE_TAGS = [
  ['asian', 'Asian'],
  ['black', 'Black'],
  ['hispanic_latino', 'Hispanic / Latino'],
  ['middle_eastern', 'Middle Eastern'],
  ['multiracial', 'Multiracial'],
  ['native_american', 'Native American'],
  ['pacific_islander', 'Pacific Islander'],
  ['south_asian', 'South Asian'],
  ['white', 'White'],
] as const;

/** How explicit the bag is: seven levels from Tame up to below-waist insertion (one per bag). */
export const CONTENT_RATINGS = [
  ['tame', 'Tame'],
  ['suggestive', 'Suggestive'],
  ['lingerie', 'Lingerie'],
  ['topless', 'Topless'],
  ['nude', 'Nude'],
  ['explicit', 'Explicit'],
  ['insertion', 'Below-Waist Insertion'],
] as const;

/** Themes a bag is about. */
export const KINK_TAGS = [
  ['bondage', 'Bondage'],
  ['cosplay', 'Cosplay'],
  ['domination', 'Domination'],
  ['feet', 'Feet'],
  ['latex', 'Latex'],
  ['leather', 'Leather'],
  ['roleplay', 'Roleplay'],
  ['spanking', 'Spanking'],
  ['stockings', 'Stockings'],
  ['submission', 'Submission'],
  ['tease', 'Tease'],
  ['voyeur', 'Voyeur'],
] as const;

type Values<T extends readonly (readonly [string, string])[]> = {
  [K in keyof T]: T[K][0];
};
const valuesOf = <T extends readonly (readonly [string, string])[]>(list: T) =>
  list.map(([value]) => value) as unknown as Values<T>;

export const DOMINANCE_TAG_VALUES = valuesOf(DOMINANCE_TAGS);
export const AGE_TAG_VALUES = valuesOf(AGE_TAGS);
export const RACE_TAG_VALUES = valuesOf(RACE_TAGS);
export const CONTENT_RATING_VALUES = valuesOf(CONTENT_RATINGS);
export const KINK_TAG_VALUES = valuesOf(KINK_TAGS);

export type DominanceTag = (typeof DOMINANCE_TAGS)[number][0];
export type AgeTag = (typeof AGE_TAGS)[number][0];
export type RaceTag = (typeof RACE_TAGS)[number][0];
export type ContentRating = (typeof CONTENT_RATINGS)[number][0];
export type KinkTag = (typeof KINK_TAGS)[number][0];

/** Every vocabulary by its facet name (the goodies search filter keys). */
export const GOODY_TAG_VOCABULARIES = {
  dominance_tags: DOMINANCE_TAGS,
  age_tags: AGE_TAGS,
  race_tags: RACE_TAGS,
  content_rating: CONTENT_RATINGS,
  kink_tags: KINK_TAGS,
} as const;

/** The label of a tag value in its vocabulary (the value itself when unknown). */
export function goodyTagLabel(
  vocabulary: keyof typeof GOODY_TAG_VOCABULARIES,
  value: string,
): string {
  const list: readonly (readonly [string, string])[] = GOODY_TAG_VOCABULARIES[vocabulary];
  return list.find(([v]) => v === value)?.[1] ?? value;
}
