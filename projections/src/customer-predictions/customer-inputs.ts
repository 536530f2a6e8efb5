import {
  addDays,
  daysBetween,
  lapseRiskLevel,
  type LapseRiskLevel,
  PREDICTION_HORIZON_DAYS,
  zonedDay,
} from '@flirtwire/contracts';
import type { BgNbdParams } from './model/bg-nbd.js';
import { conditionalExpectedPurchases, probabilityAlive } from './model/bg-nbd.js';
import type { GammaGammaParams } from './model/gamma-gamma.js';
import { expectedAverageSpend } from './model/gamma-gamma.js';

/** One paid event to the Flirt from the customer. */
export interface PurchaseDoc {
  readonly eventId: string;
  readonly type: string;
  readonly at: string;
  readonly cents: number;
  readonly position: number;
}

/**
 * A customer's model inputs as of the end of `asOfDay` in `timeZone`, counted in days there:
 * x repeat purchase days (a day with purchases counts once), t_x days from the first purchase
 * day to the last, T days from the first purchase day to asOfDay, and the average spend per
 * repeat purchase day (the Gamma-Gamma z̄; 0 without repeats). Null before the first purchase.
 */
export interface CustomerInputs {
  readonly x: number;
  readonly tx: number;
  readonly T: number;
  readonly averageCents: number;
  readonly firstDay: string;
  readonly lastDay: string;
}

export function customerInputs(
  purchases: readonly PurchaseDoc[],
  asOfDay: string,
  timeZone: string,
): CustomerInputs | null {
  return inputsOfDays(
    purchases.map((purchase) => ({ day: zonedDay(purchase.at, timeZone), cents: purchase.cents })),
    asOfDay,
  );
}

/** A purchase by the day it fell on in the Flirt's time zone. */
export interface DayPurchase {
  readonly day: string;
  readonly cents: number;
}

/** The inputs as of the end of `asOfDay` from purchases already placed on their zoned days. */
export function inputsOfDays(
  purchases: readonly DayPurchase[],
  asOfDay: string,
): CustomerInputs | null {
  const byDay = new Map<string, number>();
  for (const { day, cents } of purchases) {
    if (day > asOfDay) continue;
    byDay.set(day, (byDay.get(day) ?? 0) + cents);
  }
  const days = [...byDay.keys()].sort();
  const firstDay = days[0];
  const lastDay = days[days.length - 1];
  if (firstDay === undefined || lastDay === undefined) return null;
  const repeatCents = days.slice(1).reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0);
  const x = days.length - 1;
  return {
    x,
    tx: daysBetween(firstDay, lastDay),
    T: daysBetween(firstDay, asOfDay),
    averageCents: x > 0 ? repeatCents / x : 0,
    firstDay,
    lastDay,
  };
}

/** How each purchase counted in the inputs (the evidence the customer's details list). */
export function purchaseRoles(
  purchases: readonly PurchaseDoc[],
  asOfDay: string,
  timeZone: string,
): { purchase: PurchaseDoc; day: string; role: 'first' | 'repeat' | 'same_day' | 'after_fit' }[] {
  const seen = new Set<string>();
  return [...purchases]
    .sort((p, q) => (p.at < q.at ? -1 : p.at > q.at ? 1 : p.position - q.position))
    .map((purchase) => {
      const day = zonedDay(purchase.at, timeZone);
      if (day > asOfDay) return { purchase, day, role: 'after_fit' as const };
      const role = seen.size === 0 ? 'first' : seen.has(day) ? 'same_day' : 'repeat';
      seen.add(day);
      return { purchase, day, role };
    });
}

export interface FittedModel {
  readonly purchases: BgNbdParams;
  readonly spend: GammaGammaParams | null;
  /** Average spend per purchase day of all the Flirt's customers, when spend is not fitted. */
  readonly fallbackAverageCents: number;
}

export interface CustomerPrediction {
  readonly pAlive: number;
  readonly lapseRisk: number;
  readonly lapseLevel: LapseRiskLevel;
  readonly expectedPurchases90: number;
  readonly expectedAverageCents: number;
  readonly predicted90Cents: number;
}

/**
 * Predicted 90D $ = E[purchases in the next 90 days | x, t_x, T] × E[spend per purchase | x, z̄],
 * rounded to whole cents; lapse risk = 1 − P(alive | x, t_x, T).
 */
export function predictCustomer(
  model: FittedModel,
  inputs: CustomerInputs,
): CustomerPrediction | null {
  const pAlive = probabilityAlive(model.purchases, inputs);
  const expectedPurchases90 = conditionalExpectedPurchases(
    model.purchases,
    inputs,
    PREDICTION_HORIZON_DAYS,
  );
  // Gamma-Gamma's population mean pγ/(q−1) exists only for q > 1.
  const spend = model.spend && model.spend.q > 1 ? model.spend : null;
  const expectedAverageCents = spend
    ? expectedAverageSpend(spend, { x: inputs.x, mean: inputs.averageCents })
    : inputs.x > 0
      ? inputs.averageCents
      : model.fallbackAverageCents;
  const lapseRisk = Math.min(1, Math.max(0, 1 - pAlive));
  // A fit at the edge of its bounds can overflow the formulas: no prediction rather than NaN.
  if (![pAlive, expectedPurchases90, expectedAverageCents].every(Number.isFinite)) return null;
  return {
    pAlive,
    lapseRisk,
    lapseLevel: lapseRiskLevel(lapseRisk),
    expectedPurchases90,
    expectedAverageCents: Math.round(expectedAverageCents),
    predicted90Cents: Math.round(expectedPurchases90 * expectedAverageCents),
  };
}

/** The formulas the details show beside the parameters. */
export const PREDICTION_FORMULAS = [
  {
    name: 'P(alive)',
    formula: 'P(alive | x, tₓ, T) = 1 / (1 + [x > 0] · a/(b + x − 1) · ((α + T)/(α + tₓ))^(r + x))',
  },
  {
    name: 'Expected purchases in the next t days',
    formula:
      'E[Y(t) | x, tₓ, T] = (a + b + x − 1)/(a − 1) · [1 − ((α + T)/(α + T + t))^(r + x) · ₂F₁(r + x, b + x; a + b + x − 1; t/(α + T + t))] · P(alive)',
  },
  {
    name: 'Expected spend per purchase',
    formula: 'E[z | x, z̄] = (q − 1)/(p·x + q − 1) · p·γ/(q − 1) + p·x/(p·x + q − 1) · z̄',
  },
  {
    name: 'Predicted 90D $',
    formula: 'E[Y(90) | x, tₓ, T] × E[z | x, z̄], in whole cents',
  },
  { name: 'Lapse risk', formula: '1 − P(alive): Low below 20%, Medium from 20%, High from 50%' },
] as const;

/** The last day of a calibration period that holds out `weeks` weeks before `asOfDay`. */
export function calibrationCut(asOfDay: string, weeks: number): string {
  return addDays(asOfDay, -7 * weeks);
}
