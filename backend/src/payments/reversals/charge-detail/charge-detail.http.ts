import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChargeView } from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ChargeDetailQuery } from './charge-detail.query.js';

@ApiTags('finance')
@Controller('finance/charges')
export class ChargeDetailController {
  constructor(private readonly queries: QueryBus) {}

  /** A payment with its refunds and chargebacks (finance, admin). */
  @Get(':chargeId')
  @Roles('finance', 'admin')
  @ApiOperation({ summary: 'A payment and its reversals' })
  detail(@Param('chargeId') chargeId: string): Promise<ChargeView> {
    return this.queries.execute(new ChargeDetailQuery(chargeId));
  }
}
