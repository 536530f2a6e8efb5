import { z } from 'zod';
import { Uuid } from '../shared/ids.js';
import { Cents } from '../shared/money.js';

/**
 * Predicted spend and lapse risk (My Customers): a buy-till-you-die model fitted per Flirt on
 * their customers' purchases — BG/NBD (Fader, Hardie & Lee 2005) for the probability a
 * customer is still active and their expected purchases, Gamma-Gamma for their spend per
 * purchase. A purchase is a paid event to the Flirt; purchases on one day (in the Flirt's time
 * zone) count once, and time is counted in days.
 */

/** The prediction window of "Predicted 90D $". */
export const PREDICTION_HORIZON_DAYS = 90;
/** Below this many customers who bought on two or more days, the model is not fitted. */
export const PREDICTION_MIN_REPEAT_CUSTOMERS = 10;
/** The calibration holds out the last weeks of the Flirt's history: half of it, at most these. */
export const CALIBRATION_HOLDOUT_WEEKS = 8;

export const LAPSE_RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type LapseRiskLevel = (typeof LAPSE_RISK_LEVELS)[number];
/** Lapse risk = 1 − P(alive): High from 50%, Medium from 20%, else Low. */
export const LAPSE_RISK_CUTOFFS = { High: 0.5, Medium: 0.2 } as const;

export function lapseRiskLevel(risk: number): LapseRiskLevel {
  if (risk >= LAPSE_RISK_CUTOFFS.High) return 'High';
  if (risk >= LAPSE_RISK_CUTOFFS.Medium) return 'Medium';
  return 'Low';
}

export const PREDICTION_MESSAGES = {
  notEnoughHistory: `Not enough history: predictions need at least ${PREDICTION_MIN_REPEAT_CUSTOMERS} customers who bought on two or more days.`,
  notFittedYet: 'Predictions are fitted once a day; the first fit has not run yet.',
} as const;

export const BgNbdParams = z.object({
  r: z.number().positive(),
  alpha: z.number().positive(),
  a: z.number().positive(),
  b: z.number().positive(),
});
export type BgNbdParamsData = z.infer<typeof BgNbdParams>;
export const GammaGammaParams = z.object({
  p: z.number().positive(),
  q: z.number().positive(),
  gamma: z.number().positive(),
});
export type GammaGammaParamsData = z.infer<typeof GammaGammaParams>;

/** One week of the hold-out: repeat purchases the calibration fit predicted, and the actual. */
export const CalibrationWeek = z.object({
  week: z.number().int().min(1),
  /** Cumulative expected purchases from the hold-out's start to this week's end. */
  predicted: z.number().nonnegative(),
  /** Cumulative purchases that happened (purchase days) in the same span. */
  actual: z.number().int().nonnegative(),
});

export const Calibration = z.object({
  /** The last day of the calibration period; the hold-out follows it. */
  cutDay: z.string(),
  holdoutWeeks: z.number().int().positive(),
  /** Customers whose first purchase was on or before cutDay. */
  customers: z.number().int().nonnegative(),
  params: BgNbdParams,
  weeks: z.array(CalibrationWeek),
});
export type CalibrationData = z.infer<typeof Calibration>;

/** CustomerModelFitted: the model of one Flirt as of the end of `asOfDay` in `timeZone`. */
export const CustomerModelFittedData = z.object({
  creatorId: Uuid,
  asOfDay: z.string(),
  timeZone: z.string(),
  /** Global position of the last purchase the fit saw. */
  throughPosition: z.number().int().nonnegative(),
  status: z.enum(['fitted', 'not_enough_history']),
  customers: z.number().int().nonnegative(),
  repeatCustomers: z.number().int().nonnegative(),
  minimumRepeatCustomers: z.number().int().positive(),
  purchases: BgNbdParams.nullable(),
  spend: GammaGammaParams.nullable(),
  logLikelihood: z.number().nullable(),
  calibration: Calibration.nullable(),
});
export type CustomerModelFittedData = z.infer<typeof CustomerModelFittedData>;

const Money = (what: string) => Cents.describe(`Integer cents (USD): ${what}.`);

/** One purchase behind a customer's inputs. */
export const PredictionPurchase = z.object({
  event_id: z.string(),
  event_type: z.string(),
  at: z.string(),
  /** The day in the Flirt's time zone. */
  day: z.string(),
  amount: Money('what the purchase paid'),
  /** first: starts the customer's clock; repeat: counts in x; same_day: one day counts once. */
  role: z.enum(['first', 'repeat', 'same_day', 'after_fit']),
});

/** GET /client_api/customers/predictions/model: the Flirt's model and its calibration. */
export const CustomerModelResponse = z.object({
  status: z.enum(['fitted', 'not_enough_history', 'not_fitted']),
  message: z.string().nullable(),
  as_of_day: z.string().nullable(),
  fitted_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  customers: z.number().int(),
  repeat_customers: z.number().int(),
  minimum_repeat_customers: z.number().int(),
  horizon_days: z.number().int(),
  purchases: BgNbdParams.nullable(),
  spend: GammaGammaParams.nullable(),
  log_likelihood: z.number().nullable(),
  calibration: Calibration.nullable(),
  /** The formulas, in words and symbols, as the details show them. */
  formulas: z.array(z.object({ name: z.string(), formula: z.string() })),
});
export type CustomerModelResponse = z.infer<typeof CustomerModelResponse>;

/** GET /client_api/customers/predictions/:seeker_id: one customer's prediction and its evidence. */
export const CustomerPredictionResponse = z.object({
  model: CustomerModelResponse,
  seeker_id: z.string(),
  inputs: z
    .object({
      /** Repeat purchase days. */
      x: z.number().int(),
      /** Days from the first purchase day to the last. */
      t_x: z.number().int(),
      /** Days from the first purchase day to the fit's day. */
      T: z.number().int(),
      average_spend: Money('average spend per purchase day'),
    })
    .nullable(),
  prediction: z
    .object({
      p_alive: z.number(),
      lapse_risk: z.number(),
      lapse_risk_level: z.enum(LAPSE_RISK_LEVELS),
      expected_purchases_90d: z.number(),
      expected_average_spend: Money('expected spend per purchase'),
      predicted_90d: Money('predicted spend in the next 90 days'),
    })
    .nullable(),
  purchases: z.array(PredictionPurchase),
});
export type CustomerPredictionResponse = z.infer<typeof CustomerPredictionResponse>;
