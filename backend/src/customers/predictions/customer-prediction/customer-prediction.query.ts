import { Query } from '@nestjs/cqrs';
import type { CustomerModelResponse, CustomerPredictionResponse } from '@flirtwire/contracts';

/** The signed-in Flirt's prediction model and its calibration. */
export class CustomerModelQuery extends Query<CustomerModelResponse> {
  constructor(readonly creatorId: string) {
    super();
  }
}

/** One of the Flirt's customers: their prediction with its inputs and the events behind them. */
export class CustomerPredictionQuery extends Query<CustomerPredictionResponse> {
  constructor(
    readonly creatorId: string,
    readonly login: string,
  ) {
    super();
  }
}
