import { z } from 'zod';
import type { Country, CountryState } from './countries.js';
import type { PayoutInfoView } from './finance.read-models.js';

/*
 * Zod schemas of the payout settings' answers, for the browser to parse what it receives. Each
 * is typed against its read-model interface.
 */

export const PayoutInfoViewSchema: z.ZodType<PayoutInfoView> = z.object({
  balances: z.object({
    payable_cents: z.number().int(),
    total_cents: z.number().int(),
    payable: z.string(),
    total: z.string(),
  }),
  payment_request: z.object({
    payee_name: z.string(),
    address_line1: z.string(),
    address_line2: z.string(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    country: z.string(),
    taxable_status: z.number(),
    payment_period: z.number(),
    balance_to_keep: z.string(),
    tax_id_type: z.enum(['ssn', 'ein']).nullable(),
    tax_payer_id: z.string().nullable(),
  }),
  bank_account: z.object({
    bank_name: z.string(),
    routing_number: z.string(),
    account_number: z.string(),
    account_type: z.number(),
  }),
  user_paxum: z.object({ email: z.string() }),
  masspay_email: z.string(),
  eligible: z.boolean(),
  payout_fee_cents: z.number().int(),
  show_payout_warning: z.boolean(),
  payout_warning: z.string().nullable(),
  saved: z.boolean(),
  next_payout_date: z.string().nullable(),
  next_payout_cents: z.number().int(),
  hold_reason: z.string().nullable(),
});

/** GET /client_api/account/payout_info */
export const PayoutInfoResponseSchema = z.object({ data: PayoutInfoViewSchema });

/** POST /client_api/account/payout_info: the saved settings and the notice to show. */
export const SavePayoutInfoResponseSchema = z.object({
  data: PayoutInfoViewSchema,
  notice: z.string(),
});
export type SavePayoutInfoResponse = z.infer<typeof SavePayoutInfoResponseSchema>;

const CountrySchema: z.ZodType<Country> = z.object({
  id: z.string(),
  name: z.string(),
  stateName: z.string(),
  postalCodeName: z.string(),
});

/** GET /client_api/countries */
export const CountriesResponseSchema = z.object({ countries: z.array(CountrySchema) });

const CountryStateSchema: z.ZodType<CountryState> = z.object({ id: z.string(), name: z.string() });

/** GET /client_api/countries/{id}/states */
export const CountryStatesResponseSchema = z.object({ states: z.array(CountryStateSchema) });
