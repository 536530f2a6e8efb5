import { z } from 'zod';
import { Uuid } from '../shared/ids.js';
import { MoneyInput } from '../subscriptions/subscription.commands.js';

export const TRIBUTE_MESSAGE_MAX = 500;

/**
 * POST /client_api/recurring_tributes/monetary_tributes (spec 000 §3 / §7): a monthly tribute
 * of an amount the customer chooses ($1 to $1,000), charged now and every month.
 */
export const CreateTributeBody = z.object({
  advisor_id: Uuid,
  rate: MoneyInput,
  message: z.string().max(TRIBUTE_MESSAGE_MAX).default(''),
  parent_monetary_tribute_id: Uuid.nullable().default(null),
  from_nf_chat: z.boolean().default(false),
});
export type CreateTributeBody = z.infer<typeof CreateTributeBody>;

/** PUT .../monetary_tributes/{id}: a new amount or message, from the next renewal on. */
export const UpdateTributeBody = z.object({
  rate: MoneyInput.optional(),
  message: z.string().max(TRIBUTE_MESSAGE_MAX).optional(),
});
export type UpdateTributeBody = z.infer<typeof UpdateTributeBody>;
