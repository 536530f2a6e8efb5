import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CustomerModelResponse, CustomerPredictionResponse } from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { LoginParam } from '../../notes/set-note/set-note.http.js';
import { CustomerModelQuery, CustomerPredictionQuery } from './customer-prediction.query.js';

/** Predicted spend and lapse risk: the Flirt's model and one customer's evidence (read only). */
@ApiTags('customers')
@Controller('client_api/customers')
@Roles('advisor')
export class CustomerPredictionController {
  constructor(private readonly queries: QueryBus) {}

  @Get('predictions/model')
  @ReadsProjections('customer-predictions')
  @ApiOperation({
    summary: 'My prediction model: fitted parameters, formulas and the hold-out calibration',
  })
  @ApiOkResponse({ schema: jsonSchema(CustomerModelResponse) })
  model(@CurrentPrincipal() principal: Principal): Promise<CustomerModelResponse> {
    return this.queries.execute(new CustomerModelQuery(principal.userId));
  }

  @Get(':login/prediction')
  @ReadsProjections('customer-rows', 'customer-predictions')
  @ApiOperation({
    summary: 'A customer’s predicted 90-day spend and lapse risk, its inputs and their events',
  })
  @ApiOkResponse({ schema: jsonSchema(CustomerPredictionResponse) })
  prediction(
    @Param('login', { schema: LoginParam }) login: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerPredictionResponse> {
    return this.queries.execute(new CustomerPredictionQuery(principal.userId, login));
  }
}
