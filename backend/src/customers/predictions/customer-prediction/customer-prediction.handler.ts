import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type CustomerModelResponse,
  type CustomerPredictionResponse,
  PREDICTION_HORIZON_DAYS,
  PREDICTION_MESSAGES,
  PREDICTION_MIN_REPEAT_CUSTOMERS,
} from '@flirtwire/contracts';
import {
  CUSTOMER_MODELS,
  CUSTOMER_PREDICTIONS,
  CUSTOMER_PURCHASES,
  type CustomerModelDoc,
  type CustomerPredictionDoc,
  type CustomerPurchaseDoc,
  PREDICTION_FORMULAS,
  purchaseRoles,
} from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { CustomerModelQuery, CustomerPredictionQuery } from './customer-prediction.query.js';

/** The model as the API shows it; "not fitted" before the first fit. */
function modelResponse(model: CustomerModelDoc | null): CustomerModelResponse {
  const formulas = PREDICTION_FORMULAS.map(({ name, formula }) => ({ name, formula }));
  if (!model)
    return {
      status: 'not_fitted',
      message: PREDICTION_MESSAGES.notFittedYet,
      as_of_day: null,
      fitted_at: null,
      time_zone: null,
      customers: 0,
      repeat_customers: 0,
      minimum_repeat_customers: PREDICTION_MIN_REPEAT_CUSTOMERS,
      horizon_days: PREDICTION_HORIZON_DAYS,
      purchases: null,
      spend: null,
      log_likelihood: null,
      calibration: null,
      formulas,
    };
  return {
    status: model.status,
    message: model.status === 'fitted' ? null : PREDICTION_MESSAGES.notEnoughHistory,
    as_of_day: model.asOfDay,
    fitted_at: model.fittedAt,
    time_zone: model.timeZone,
    customers: model.customers,
    repeat_customers: model.repeatCustomers,
    minimum_repeat_customers: model.minimumRepeatCustomers,
    horizon_days: PREDICTION_HORIZON_DAYS,
    purchases: model.purchases,
    spend: model.spend,
    log_likelihood: model.logLikelihood,
    calibration: model.calibration,
    formulas,
  };
}

async function loadModel(readModels: ReadModels, creatorId: string) {
  return readModels.collection<CustomerModelDoc>(CUSTOMER_MODELS).findOne({ _id: creatorId });
}

@QueryHandler(CustomerModelQuery)
export class CustomerModelHandler implements IQueryHandler<CustomerModelQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ creatorId }: CustomerModelQuery): Promise<CustomerModelResponse> {
    return modelResponse(await loadModel(this.readModels, creatorId));
  }
}

@QueryHandler(CustomerPredictionQuery)
export class CustomerPredictionHandler implements IQueryHandler<CustomerPredictionQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly reader: CustomerReader,
  ) {}

  async execute({
    creatorId,
    login,
  }: CustomerPredictionQuery): Promise<CustomerPredictionResponse> {
    const row = await this.reader.byLogin(creatorId, login);
    const [model, doc, bought] = await Promise.all([
      loadModel(this.readModels, creatorId),
      this.readModels
        .collection<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS)
        .findOne({ _id: row._id }),
      this.readModels
        .collection<CustomerPurchaseDoc>(CUSTOMER_PURCHASES)
        .find({ rowId: row._id }, { sort: { position: 1 } })
        .toArray(),
    ]);
    const fitted = model && doc?.asOfDay === model.asOfDay ? model : null;
    const purchases = doc
      ? purchaseRoles(bought, fitted?.asOfDay ?? '9999-12-31', fitted?.timeZone ?? 'UTC')
      : [];
    return {
      model: modelResponse(model),
      seeker_id: row.customerId,
      inputs:
        doc && fitted && doc.x !== null && doc.tx !== null && doc.T !== null
          ? { x: doc.x, t_x: doc.tx, T: doc.T, average_spend: doc.averageCents ?? 0 }
          : null,
      prediction:
        doc &&
        doc.pAlive !== null &&
        doc.lapseRisk !== null &&
        doc.lapseLevel !== null &&
        doc.expectedPurchases90 !== null &&
        doc.expectedAverageCents !== null &&
        doc.predicted90Cents !== null
          ? {
              p_alive: doc.pAlive,
              lapse_risk: doc.lapseRisk,
              lapse_risk_level: doc.lapseLevel,
              expected_purchases_90d: doc.expectedPurchases90,
              expected_average_spend: doc.expectedAverageCents,
              predicted_90d: doc.predicted90Cents,
            }
          : null,
      purchases: purchases.map(({ purchase, day, role }) => ({
        event_id: purchase.eventId,
        event_type: purchase.type,
        at: purchase.at,
        day,
        amount: purchase.cents,
        role,
      })),
    };
  }
}
