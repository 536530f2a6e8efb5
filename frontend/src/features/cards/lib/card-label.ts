import type { CardBrand } from '@flirtwire/contracts';

const BRANDS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** "Visa ending in 4242": how a card on file is named everywhere. */
export function cardLabel(card: { readonly brand: CardBrand; readonly last_four: string }): string {
  return `${BRANDS[card.brand]} ending in ${card.last_four}`;
}
