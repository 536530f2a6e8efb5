import {
  type CreateListingBody,
  type EditListingBody,
  LISTING_LIMITS,
  LISTING_MESSAGES as M,
  type ListingView,
  parseMoneyText,
  centsToDecimal,
} from '@flirtwire/contracts';

/** What the listing form holds: the price as typed, so a half-typed value is not lost. */
export interface ListingFormValues {
  readonly type: 1 | 2 | 3;
  readonly title: string;
  readonly description: string;
  readonly categoryId: string;
  readonly price: string;
  readonly photoMediaId: string;
  readonly serviceExtension: string;
}

export const EMPTY_LISTING: ListingFormValues = {
  type: 1,
  title: '',
  description: '',
  categoryId: '',
  price: '',
  photoMediaId: '',
  serviceExtension: '',
};

export function valuesOf(listing: ListingView, photoMediaId: string | null): ListingFormValues {
  return {
    type: listing.type,
    title: listing.title,
    description: listing.description,
    categoryId: String(listing.category.id),
    price: centsToDecimal(listing.priceCents),
    photoMediaId: photoMediaId ?? '',
    serviceExtension: listing.serviceExtension ?? '',
  };
}

/** The checks the browser can make before sending (the server checks everything again). */
export function formErrors(values: ListingFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (title === '') errors['title'] = M.titleBlank;
  else if (title.length < LISTING_LIMITS.titleMin || title.length > LISTING_LIMITS.titleMax)
    errors['title'] = M.titleLength;
  if (values.description.replace(/<[^>]*>/g, '').trim() === '')
    errors['description'] = M.descriptionBlank;
  if (values.categoryId === '') errors['categoryId'] = M.categoryRequired;
  const cents = parseMoneyText(values.price);
  if (cents === null) errors['priceCents'] = M.priceInvalid;
  else if (values.type === 3) {
    if (cents < LISTING_LIMITS.volleyPriceMinCents || cents > LISTING_LIMITS.volleyPriceMaxCents)
      errors['priceCents'] = M.volleyPrice;
  } else if (
    cents < LISTING_LIMITS.minutePriceMinCents ||
    cents > LISTING_LIMITS.minutePriceMaxCents
  )
    errors['priceCents'] = M.minutePrice;
  if (!/^\d{0,6}$/.test(values.serviceExtension.trim()))
    errors['serviceExtension'] = M.serviceExtension;
  return errors;
}

function common(values: ListingFormValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    categoryId: Number(values.categoryId),
    priceCents: parseMoneyText(values.price) ?? 0,
    photoMediaId: values.photoMediaId === '' ? null : values.photoMediaId,
    serviceExtension: values.serviceExtension.trim() === '' ? null : values.serviceExtension.trim(),
  };
}

export function createBody(values: ListingFormValues): CreateListingBody {
  return { type: values.type === 2 ? 2 : 1, ...common(values) };
}

export function editBody(values: ListingFormValues): EditListingBody {
  return common(values);
}
