import {
  addDays,
  CALIBRATION_HOLDOUT_WEEKS,
  type CalibrationData,
  daysBetween,
  type CustomerModelFittedData,
  PREDICTION_MIN_REPEAT_CUSTOMERS,
  zonedDay,
} from '@flirtwire/contracts';
import {
  calibrationCut,
  type CustomerInputs,
  type DayPurchase,
  inputsOfDays,
  type PurchaseDoc,
} from './customer-inputs.js';
import { conditionalExpectedPurchases, fitBgNbd } from './model/bg-nbd.js';
import { fitGammaGamma } from './model/gamma-gamma.js';

export interface ModelSubject {
  readonly creatorId: string;
  readonly asOfDay: string;
  readonly timeZone: string;
  readonly throughPosition: number;
}

const round = (value: number, digits = 6) => Number(value.toPrecision(digits));

/**
 * Fits one Flirt's model on their customers' purchases as of the end of `asOfDay` (pure: the
 * customer-model job records the result as CustomerModelFitted). Below the minimum of repeat
 * customers nothing is fitted. The calibration holds out the last weeks of the history (half
 * of it, at most CALIBRATION_HOLDOUT_WEEKS), refits on what came before and compares, week by
 * week, the repeat purchases it predicts for the hold-out with the ones that happened.
 */
export function fitCustomerModel(
  subject: ModelSubject,
  customers: readonly (readonly PurchaseDoc[])[],
): CustomerModelFittedData {
  const { asOfDay, timeZone } = subject;
  // Each purchase placed on its zoned day once, for the fit and the calibration alike.
  const dated = customers.map((purchases) =>
    purchases.map((p) => ({ day: zonedDay(p.at, timeZone), cents: p.cents })),
  );
  const inputs = dated.flatMap((purchases) => {
    const found = inputsOfDays(purchases, asOfDay);
    return found ? [found] : [];
  });
  const repeatCustomers = inputs.filter((c) => c.x > 0).length;
  const base = {
    ...subject,
    customers: inputs.length,
    repeatCustomers,
    minimumRepeatCustomers: PREDICTION_MIN_REPEAT_CUSTOMERS,
  };
  if (repeatCustomers < PREDICTION_MIN_REPEAT_CUSTOMERS) {
    return {
      ...base,
      status: 'not_enough_history',
      purchases: null,
      spend: null,
      logLikelihood: null,
      calibration: null,
    };
  }
  const fit = fitBgNbd(inputs);
  const spend = fitGammaGamma(inputs.map((c) => ({ x: c.x, mean: c.averageCents })));
  return {
    ...base,
    status: 'fitted',
    purchases: {
      r: round(fit.params.r),
      alpha: round(fit.params.alpha),
      a: round(fit.params.a),
      b: round(fit.params.b),
    },
    spend: {
      p: round(spend.params.p),
      q: round(spend.params.q),
      gamma: round(spend.params.gamma),
    },
    logLikelihood: round(fit.logLikelihood, 8),
    calibration: calibrate(asOfDay, dated),
  };
}

function calibrate(
  asOfDay: string,
  customers: readonly (readonly DayPurchase[])[],
): CalibrationData | null {
  // The hold-out is the last half of the history, at most CALIBRATION_HOLDOUT_WEEKS weeks.
  let firstDay = asOfDay;
  for (const purchases of customers)
    for (const { day } of purchases) {
      if (day < firstDay) firstDay = day;
    }
  const weeks = Math.min(
    CALIBRATION_HOLDOUT_WEEKS,
    Math.floor(daysBetween(firstDay, asOfDay) / 14),
  );
  if (weeks < 1) return null;
  const cutDay = calibrationCut(asOfDay, weeks);
  const sample: { inputs: CustomerInputs; after: string[] }[] = [];
  for (const purchases of customers) {
    const inputs = inputsOfDays(purchases, cutDay);
    if (!inputs) continue;
    const after = new Set(
      purchases.map((p) => p.day).filter((day) => day > cutDay && day <= asOfDay),
    );
    sample.push({ inputs, after: [...after] });
  }
  if (sample.filter((c) => c.inputs.x > 0).length < PREDICTION_MIN_REPEAT_CUSTOMERS) return null;
  const { params } = fitBgNbd(sample.map((c) => c.inputs));
  const rows = Array.from({ length: weeks }, (_, i) => {
    const days = 7 * (i + 1);
    const end = addDays(cutDay, days);
    let predicted = 0;
    let actual = 0;
    for (const c of sample) {
      predicted += conditionalExpectedPurchases(params, c.inputs, days);
      actual += c.after.filter((day) => day <= end).length;
    }
    return { week: i + 1, predicted: round(predicted, 4), actual };
  });
  if (!rows.every((row) => Number.isFinite(row.predicted))) return null;
  return {
    cutDay,
    holdoutWeeks: weeks,
    customers: sample.length,
    params: {
      r: round(params.r),
      alpha: round(params.alpha),
      a: round(params.a),
      b: round(params.b),
    },
    weeks: rows,
  };
}
