import { z } from 'zod';
import { IdStatus, WizardStep } from './identity.events.js';
import type { FlirtSetupView, IdVerificationView, PhoneView } from './identity.read-models.js';

/*
 * Zod schemas of the Flirt setup wizard's answers (phones, ID verification, the wizard step),
 * for the browser to parse what it receives. Each is typed against its read-model interface.
 */

export const FlirtSetupViewSchema: z.ZodType<FlirtSetupView> = z.object({
  step: z.union([WizardStep, z.literal('completed')]).nullable(),
  status: z.enum(['not_started', 'in_progress', 'completed', 'cancelled']),
  steps: z.array(WizardStep),
  completed_steps: z.array(WizardStep),
  id_status: IdStatus,
});

export const IdVerificationViewSchema: z.ZodType<IdVerificationView> = z.object({
  status: IdStatus,
  verification_url: z.string().nullable(),
});

export const PhoneViewSchema: z.ZodType<PhoneView> = z.object({
  id: z.string(),
  phone_number: z.string(),
  verified: z.boolean(),
});

/** GET /client_api/phones */
export const PhonesResponseSchema = z.object({ phones: z.array(PhoneViewSchema) });
export type PhonesResponse = z.infer<typeof PhonesResponseSchema>;

/** POST /client_api/phone */
export const AddPhoneResultSchema = z.object({ phone: PhoneViewSchema });

/** POST /client_api/phone/{id}/phone_verifications: outside production the code comes back. */
export const SendPhoneCodeResultSchema = z.object({
  sent: z.literal(true),
  development_code: z.string().optional(),
});
export type SendPhoneCodeResult = z.infer<typeof SendPhoneCodeResultSchema>;

/** POST /client_api/user_genders */
export const UserGendersResultSchema = z.object({
  flirtGender: z.number().int(),
  preferredGender: z.number().int(),
});
