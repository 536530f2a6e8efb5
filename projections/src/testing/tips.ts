/**
 * A tip's data (TipSent) for the projection specs: `amountCents` from the customer to the Flirt
 * of `who`, `platformFeeCents` of it the platform's; a plain tip (no message, listing or chat)
 * unless `extra` says otherwise.
 */
export function tipSent(
  tipId: string,
  who: { readonly creatorId: string; readonly customerId: string },
  amountCents: number,
  platformFeeCents: number,
  extra: { readonly message?: string; readonly fromChat?: boolean } = {},
) {
  return {
    tipId,
    ...who,
    amountCents,
    platformFeeCents,
    message: '',
    listingId: null,
    fromChat: false,
    ...extra,
  };
}
