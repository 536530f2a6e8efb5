import { z } from 'zod';
import { Uuid } from '../shared/ids.js';
import { TIP_MESSAGE_MAX } from './payment.events.js';

/** Spec 000 §5 money amount: digits with up to 2 decimals; default allowed range 1 to 1000. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 100_000;

export const TIP_MESSAGES = {
  amountFormat: 'Please enter an amount in dollars, with up to 2 decimals.',
  amountRange: 'Please enter an amount between $1 and $1,000.',
  tipYourself: "You can't tip yourself",
  blocked:
    "We're sorry, you are unable to send a tribute to this Flirt because this Flirt blocked you or you blocked this Flirt.",
  cardRequired: 'You must have a credit card on file to send a tribute.',
  chooseFlirt: 'Please choose the Flirt to tip.',
  flirtNotFound: 'Sorry something went wrong. Please try again.',
  parentTribute: 'Please choose one of your own tributes to this Flirt.',
} as const;

/** POST /client_api/bonuses (spec 000 §7). */
export const SendTipBody = z.object({
  amount_text: z
    .string({ error: TIP_MESSAGES.amountFormat })
    .regex(/^\s*\d+(?:\.\d{1,2})?\s*$/, TIP_MESSAGES.amountFormat),
  listing_id: z.string().trim().min(1).max(100).optional(),
  advisor_id: Uuid.optional(),
  bonus_message: z.string().max(TIP_MESSAGE_MAX).optional().default(''),
  from_nf_chat: z.boolean().optional().default(false),
});
export type SendTipBody = z.infer<typeof SendTipBody>;
