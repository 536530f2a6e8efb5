import {
  CUSTOMER_MESSAGES,
  type CustomerFilters,
  type CustomerSort,
  parseMoneyText,
} from '@flirtwire/contracts';
import { CUSTOMER_PREDICTIONS, type Document } from '@flirtwire/projections';
import { ValidationError } from '../../shared/errors.js';

const PREDICTION_COLUMNS = new Set(['predicted_90D_earnings', 'lapse_risk']);

/** Whether the search filters or sorts by a prediction (customer-predictions read model). */
export function usesPredictions(filters: CustomerFilters, sort: CustomerSort): boolean {
  return (
    filters.lapseRisk.length > 0 ||
    filters.minPredicted90 !== null ||
    sort.some((key) => PREDICTION_COLUMNS.has(key.column))
  );
}

/**
 * Pipeline stages after the rows' own `$match`: each row joined with its prediction (by the
 * shared id), its predicted spend, lapse risk and level copied onto it, then the prediction
 * filters. A row without a prediction has nulls (sorted last in descending order).
 */
export function predictionStages(filters: CustomerFilters): Document[] {
  const conditions: Document[] = [];
  if (filters.lapseRisk.length > 0)
    conditions.push({ lapseLevel: { $in: [...filters.lapseRisk] } });
  if (filters.minPredicted90 !== null) {
    const cents = parseMoneyText(filters.minPredicted90);
    if (cents === null)
      throw new ValidationError({ 'filters.minPredicted90': CUSTOMER_MESSAGES.amountFormat });
    conditions.push({ predicted90Cents: { $gte: cents } });
  }
  const first = (field: string) => ({
    $ifNull: [{ $arrayElemAt: [`$prediction.${field}`, 0] }, null],
  });
  return [
    {
      $lookup: {
        from: CUSTOMER_PREDICTIONS,
        localField: '_id',
        foreignField: '_id',
        as: 'prediction',
      },
    },
    {
      $addFields: {
        predicted90Cents: first('predicted90Cents'),
        lapseRisk: first('lapseRisk'),
        lapseLevel: first('lapseLevel'),
      },
    },
    { $project: { prediction: 0 } },
    ...(conditions.length > 0 ? [{ $match: { $and: conditions } }] : []),
  ];
}
