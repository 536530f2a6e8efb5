import { z } from 'zod';
import { CommandResult } from '../shared/api.js';
import type { OfferingSettings } from '../subscriptions/subscription.read-models.js';
import type { OnboardingView } from './content.read-models.js';

/*
 * Zod schemas of the onboarding checklist and the subscription price settings, for the browser
 * to parse what it receives. Each is typed against its read-model interface.
 */

export const OnboardingViewSchema: z.ZodType<OnboardingView> = z.object({
  onboarding_step: z.enum(['new', 'accepted_2257', 'has_offering', 'has_package', 'complete']),
  onboarding_complete: z.boolean(),
  steps: z.array(
    z.object({
      name: z.enum(['legal_terms', 'set_price', 'first_post']),
      done: z.boolean(),
      enabled: z.boolean(),
    }),
  ),
});

/** GET /client_api/subscriptions/offerings (rates in integer cents). */
export const OfferingSettingsSchema: z.ZodType<OfferingSettings> = z.object({
  offering: z.object({ id: z.string(), rate: z.number().int() }).nullable(),
  min_rate: z.number().int(),
  max_rate: z.number().int(),
  available: z.boolean(),
});

/** POST /client_api/subscriptions/offerings */
export const SetOfferingResultSchema = CommandResult.extend({
  offering: z.object({ id: z.string(), rate: z.number().int() }),
  message: z.string(),
});
